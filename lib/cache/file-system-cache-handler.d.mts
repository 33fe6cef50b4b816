import type { RenderStarts, RevalidationTimes } from './render-start.mjs';

/** Next's FileSystemCache, as far as the guard uses it. */
type FileSystemCacheClass = new (ctx: never) => {
  get: (key: string, ctx: never) => Promise<unknown>;
  set: (key: string, data: unknown, ctx: never) => Promise<void>;
  revalidateTag: (tags: string | string[], durations?: { expire?: number }) => Promise<void>;
};

export function entryTags(
  data: { headers?: Record<string, unknown> } | null | undefined,
  ctx: { tags?: string[]; softTags?: string[] } | undefined,
): string[];

export function guardedFileSystemCache<B extends FileSystemCacheClass>(
  Base: B,
  options?: { now?: () => number },
): B & { renders: RenderStarts; revalidations: RevalidationTimes };

declare const GuardedFileSystemCache: FileSystemCacheClass & {
  renders: RenderStarts;
  revalidations: RevalidationTimes;
};
export default GuardedFileSystemCache;
