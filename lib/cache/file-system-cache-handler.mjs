// Next's own file-system cache, as next.config.ts names it without REDIS_URL, less one race
// (issue 56): an entry whose render started before a re-validation of one of its tags and is
// stored after it is not stored, so the next request renders again. Next's cache stamps an entry
// with the time it is stored and compares that with the re-validation, so such a page rendered
// from the old data looked fresh until the next re-validation. The previous entry stays, older than
// the re-validation, so it is not served either. With REDIS_URL, next-cache-handler.mjs stamps the
// render's start instead (render-start.mjs). Loaded by Next with a plain import(): plain
// JavaScript importing packages only.
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

import { createRenderStarts, createRevalidationTimes } from './render-start.mjs';

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

const TAGS_HEADER = 'x-next-cache-tags';

/** The tags Next checks an entry by: a page's header (its own and its path's), a read's context. */
export function entryTags(data, ctx) {
  const header = data?.headers?.[TAGS_HEADER];
  const fromHeader = typeof header === 'string' ? header.split(',') : [];
  return [...fromHeader, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
}

/** Whether Next renders an entry again when it is read: past its revalidate time. */
function due(data, at) {
  const revalidate = data.cacheControl?.revalidate ?? data.value?.revalidate;
  return typeof revalidate === 'number' && at >= data.lastModified + revalidate * 1000;
}

/**
 * Next's FileSystemCache with the render's start remembered per key (a read that found nothing)
 * and each tag's re-validation time; `set` drops an entry re-validated since its render started.
 */
export function guardedFileSystemCache(Base, { now = () => Date.now() } = {}) {
  return class GuardedFileSystemCache extends Base {
    static renders = createRenderStarts({ now });
    static revalidations = createRevalidationTimes({ now });

    async get(key, ctx) {
      const data = await super.get(key, ctx);
      if (!data || due(data, now())) GuardedFileSystemCache.renders.missed(key);
      return data;
    }

    async set(key, data, ctx) {
      const started = GuardedFileSystemCache.renders.take(key);
      if (
        started !== undefined &&
        GuardedFileSystemCache.revalidations.since(entryTags(data, ctx), started)
      ) {
        return;
      }
      return super.set(key, data, ctx);
    }

    async revalidateTag(tags, durations) {
      GuardedFileSystemCache.revalidations.record(typeof tags === 'string' ? [tags] : tags);
      return super.revalidateTag(tags, durations);
    }
  };
}

export default guardedFileSystemCache(FileSystemCache);
