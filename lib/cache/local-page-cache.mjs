// Local mode of Next's cache handler (next-cache-handler.mjs, issue 48): while Redis is away each
// process keeps pages and cached reads in a bounded cache of its own, follows the re-validations
// other instances write to PostgreSQL (cache-revalidation-log.mjs), and goes back to Redis when it
// answers. Plain JavaScript importing nothing of the project's TypeScript, as the handler.

/** Entries a process keeps in local mode (pages are some hundred kB each). */
export const LOCAL_MAX_ENTRIES = 200;

function jsonLog(level, fields, msg) {
  process.stdout.write(`${JSON.stringify({ level, time: Date.now(), ...fields, msg })}\n`);
}

/**
 * One process's cache for local mode: at most `maxEntries`, the least recently used dropped first.
 * As the library's LRU handler, without its JSON size count of every entry.
 */
export function createLocalHandler({ maxEntries = LOCAL_MAX_ENTRIES, now = Date.now } = {}) {
  const entries = new Map();
  // The time each tag was re-validated: a page's implicit tags (its path) are not in its entry, and
  // an entry stamped with its render's start (render-start.mjs) may be stored after a
  // re-validation its render began before (issue 56).
  const revalidated = new Map();
  const staleBy = (tags, entry) =>
    tags.some((tag) => {
      const at = revalidated.get(tag);
      return at !== undefined && at >= entry.lastModified;
    });
  return {
    name: 'portal-local',
    async get(key, meta) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (staleBy(entry.tags ?? [], entry) || staleBy(meta?.implicitTags ?? [], entry)) {
        entries.delete(key);
        return null;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    async set(key, entry, ctx) {
      if (ctx?.setOnlyIfNotExists && entries.has(key)) return;
      entries.delete(key);
      entries.set(key, entry);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value);
    },
    async revalidateTag(tag) {
      for (const [key, entry] of entries) if (entry.tags?.includes(tag)) entries.delete(key);
      revalidated.set(tag, now());
    },
    async delete(key) {
      entries.delete(key);
    },
    clear() {
      // The re-validation times stay: a render that started before one may be stored after.
      entries.clear();
    },
    size: () => entries.size,
  };
}

/**
 * The handler Next is given: `shared` (Redis) while `client` is connected, else `local` (local
 * mode). Entering local mode starts from an empty cache and follows `revalidations` (null: a
 * single instance, nothing to follow); local entries are kept only once the log's starting point is
 * known, so no re-validation written after an entry can be missed. Back to shared mode, local
 * entries go, and the tags read meanwhile are sent to Redis too (an instance that re-validated
 * them may have stopped since). Each change of mode is logged once.
 * @param {{
 *   client: import('node:events').EventEmitter & { status: string },
 *   shared: { get: Function, set: Function, revalidateTag: (tag: string) => Promise<void>, delete?: Function },
 *   revalidations: import('./cache-revalidation-log.mjs').RevalidationLog | null,
 *   local?: ReturnType<typeof createLocalHandler>,
 *   log?: (level: number, fields: object, msg: string) => void,
 * }} options
 */
export function createSwitchingHandler({
  client,
  shared,
  revalidations,
  local = createLocalHandler(),
  log: report = jsonLog,
}) {
  let mode = 'shared';
  let keeping = false;
  let stopFollowing = () => {};
  const followed = new Set();

  function toLocal(reason) {
    if (mode === 'local') return;
    mode = 'local';
    local.clear();
    keeping = !revalidations;
    report(
      40,
      { mode: 'local', err: reason ? { message: reason.message } : undefined },
      'Redis is unreachable: pages and cached reads are kept in this process until it answers',
    );
    if (!revalidations) return;
    stopFollowing = revalidations.follow(
      (tags) => {
        for (const tag of tags) {
          followed.add(tag);
          void local.revalidateTag(tag);
        }
      },
      () => {
        if (mode === 'local') keeping = true;
      },
    );
  }

  function toShared() {
    if (mode === 'shared') return;
    mode = 'shared';
    keeping = false;
    stopFollowing();
    local.clear();
    report(30, { mode: 'shared' }, 'Redis answers again: pages and cached reads are shared again');
    for (const tag of followed) {
      followed.delete(tag);
      shared.revalidateTag(tag).catch(() => undefined);
    }
  }

  client.on('ready', toShared);
  client.on('error', (error) => toLocal(error));
  client.on('close', () => toLocal());
  client.on('end', () => toLocal());

  return {
    mode: () => mode,
    toLocal,
    stop: () => stopFollowing(),
    handler: {
      name: 'portal-switching',
      async get(key, meta) {
        if (mode === 'shared') return shared.get(key, meta);
        return keeping ? local.get(key, meta) : null;
      },
      async set(key, entry, ctx) {
        if (mode === 'shared') return shared.set(key, entry, ctx);
        if (keeping) await local.set(key, entry, ctx);
      },
      async revalidateTag(tag) {
        await Promise.allSettled([
          local.revalidateTag(tag),
          revalidations?.record(tag),
          // Fails at once while Redis is away; the shared handler sends it again on reconnect.
          shared.revalidateTag(tag),
        ]);
      },
      async delete(key) {
        await Promise.allSettled([local.delete(key), shared.delete?.(key)]);
      },
    },
  };
}
