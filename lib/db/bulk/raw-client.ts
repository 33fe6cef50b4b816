import { PGlite, type Transaction } from '@electric-sql/pglite';
import { is } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import { PgliteSession } from 'drizzle-orm/pglite';
import pg from 'pg';

import type { Db } from '@/lib/db/types';

// The driver's own client under a Drizzle database or transaction, for what Drizzle does not do
// (COPY). Drizzle keeps it as its session's private `client`: node-postgres's Pool, or inside a
// transaction the PoolClient that runs it; PGlite's instance, or inside a transaction PGlite's
// Transaction, whose queries are the only ones PGlite runs until it ends. It is read once here and
// checked at run time, so a Drizzle upgrade that moves it fails loudly rather than silently.

export type RawClient =
  | { kind: 'pool'; client: pg.Pool }
  | { kind: 'postgres'; client: pg.ClientBase }
  | { kind: 'pglite'; client: PGlite | Transaction };

const isPgliteTransaction = (value: object): value is Transaction =>
  ['query', 'exec', 'rollback'].every((method) => typeof Reflect.get(value, method) === 'function');

/** The client that runs `db`'s statements (the transaction's own, inside one). */
export function rawClientOf(db: Db): RawClient {
  const { session } = db._;
  const client: unknown = Reflect.get(session, 'client');
  if (typeof client === 'object' && client !== null) {
    if (is(session, NodePgSession)) {
      if (client instanceof pg.Pool) return { kind: 'pool', client };
      if (client instanceof pg.Client) return { kind: 'postgres', client };
    } else if (is(session, PgliteSession)) {
      if (client instanceof PGlite || isPgliteTransaction(client)) {
        return { kind: 'pglite', client };
      }
    }
  }
  throw new Error('copyRows: the database is neither node-postgres nor PGlite under Drizzle');
}
