import type pg from 'pg';

import type { Db } from '@/lib/db/types';

import { rawClientOf } from './raw-client';

// A statement of an import's bulk work (an INSERT … SELECT over millions of staged rows) may run
// longer than the pool's read timeout for ordinary queries (lib/db/connect.ts): it is sent through
// the driver's own client with a read timeout of its own. The server's statement_timeout still
// applies; an import's transaction lifts it with `set local statement_timeout = 0`.

/** The longest a bulk statement is waited for (node's timers stop at about 24 days). */
const LONG_MS = 2 ** 31 - 1;

/** Runs `statement` (no parameters) on `db`, inside its transaction if it is one. */
export async function executeLong(db: Db, statement: string): Promise<void> {
  const raw = rawClientOf(db);
  if (raw.kind === 'pglite') {
    await raw.client.query(statement);
    return;
  }
  // node-postgres reads a query's own `query_timeout` before the pool's (its types omit it).
  const query: pg.QueryConfig & { query_timeout: number } = {
    text: statement,
    query_timeout: LONG_MS,
  };
  await raw.client.query(query);
}
