import { sql } from 'drizzle-orm';

import type { Db } from '@/lib/db/types';

// The importers' one pipeline into the database (issue 46): rows streamed into a table. This first
// version inserts in batches; the COPY version (PostgreSQL `COPY … FROM STDIN`, PGlite's
// equivalent) replaces it behind the same signature.

export type CopyTarget = {
  /** The table's name in the database. */
  table: string;
  /** Its columns, in the order each row gives its values. */
  columns: readonly string[];
};

export type CopyValue = string | number | boolean | null;

const BATCH = 500;

/** Writes every row of `rows` into `target` (inside the caller's transaction); the row count. */
export async function copyRows(
  db: Db,
  target: CopyTarget,
  rows: AsyncIterable<readonly CopyValue[]> | Iterable<readonly CopyValue[]>,
): Promise<number> {
  let batch: (readonly CopyValue[])[] = [];
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const values = sql.join(
      batch.map(
        (row) =>
          sql`(${sql.join(
            row.map((value) => sql`${value}`),
            sql`, `,
          )})`,
      ),
      sql`, `,
    );
    const columns = sql.join(
      target.columns.map((column) => sql.identifier(column)),
      sql`, `,
    );
    await db.execute(
      sql`insert into ${sql.identifier(target.table)} (${columns}) values ${values}`,
    );
    count += batch.length;
    batch = [];
  };
  for await (const row of rows) {
    if (row.length !== target.columns.length) {
      throw new Error(
        `${target.table}: a row of ${row.length} values for ${target.columns.length} columns`,
      );
    }
    batch.push(row);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return count;
}
