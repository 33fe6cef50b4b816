import path from 'node:path';

import { eq } from 'drizzle-orm';

import { countries, indicatorDatasets, INDICATOR_DATASETS } from '@/lib/db/schema';
import type { IndicatorDataset } from '@/lib/db/schema/market-indicators';
import type { Db } from '@/lib/db/types';
import { alpha2OfNumeric } from '@/lib/geo/country-codes';
import { guardRelease } from '@/lib/imports/release-guard';
import {
  importFileAt,
  readImportBytes,
  type ImportLimits,
  type ImportProgress,
} from '@/lib/imports/safe-files';

import { FILES_CHECKED_ON, INDICATOR_FILES } from './indicator-sources';
import { DATASET_TABLES } from './indicator-tables';
import { IndicatorFileError } from './parse-indicator-files';

// `npm run data:import-indicators -- <dataset> [<file>] [--force]` (issue 58): one of the market
// indicators' files (data/market-indicators/, its shipped file by default) into its table. The file
// is read and checked whole first: a malformed one stops the import, naming its line and column,
// and nothing is written. Then one transaction brings the dataset's rows to the file's: rows gone
// are removed, new or changed ones written, the dataset's source row updated; a rerun of the same
// file changes nothing. A file that would remove more than half of the rows is refused unless
// forced (lib/imports/release-guard.ts). Start-up imports the shipped files while a dataset was
// never imported (importShippedIndicatorsIfEmpty).

/** The import stopped: the file is malformed (where), could not be read, or would remove too much. */
export class IndicatorImportError extends Error {}

export type IndicatorImportProgress = ImportProgress<'reading' | 'writing'>;
export type IndicatorImportOptions = {
  onProgress?: (progress: IndicatorImportProgress) => void;
  force?: boolean;
  /** The file quotes as FRED does (five series in dollars per unit): they are inverted. */
  fredQuotes?: boolean;
  limits?: ImportLimits;
};
export type IndicatorImportResult = {
  dataset: IndicatorDataset;
  /** The file's records, and those left out (aggregates, years before FIRST_YEAR). */
  records: number;
  leftOut: number;
  /** The dataset's rows after the import. */
  rows: number;
  added: number;
  changed: number;
  removed: number;
};

const WRITE_BATCH = 500;

export const isIndicatorDataset = (name: string): name is IndicatorDataset =>
  (INDICATOR_DATASETS as readonly string[]).includes(name);

/** The `countries` table's alpha-3 codes, each to its alpha-2 code. */
async function alpha2ByCode3(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ id: countries.id, code_3: countries.code_3 }).from(countries);
  if (rows.length === 0) {
    throw new IndicatorImportError(
      'the countries list is empty: seed the database first (npm run db:seed)',
    );
  }
  const map = new Map<string, string>();
  for (const row of rows) {
    const alpha2 = alpha2OfNumeric(row.id);
    if (alpha2) map.set(row.code_3, alpha2);
  }
  return map;
}

async function readText(file: string, options: IndicatorImportOptions) {
  const errorOf = (message: string) => new IndicatorImportError(message);
  const checked = await importFileAt(file, 'market-indicators', {
    limits: options.limits,
    errorOf,
  });
  const bytes = await readImportBytes(checked, options.onProgress);
  return { name: checked.name, text: bytes.toString('utf8') };
}

/** Imports the `dataset`'s file (its shipped file by default) in one transaction. */
export async function importIndicatorFile(
  db: Db,
  dataset: IndicatorDataset,
  file: string = INDICATOR_FILES[dataset].file,
  options: IndicatorImportOptions = {},
): Promise<IndicatorImportResult> {
  const source = INDICATOR_FILES[dataset];
  const table = DATASET_TABLES[dataset];
  const { name, text } = await readText(file, options);
  const alpha2Of =
    dataset === 'gdp' || dataset === 'population' ? await alpha2ByCode3(db) : new Map();
  let parsed;
  try {
    parsed = table.parse(text, alpha2Of, options.fredQuotes ? 'fred' : 'per-usd');
  } catch (error) {
    if (error instanceof IndicatorFileError)
      throw new IndicatorImportError(`${name}, ${error.message}`);
    throw error;
  }
  const wanted = new Map(parsed.rows.map((row) => [table.key(row), row]));
  return db.transaction(async (tx) => {
    const stored = await table.read(tx);
    guardRelease(
      { what: source.what, current: stored.length, next: wanted.size, force: options.force },
      (message) => new IndicatorImportError(message),
    );
    const storedByKey = new Map(stored.map((row) => [table.key(row), row]));
    const removed = stored.filter((row) => !wanted.has(table.key(row)));
    const changed = [...wanted].filter(([key, row]) => {
      const before = storedByKey.get(key);
      return before !== undefined && JSON.stringify(before) !== JSON.stringify(row);
    });
    const added = [...wanted].filter(([key]) => !storedByKey.has(key)).map(([, row]) => row);
    const gone = [...removed, ...changed.map(([key]) => storedByKey.get(key)!)];
    for (let start = 0; start < gone.length; start += WRITE_BATCH) {
      const where = table.match(gone.slice(start, start + WRITE_BATCH));
      if (where) await tx.delete(table.table).where(where);
    }
    const written = [...added, ...changed.map(([, row]) => row)];
    for (let start = 0; start < written.length; start += WRITE_BATCH) {
      await table.insert(tx, written.slice(start, start + WRITE_BATCH));
      options.onProgress?.({ phase: 'writing', done: start + WRITE_BATCH, total: written.length });
    }
    const record = {
      name_en: source.name_en,
      name_ar: source.name_ar,
      url: source.url,
      licence: source.licence,
      source_date: source.source_date,
      checked_on: FILES_CHECKED_ON,
      file_name: path.basename(name),
      rows: wanted.size,
    };
    const [before] = await tx
      .select()
      .from(indicatorDatasets)
      .where(eq(indicatorDatasets.dataset, dataset));
    const same =
      before &&
      written.length === 0 &&
      gone.length === 0 &&
      (Object.keys(record) as (keyof typeof record)[]).every((key) => before[key] === record[key]);
    if (!same) {
      const row = { ...record, imported_at: new Date().toISOString() };
      await tx
        .insert(indicatorDatasets)
        .values({ dataset, ...row })
        .onConflictDoUpdate({ target: indicatorDatasets.dataset, set: row });
    }
    return {
      dataset,
      records: parsed.records,
      leftOut: parsed.leftOut,
      rows: wanted.size,
      added: added.length,
      changed: changed.length,
      removed: removed.length,
    };
  });
}

/** The shipped file of each dataset never imported (seeding, start-up). */
export async function importShippedIndicatorsIfEmpty(db: Db): Promise<IndicatorImportResult[]> {
  const done = new Set(
    (await db.select({ dataset: indicatorDatasets.dataset }).from(indicatorDatasets)).map(
      (row) => row.dataset,
    ),
  );
  const results: IndicatorImportResult[] = [];
  for (const dataset of INDICATOR_DATASETS) {
    if (!done.has(dataset)) results.push(await importIndicatorFile(db, dataset));
  }
  return results;
}
