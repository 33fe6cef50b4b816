import 'server-only';
import path from 'node:path';

import { getConfig } from '../config';
import { getLogger } from '../logger';

import { connect, migrate, type Connection } from './connect';
import type { Db } from './types';

let connecting: Promise<Connection> | undefined;

// One connection per process; migrations run on first use (ARCHITECTURE §2). A failed start is
// forgotten so the next request tries again instead of failing forever.
export function getConnection(): Promise<Connection> {
  connecting ??= (async () => {
    const config = getConfig();
    const connection = await connect({
      databaseUrl: config.DATABASE_URL,
      pgliteDir: path.resolve(config.DATA_DIR, 'pglite'),
    });
    await migrate(connection);
    getLogger().info({ database: connection.kind }, 'database ready');
    return connection;
  })().catch((error: unknown) => {
    connecting = undefined;
    throw error;
  });
  return connecting;
}

export async function getDb(): Promise<Db> {
  return (await getConnection()).db;
}
