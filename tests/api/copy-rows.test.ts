// @postgres: bulk COPY (copyRows: COPY FROM STDIN on PostgreSQL, /dev/blob on PGlite)
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { copyRows, CopyValueError, type CopyValue } from '@/lib/db/bulk/copy-rows';
import type { Db } from '@/lib/db/types';

import { testApiForFile } from './helpers/test-api';

// Issue 46: the importers' one pipeline (copyRows) writes every value as it was given, on PGlite
// and (the api-postgres project, TEST_DATABASE_URL) on PostgreSQL: the characters COPY's formats
// treat specially, NULL apart from the empty string, Arabic, numbers and booleans; in a
// transaction it rolls back with it, and an error thrown by the rows' source stops the copy and
// leaves the connection usable.

const api = testApiForFile();

const TABLE = 'copy_rows_probe';
const COLUMNS = ['id', 'label', 'note', 'amount', 'flag'] as const;
const target = { table: TABLE, columns: COLUMNS };

const AWKWARD: (readonly CopyValue[])[] = [
  [1, 'plain', 'text', 1.5, true],
  [2, 'say "hi", then \'bye\'', 'a,b,,c', -0.001, false],
  [3, 'tab\there', 'new\nline and\r\nCRLF', 1e21, null],
  [4, 'back\\slash \\N \\. \\t', '\\', 123456789.123, true],
  [5, '', null, null, null],
  [6, 'الأردن: زيت الزيتون', '\u200Fمصدر «بكي»', 0, false],
  [7, '\\.', 'end\n\\.\n', Number.MAX_VALUE, true],
  [8, ' leading and trailing ', 'emoji 🫒 and é', Number.MIN_VALUE, false],
];

const Row = z.object({
  id: z.number(),
  label: z.string().nullable(),
  note: z.string().nullable(),
  amount: z.number().nullable(),
  flag: z.boolean().nullable(),
});

async function rowsOf(db: Db) {
  const result = await db.execute(sql`select * from ${sql.identifier(TABLE)} order by id`);
  return z.object({ rows: z.array(Row) }).parse(result).rows;
}

const asRows = (rows: readonly (readonly CopyValue[])[]) =>
  rows.map(([id, label, note, amount, flag]) => ({ id, label, note, amount, flag }));

beforeAll(async () => {
  await api.db.execute(
    sql.raw(
      `create table ${TABLE} (id integer primary key, label text, note text, amount double precision, flag boolean)`,
    ),
  );
});

afterAll(async () => {
  await api.db.execute(sql.raw(`drop table if exists ${TABLE}`));
});

const clear = () => api.db.execute(sql.raw(`truncate ${TABLE}`));

describe('copyRows', () => {
  it('writes quotes, commas, tabs, newlines, backslashes, NULL, "" and Arabic as given', async () => {
    await clear();
    const count = await api.db.transaction((tx) => copyRows(tx, target, AWKWARD));
    expect(count).toBe(AWKWARD.length);
    expect(await rowsOf(api.db)).toEqual(asRows(AWKWARD));
  });

  it('streams an async source in several statements, outside a transaction too', async () => {
    await clear();
    async function* many() {
      for (let id = 1; id <= 20_000; id += 1)
        yield [id, `row ${id}\t«${id}»`, null, id / 4, id % 2 === 0];
    }
    const count = await copyRows(api.db, target, many(), { statementBytes: 64 * 1024 });
    expect(count).toBe(20_000);
    const result = await api.db.execute(
      sql.raw(
        `select count(*)::int as n, sum(amount)::float8 as total, count(*) filter (where label like E'%\\t«%')::int as tabs from ${TABLE}`,
      ),
    );
    const Summary = z.object({ n: z.number(), total: z.number(), tabs: z.number() });
    const [summary] = z.object({ rows: z.array(Summary) }).parse(result).rows;
    expect(summary).toEqual({ n: 20_000, total: (20_000 * 20_001) / 8, tabs: 20_000 });
  });

  it('goes with its transaction when it rolls back', async () => {
    await clear();
    const failure = await api.db
      .transaction(async (tx) => {
        await copyRows(tx, target, AWKWARD);
        throw new Error('changed my mind');
      })
      .catch((error: unknown) => error);
    expect(failure).toEqual(new Error('changed my mind'));
    expect(await rowsOf(api.db)).toEqual([]);
  });

  it('stops at an error from its source, and the connection goes on working', async () => {
    await clear();
    async function* broken() {
      for (let id = 1; id <= 5_000; id += 1) yield [id, 'fine', null, id, true];
      throw new Error('line 5001: not a row');
    }
    const failure = await api.db
      .transaction((tx) => copyRows(tx, target, broken(), { statementBytes: 16 * 1024 }))
      .catch((error: unknown) => error);
    expect(failure).toEqual(new Error('line 5001: not a row'));
    expect(await rowsOf(api.db)).toEqual([]);
    await api.db.transaction((tx) => copyRows(tx, target, AWKWARD.slice(0, 2)));
    expect((await rowsOf(api.db)).map((row) => row.id)).toEqual([1, 2]);
  });

  it('refuses a row of the wrong length and a NUL character, and reports a database error', async () => {
    await clear();
    await expect(api.db.transaction((tx) => copyRows(tx, target, [[1, 'short']]))).rejects.toThrow(
      `${TABLE}: a row of 2 values for 5 columns`,
    );
    await expect(
      api.db.transaction((tx) => copyRows(tx, target, [[1, 'nul\0', null, null, null]])),
    ).rejects.toBeInstanceOf(CopyValueError);
    await expect(
      api.db.transaction((tx) =>
        copyRows(tx, target, [
          [1, 'a', null, null, null],
          [1, 'the same id', null, null, null],
        ]),
      ),
    ).rejects.toThrow(/duplicate key|unique/i);
    expect(await rowsOf(api.db)).toEqual([]);
    expect(await api.db.transaction((tx) => copyRows(tx, target, []))).toBe(0);
  });
});
