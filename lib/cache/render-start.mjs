// A render that began before a re-validation and is stored after it (issue 56, "served stale
// just afterwards"): Next stamps an entry with the time it is stored (lastModified = Date.now() in
// its `set`), so a page rendered from the old data but stored a moment after `revalidateTag` looked
// newer than the re-validation and stayed until the next one. Here an entry is stamped with the
// time its render started instead: the time this process last found nothing (or an entry due for
// a render) under its key, the render's start. Every check then sees it as older than the
// re-validation: the library's Redis handler (re-validation times in Redis, for every instance),
// the local mode's handler (local-page-cache.mjs) and the file-system handler without Redis
// (file-system-cache-handler.mjs). Plain JavaScript importing nothing, as the handlers that use it.

/** Render starts a process remembers at most (a render's key is read once, stored once). */
export const MAX_PENDING_RENDERS = 2000;

/**
 * The render starts not yet stored, by key: the earliest read that found nothing since the last
 * store (concurrent requests share one render; the earliest is the safe start).
 */
export function createRenderStarts({ now = () => Date.now(), max = MAX_PENDING_RENDERS } = {}) {
  const starts = new Map();
  return {
    /** A read of `key` found nothing to serve as it is: a render of it may start now. */
    missed(key) {
      if (starts.has(key)) return;
      starts.set(key, now());
      if (starts.size > max) starts.delete(starts.keys().next().value);
    },
    /** When the render being stored under `key` started (undefined: not known), forgotten then. */
    take(key) {
      const at = starts.get(key);
      starts.delete(key);
      return at;
    },
    size: () => starts.size,
  };
}

/** The time a tag was last re-validated in this process (for handlers that keep no such time). */
export function createRevalidationTimes({ now = () => Date.now() } = {}) {
  const times = new Map();
  return {
    record(tags) {
      const at = now();
      for (const tag of tags) times.set(tag, at);
    },
    /** Whether one of `tags` was re-validated at `at` or later. */
    since(tags, at) {
      return tags.some((tag) => (times.get(tag) ?? -Infinity) >= at);
    },
  };
}

/** Whether Next renders an entry again when it is read: past its stale time (the library's lifespan). */
const due = (entry, at) =>
  typeof entry?.lifespan?.staleAt === 'number' && at >= entry.lifespan.staleAt * 1000;

/**
 * A handler of the library's shape (get, set, revalidateTag…) whose entries carry their render's
 * start as lastModified, one millisecond earlier (a re-validation in the same millisecond as the
 * render's start is taken as after it). An entry stored without a known start is stored as given.
 * @template {{ get: Function, set: Function }} H
 * @param {H} handler
 * @param {{ now?: () => number, starts?: ReturnType<typeof createRenderStarts> }} [options]
 * @returns {H}
 */
export function stampRenderStart(handler, { now = () => Date.now(), starts } = {}) {
  const pending = starts ?? createRenderStarts({ now });
  return {
    ...handler,
    async get(key, meta) {
      const entry = await handler.get(key, meta);
      if (!entry || due(entry, now())) pending.missed(key);
      return entry;
    },
    async set(key, entry, ctx) {
      const started = pending.take(key);
      const stamped =
        entry && started !== undefined && started - 1 < entry.lastModified
          ? { ...entry, lastModified: started - 1 }
          : entry;
      return handler.set(key, stamped, ctx);
    },
  };
}
