// The cache tags staff changes re-validated, in PostgreSQL (table cache_revalidations, issue 48),
// for Next's cache handler (next-cache-handler.mjs): every instance writes each tag it
// re-validates; one that caches pages in its own memory while Redis is away reads the new rows
// every POLL_INTERVAL_MS and drops the entries they name. Plain JavaScript importing packages
// only, as the handler that loads it.
import pg from 'pg';

/** How often an instance in local mode reads new re-validations: the bound on a staff change. */
export const POLL_INTERVAL_MS = 1000;
/** Rows this recent are read again, so one whose id was taken before a newer row's commit is seen. */
export const RECENT_MS = 3000;
const QUERY_TIMEOUT_MS = 2000;

/** Whether `url` is a PostgreSQL server's (the embedded PGlite setup has no DATABASE_URL). */
export function isPostgresUrl(url) {
  return typeof url === 'string' && /^postgres(ql)?:\/\//.test(url.trim());
}

/**
 * The log on the database at `databaseUrl`, on one pooled connection.
 * @param {string} databaseUrl
 * @param {{ pollMs?: number, log?: (level: number, fields: object, msg: string) => void }} [options]
 */
export function createRevalidationLog(
  databaseUrl,
  { pollMs = POLL_INTERVAL_MS, log = () => {} } = {},
) {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 1,
    connectionTimeoutMillis: QUERY_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    idleTimeoutMillis: 10_000,
    allowExitOnIdle: true,
  });
  // Without a listener, node-postgres re-throws an idle client's error and ends the process.
  pool.on('error', () => {});
  let failing = false;
  const failed = (what, error) => {
    if (!failing) {
      log(40, { err: { message: error?.message } }, `cache re-validations: ${what} failed`);
    }
    failing = true;
  };
  const succeeded = () => {
    if (failing) log(30, {}, 'cache re-validations: the database answers again');
    failing = false;
  };
  let writes = 0;

  return {
    /** Writes `tag` (never throws: a failure is logged once until the database answers). */
    async record(tag) {
      try {
        await pool.query('insert into cache_revalidations (tag) values ($1)', [tag]);
        // Old rows are of no use to anyone: an outage's re-validations are read within seconds.
        if (writes++ % 100 === 0) {
          await pool.query(
            `delete from cache_revalidations where revalidated_at < now() - interval '1 day'`,
          );
        }
        succeeded();
      } catch (error) {
        failed('writing a tag', error);
      }
    },

    /**
     * Reads the rows written from now on, every `pollMs`, and hands their tags to `onTags`;
     * `onReady` runs once the starting point is known (from then on no re-validation is missed).
     * Returns the function that stops it.
     * @param {(tags: string[]) => void} onTags
     * @param {() => void} [onReady]
     */
    follow(onTags, onReady = () => {}) {
      let cursor = null;
      let stopped = false;
      let timer;
      const applied = new Map();
      const poll = async () => {
        if (cursor === null) {
          // The rows already there (the recent ones would be read again) are not this follower's.
          const { rows } = await pool.query(
            `select coalesce(max(id), 0)::int as id,
               coalesce(array_agg(id) filter (where revalidated_at > now() - $1 * interval '1 millisecond'), '{}') as recent
             from cache_revalidations`,
            [RECENT_MS],
          );
          cursor = rows[0].id;
          for (const id of rows[0].recent) applied.set(id, Date.now());
          if (!stopped) onReady();
          return;
        }
        const { rows } = await pool.query(
          `select id, tag from cache_revalidations
           where id > $1 or revalidated_at > now() - $2 * interval '1 millisecond' order by id`,
          [cursor, RECENT_MS],
        );
        const now = Date.now();
        for (const [id, at] of applied) if (now - at > RECENT_MS * 2) applied.delete(id);
        const tags = [];
        for (const { id, tag } of rows) {
          cursor = Math.max(cursor, id);
          if (applied.has(id)) continue;
          applied.set(id, now);
          tags.push(tag);
        }
        if (tags.length > 0 && !stopped) onTags(tags);
      };
      const loop = async () => {
        if (stopped) return;
        try {
          await poll();
          succeeded();
        } catch (error) {
          failed('reading', error);
        }
        if (stopped) return;
        timer = setTimeout(loop, pollMs);
        timer.unref?.();
      };
      void loop();
      return () => {
        stopped = true;
        clearTimeout(timer);
      };
    },

    close: () => pool.end().catch(() => {}),
  };
}
