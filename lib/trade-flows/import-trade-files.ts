import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

import { tradeCountries, tradeFlowYears } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { refreshExportValues } from '@/lib/search/finder-exports';

import { COUNTRY_LIST_FILE, jordanCodeOf, parseBaciCountries } from './baci-countries';
import { baciFileName, type BaciFileName } from './baci-format';
import { storeTradeCountries, storeTradeYear } from './store-trade-year';

// `npm run data:import-trade -- <folder or file>` (issue 38): BACI's yearly files and their country
// list, as CEPII publishes them in one archive, imported year by year. Each year is its own
// transaction: an import stopped half-way keeps the years it finished, and running it again
// replaces a year (or, with `onlyMissing`, skips the years already imported from the same file).

export class TradeImportError extends Error {}

export type ImportProgress = {
  file: string;
  phase: 'reading' | 'writing';
  bytes: number;
  totalBytes: number;
  rows: number;
};

export type ImportedYear = {
  year: number;
  file: string;
  rows: number;
  products: number;
  skipped: boolean;
  seconds: number;
};

type Options = {
  onlyMissing?: boolean;
  onProgress?: (progress: ImportProgress) => void;
};

type YearFile = BaciFileName & { file: string; bytes: number };

async function filesOf(target: string) {
  const info = await stat(target).catch(() => null);
  if (!info) throw new TradeImportError(`${target}: no such file or folder`);
  const folder = info.isDirectory() ? target : path.dirname(target);
  const names = info.isDirectory() ? await readdir(folder) : [path.basename(target)];
  const years: YearFile[] = [];
  for (const name of names.sort()) {
    const parsed = baciFileName(name);
    if (!parsed) continue;
    const file = path.join(folder, name);
    years.push({ ...parsed, file, bytes: (await stat(file)).size });
  }
  if (years.length === 0) {
    throw new TradeImportError(
      `${target}: no BACI yearly file (named like BACI_HS22_Y2022_V202401.csv)`,
    );
  }
  const lists = (await readdir(folder)).filter((name) => COUNTRY_LIST_FILE.test(name)).sort();
  const countryList = lists.length > 0 ? path.join(folder, lists[lists.length - 1]!) : null;
  return { years: years.sort((a, b) => a.year - b.year), countryList };
}

/** The country list's codes stored; Jordan's code returned. */
async function importCountries(db: Db, countryList: string | null): Promise<number> {
  if (countryList) {
    const countries = parseBaciCountries(
      await readFile(countryList, 'utf8'),
      path.basename(countryList),
    );
    await storeTradeCountries(db, countries);
    return jordanCodeOf(countries);
  }
  const known = await db.select().from(tradeCountries);
  if (known.length === 0) {
    throw new TradeImportError(
      'no country list (country_codes_V….csv) beside the files, and none imported before',
    );
  }
  return jordanCodeOf(known);
}

export async function importTradeFiles(
  db: Db,
  target: string,
  options: Options = {},
): Promise<ImportedYear[]> {
  const { years, countryList } = await filesOf(target);
  const jordan = await importCountries(db, countryList);
  const before = new Map((await db.select().from(tradeFlowYears)).map((row) => [row.year, row]));
  const done: ImportedYear[] = [];
  for (const year of years) {
    const name = path.basename(year.file);
    const previous = before.get(year.year);
    if (options.onlyMissing && previous?.file_name === name && previous.file_bytes === year.bytes) {
      done.push({
        year: year.year,
        file: name,
        rows: previous.rows,
        products: 0,
        skipped: true,
        seconds: 0,
      });
      continue;
    }
    const started = performance.now();
    const report = (phase: ImportProgress['phase'], bytes: number, rows: number) =>
      options.onProgress?.({ file: name, phase, bytes, totalBytes: year.bytes, rows });
    const stored = await storeTradeYear(
      db,
      { ...year, fileName: name, fileBytes: year.bytes },
      { jordan, onProgress: (step) => report(step.phase, step.bytes, step.rows) },
    );
    done.push({
      year: year.year,
      file: name,
      rows: stored.rows,
      products: stored.products,
      skipped: false,
      seconds: (performance.now() - started) / 1000,
    });
  }
  // The HS finder's tie-break (issue 45): Jordan's export value per code, from the years stored.
  if (done.some((year) => !year.skipped)) await refreshExportValues(db);
  return done;
}
