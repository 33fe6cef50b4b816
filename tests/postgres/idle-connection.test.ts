import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { connect, type Connection } from '@/lib/db/connect';

// Runs only in the api-postgres project: PGlite has no server that could drop a connection.
describe('a pooled PostgreSQL connection the server drops while idle', () => {
  let connection: Connection;
  let reportIdleError: (error: Error) => void = () => undefined;

  beforeAll(async () => {
    connection = await connect({
      databaseUrl: process.env.TEST_DATABASE_URL,
      pgliteDir: '',
      onIdleError: (error) => reportIdleError(error),
    });
  });

  afterAll(() => connection.close());

  // Db is typed over both drivers, so execute()'s rows are read through zod.
  const one = async <T extends z.ZodType>(db: Connection['db'], query: SQL, schema: T) =>
    z.object({ rows: z.tuple([schema]) }).parse(await db.execute(query)).rows[0];

  it('is reported, does not end the process, and the next query gets a fresh connection', async () => {
    const { pid } = await one(
      connection.db,
      sql`select pg_backend_pid() as pid`,
      z.object({ pid: z.number() }),
    );
    const reported = new Promise<Error>((resolve) => {
      reportIdleError = resolve;
    });

    const killer = await connect({ databaseUrl: process.env.TEST_DATABASE_URL, pgliteDir: '' });
    try {
      await killer.db.execute(sql`select pg_terminate_backend(${pid})`);
    } finally {
      await killer.close();
    }

    expect((await reported).message).toMatch(/terminat/i);
    const { ok } = await one(connection.db, sql`select 1 as ok`, z.object({ ok: z.number() }));
    expect(ok).toBe(1);
  });
});
