import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';

import { lockEmbeddedDatabase } from './pglite-lock';
import { cleanStoredHtml } from './rich-html';
import * as schema from './schema';
import type { Db } from './types';

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'lib/db/migrations');

export type Connection = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** One round trip to the database (the health check). */
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

// Bounds on waiting for PostgreSQL: a connection that cannot be had, or a statement that hangs,
// fails (and the API answers 503) instead of holding the request (issue 10).
export const CONNECT_TIMEOUT_MS = 5_000;
export const STATEMENT_TIMEOUT_MS = 15_000;

/** Opens PostgreSQL when a URL is given, else embedded PGlite in `dataDir` (or `memory://`). */
export async function connect(options: {
  databaseUrl?: string;
  pgliteDir: string;
  /** A PGlite data directory (a tar of one) to start from instead of an empty database. */
  pgliteDataDir?: Blob;
  /**
   * PGlite's compiled program and file bundle, made once for the processes that open many
   * databases (the API tests: each file opens its own), which would otherwise compile it each time.
   */
  pgliteRuntime?: { pgliteWasmModule: WebAssembly.Module; fsBundle: Blob };
  /** Told when the server drops an idle pooled connection (a restart, say); the pool replaces it. */
  onIdleError?: (error: Error) => void;
}): Promise<Connection> {
  if (options.databaseUrl) {
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      statement_timeout: STATEMENT_TIMEOUT_MS,
      query_timeout: STATEMENT_TIMEOUT_MS + 1_000,
    });
    // Without a listener, node-postgres re-throws an idle client's error and ends the process.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const ping = async () => {
      await pool.query('select 1');
    };
    return { db, kind: 'postgres', ping, close: () => pool.end() };
  }
  let unlock: () => void = () => undefined;
  if (!options.pgliteDir.startsWith('memory://')) {
    await mkdir(options.pgliteDir, { recursive: true });
    unlock = lockEmbeddedDatabase(path.resolve(options.pgliteDir));
  }
  // pg_trgm's code for the search index's trigram matching (issue 28; migration 0012 creates it).
  const client = await PGlite.create(options.pgliteDir, {
    extensions: { pg_trgm },
    loadDataDir: options.pgliteDataDir,
    ...options.pgliteRuntime,
  }).catch((error: unknown) => {
    unlock();
    throw error;
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const ping = async () => {
    await client.query('select 1');
  };
  const close = async () => {
    try {
      await client.close();
    } finally {
      unlock();
    }
  };
  return { db, kind: 'pglite', ping, close };
}

/** The SQL migrations, then the data steps that follow them (idempotent, run at every start). */
export async function migrate(connection: Connection): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (connection.kind === 'postgres') {
    await migratePg(connection.db as never, config);
  } else {
    await migratePglite(connection.db as never, config);
  }
  // Issue 25: HTML stored before it was cleaned on save is cleaned once; clean rows are not written.
  await cleanStoredHtml(connection.db);
}
