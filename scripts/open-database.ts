import path from 'node:path';

import { getConfig } from '../lib/config';
import { connect, type Connection } from '../lib/db/connect';

export function pgliteDir(): string {
  return path.resolve(getConfig().DATA_DIR, 'pglite');
}

/** The database the app uses: PostgreSQL when DATABASE_URL is set, else the embedded PGlite. */
export function openDatabase(): Promise<Connection> {
  return connect({ databaseUrl: getConfig().DATABASE_URL, pgliteDir: pgliteDir() });
}

export async function withDatabase(task: (connection: Connection) => Promise<void>) {
  const connection = await openDatabase();
  try {
    await task(connection);
  } finally {
    await connection.close();
  }
}

export function describe(connection: Connection): string {
  return connection.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${pgliteDir()}`;
}

/** Told when another instance holds the start-up lock (lib/db/startup-lock.ts). */
export function waitingForAnotherInstance(): void {
  console.log('Another instance is migrating or preparing the database; waiting for it to finish.');
}
