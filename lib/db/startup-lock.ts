import { Client } from 'pg';

// One number for the portal's start-up work (migrations, seeding, the search index), the same in
// every instance ("portal" in ASCII, a bigint to pg_advisory_lock).
export const STARTUP_LOCK_KEY = 0x706f7274616c;

/**
 * Runs `task` while holding PostgreSQL's advisory lock of the start-up, so that instances started
 * together migrate and seed one after the other: the first does the work, the next ones find it
 * done. The lock is held by a connection of its own and released with it, so an instance that dies
 * mid-way frees it too. Without a URL (the embedded PGlite, one process by construction) it just
 * runs the task.
 */
export async function withStartupLock<T>(
  databaseUrl: string | undefined,
  task: () => Promise<T>,
  onWait: () => void = () => undefined,
): Promise<T> {
  if (!databaseUrl) return task();
  const client = new Client({ connectionString: databaseUrl });
  // A dropped connection rejects the call in progress; without a listener it would end the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const key = String(STARTUP_LOCK_KEY);
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1::bigint) as locked',
      [key],
    );
    if (!rows[0]?.locked) {
      onWait();
      await client.query('select pg_advisory_lock($1::bigint)', [key]);
    }
    return await task();
  } finally {
    // Ending the session releases the lock.
    await client.end().catch(() => undefined);
  }
}
