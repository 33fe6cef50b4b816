import 'server-only';
import path from 'node:path';

import { getConfig } from '../config';
import { getLogger } from '../logger';

import { connect, migrate, type Connection } from './connect';
import type { Db } from './types';

// Next bundles the /api route and the pages separately, each with its own copy of this module; the
// connection lives on globalThis so the process opens ONE database (two PGlite instances on one
// folder would not see each other's writes).
const holder = globalThis as typeof globalThis & { __portalDb?: Promise<Connection> };

// One connection per process; migrations run on first use (ARCHITECTURE §2). A failed start is
// forgotten so the next request tries again instead of failing forever.
export function getConnection(): Promise<Connection> {
  holder.__portalDb ??= (async () => {
    const config = getConfig();
    const connection = await connect({
      databaseUrl: config.DATABASE_URL,
      pgliteDir: path.resolve(config.DATA_DIR, 'pglite'),
      onIdleError: (error) =>
        getLogger().warn({ err: error }, 'an idle database connection failed'),
    });
    await migrate(connection);
    getLogger().info({ database: connection.kind }, 'database ready');
    return connection;
  })().catch((error: unknown) => {
    holder.__portalDb = undefined;
    throw error;
  });
  return holder.__portalDb;
}

export async function getDb(): Promise<Db> {
  return (await getConnection()).db;
}
