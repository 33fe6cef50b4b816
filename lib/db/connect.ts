import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';

import * as schema from './schema';
import type { Db } from './types';

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'lib/db/migrations');

export type Connection = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

/** Opens PostgreSQL when a URL is given, else embedded PGlite in `dataDir` (or `memory://`). */
export async function connect(options: {
  databaseUrl?: string;
  pgliteDir: string;
  /** Told when the server drops an idle pooled connection (a restart, say); the pool replaces it. */
  onIdleError?: (error: Error) => void;
}): Promise<Connection> {
  if (options.databaseUrl) {
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    // Without a listener, node-postgres re-throws an idle client's error and ends the process.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (!options.pgliteDir.startsWith('memory://')) {
    await mkdir(options.pgliteDir, { recursive: true });
  }
  const client = await PGlite.create(options.pgliteDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}

export async function migrate(connection: Connection): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (connection.kind === 'postgres') {
    await migratePg(connection.db as never, config);
  } else {
    await migratePglite(connection.db as never, config);
  }
}
