import { eq, getTableName, sql } from 'drizzle-orm';
import { z } from 'zod';

import { copyText } from '@/lib/db/bulk/copy-rows';
import { executeLong } from '@/lib/db/bulk/execute-long';
import { tradeCountries, tradeFlowYears, tradeImports, tradeJordanExports } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { ImportFile } from '@/lib/imports/safe-files';

import type { BaciCountry } from './baci-countries';
import type { BaciFileName } from './baci-format';
import { readBaciYear } from './read-baci-year';

// Writing a year of trade flows (issues 38, 46), in one transaction, so a re-run replaces the year
// and an import stopped half-way leaves the year as it was. The file's flows are streamed with
// COPY into a staging table that lives as long as the transaction, then summed by the database
// into what the portal keeps (each country's imports of each product; Jordan's exports by
// partner): the same statements `npm run bench:trade-flows` times against psql's own \copy.

export type StoredYear = BaciFileName & { file: ImportFile; fileName: string; fileBytes: number };

export type StoreProgress = { phase: 'reading' | 'writing'; bytes: number; rows: number };

export const STAGING_TABLE = 'baci_flows_staging';
const STAGING_COLUMNS = ['exporter', 'importer', 'product', 'value', 'quantity'] as const;

/** The staging table: a flow of the file, its product as a number (a cheaper key to group by). */
export const CREATE_STAGING = `create temp table ${STAGING_TABLE} (exporter smallint not null,
  importer smallint not null, product integer not null, value double precision not null,
  quantity double precision) on commit drop`;

/**
 * The sums of a year's flows staged in `staging`, into `target` (`country` its importer or partner
 * column), optionally only an exporter's. In the primary key's order: the indexes are filled from
 * the right, not at random (twice as fast on a million rows).
 */
export function sumFlowsSql(options: {
  staging: string;
  target: string;
  country: 'importer' | 'partner';
  year: number;
  exporter?: number;
}): string {
  const year = z.number().int().parse(options.year);
  const only =
    options.exporter === undefined
      ? ''
      : `where exporter = ${z.number().int().parse(options.exporter)}`;
  return `insert into ${options.target} (year, hs6, ${options.country}, value, quantity, quantity_value)
  select ${year}, lpad(product::text, 6, '0'), importer, sum(value), sum(quantity),
    coalesce(sum(value) filter (where quantity is not null), 0)
  from ${options.staging} ${only}
  group by product, importer
  order by product, importer`;
}

/** Session settings for the sums (the reference in the bench runs with the same). */
export const SUM_SETTINGS = ['set local statement_timeout = 0'];

const Counted = z.object({ rows: z.tuple([z.object({ products: z.coerce.number() })]) });

/** Replaces the year's flows with the file's; the flows read and the products they cover. */
export async function storeTradeYear(
  db: Db,
  file: StoredYear,
  options: { jordan: number; onProgress?: (progress: StoreProgress) => void },
): Promise<{ rows: number; products: number }> {
  const { year } = file;
  return db.transaction(async (tx) => {
    // A year is about ten million flows: no statement limit inside this transaction.
    for (const setting of SUM_SETTINGS) await tx.execute(sql.raw(setting));
    await tx.execute(sql.raw(CREATE_STAGING));
    const flows = readBaciYear(file.file, {
      year,
      onProgress: (bytes, read) => options.onProgress?.({ phase: 'reading', bytes, rows: read }),
    });
    await copyText(tx, { table: STAGING_TABLE, columns: STAGING_COLUMNS }, flows.text);
    const { rows } = flows.read;
    options.onProgress?.({ phase: 'writing', bytes: file.fileBytes, rows });
    await tx.delete(tradeImports).where(eq(tradeImports.year, year));
    await tx.delete(tradeJordanExports).where(eq(tradeJordanExports.year, year));
    const sums = { staging: STAGING_TABLE, year };
    const imports = getTableName(tradeImports);
    const exports = getTableName(tradeJordanExports);
    await executeLong(tx, sumFlowsSql({ ...sums, target: imports, country: 'importer' }));
    await executeLong(
      tx,
      sumFlowsSql({ ...sums, target: exports, country: 'partner', exporter: options.jordan }),
    );
    const counted = await tx.execute(
      sql`select count(*) as products from (select hs6 from ${tradeImports}
        where ${tradeImports.year} = ${year} group by hs6) as products`,
    );
    const { products } = Counted.parse(counted).rows[0];
    const record = {
      source: 'BACI',
      release: file.release,
      revision: file.revision,
      file_name: file.fileName,
      file_bytes: file.fileBytes,
      rows,
      sample: file.sample,
      imported_at: new Date().toISOString(),
    };
    await tx
      .insert(tradeFlowYears)
      .values({ year, ...record })
      .onConflictDoUpdate({ target: tradeFlowYears.year, set: record });
    return { rows, products };
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
