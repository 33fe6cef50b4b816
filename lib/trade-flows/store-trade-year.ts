import { eq, sql } from 'drizzle-orm';

import { tradeCountries, tradeFlowYears, tradeImports, tradeJordanExports } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import type { BaciCountry } from './baci-countries';
import type { BaciFileName } from './baci-format';
import type { FlowTotal, FlowTotals } from './flow-totals';
import type { YearTotals } from './read-baci-year';

// Writing a year of trade flows (issue 38): the year's rows are replaced in one transaction, so a
// re-run replaces the year and an import stopped half-way leaves the year as it was.

/** Rows per insert: 6 parameters each, far below PostgreSQL's 65,535. */
const BATCH = 2_000;

export type StoredYear = BaciFileName & { fileName: string; fileBytes: number };

async function insertAll(
  db: Db,
  totals: FlowTotals,
  write: (rows: FlowTotal[]) => Promise<unknown>,
  onRows?: (rows: number) => void,
) {
  let batch: FlowTotal[] = [];
  let written = 0;
  for (const entry of totals.entries()) {
    batch.push(entry);
    if (batch.length === BATCH) {
      await write(batch);
      written += batch.length;
      onRows?.(written);
      batch = [];
    }
  }
  if (batch.length > 0) await write(batch);
}

const flowRow = (year: number, total: FlowTotal) => ({
  year,
  hs6: total.product,
  value: total.value,
  quantity: total.quantity,
  quantity_value: total.quantityValue,
});

/** Replaces the year's flows with these totals, and records where they came from. */
export async function storeTradeYear(
  db: Db,
  totals: YearTotals,
  file: StoredYear,
  onRows?: (rows: number) => void,
): Promise<void> {
  const { year } = totals;
  await db.transaction(async (tx) => {
    // A year is about a million rows: no statement limit inside this transaction.
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.delete(tradeImports).where(eq(tradeImports.year, year));
    await tx.delete(tradeJordanExports).where(eq(tradeJordanExports.year, year));
    await insertAll(
      tx,
      totals.imports,
      (rows) =>
        tx
          .insert(tradeImports)
          .values(rows.map((row) => ({ ...flowRow(year, row), importer: row.country }))),
      onRows,
    );
    await insertAll(tx, totals.jordanExports, (rows) =>
      tx
        .insert(tradeJordanExports)
        .values(rows.map((row) => ({ ...flowRow(year, row), partner: row.country }))),
    );
    const record = {
      source: 'BACI',
      release: file.release,
      revision: file.revision,
      file_name: file.fileName,
      file_bytes: file.fileBytes,
      rows: totals.rows,
      sample: file.sample,
      imported_at: new Date().toISOString(),
    };
    await tx
      .insert(tradeFlowYears)
      .values({ year, ...record })
      .onConflictDoUpdate({ target: tradeFlowYears.year, set: record });
  });
}

/** Writes the country list (new codes added, known ones updated). */
export async function storeTradeCountries(db: Db, countries: readonly BaciCountry[]) {
  if (countries.length === 0) return;
  await db
    .insert(tradeCountries)
    .values([...countries])
    .onConflictDoUpdate({
      target: tradeCountries.code,
      set: {
        iso2: sql`excluded.iso2`,
        iso3: sql`excluded.iso3`,
        name_en: sql`excluded.name_en`,
      },
    });
}
