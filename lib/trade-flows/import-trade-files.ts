import { stat } from 'node:fs/promises';
import path from 'node:path';

import { tradeCountries, tradeFlowYears } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import {
  findImportFile,
  importFile,
  importFolder,
  importFolderNames,
  readImportText,
  type ImportFile,
  type ImportLimits,
} from '@/lib/imports/safe-files';
import { refreshExportValues } from '@/lib/search/finder-exports';

import { COUNTRY_LIST_FILE, jordanCodeOf, parseBaciCountries } from './baci-countries';
import { baciFileName, type BaciFileName } from './baci-format';
import { storeTradeCountries, storeTradeYear } from './store-trade-year';

// `npm run data:import-trade -- <folder or file>` (issue 38): BACI's yearly files and their country
// list, as CEPII publishes them in one archive, imported year by year. Each year is its own
// transaction: an import stopped half-way keeps the years it finished, and running it again
// replaces a year (or, with `onlyMissing`, skips the years already imported from the same file).
// Every file is read inside its folder, no link, within its size (lib/imports/safe-files.ts).

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
  limits?: ImportLimits;
};

type YearFile = BaciFileName & { file: ImportFile; bytes: number };

async function filesOf(target: string, limits?: ImportLimits) {
  const info = await stat(target).catch(() => null);
  if (!info) throw new TradeImportError(`${target}: no such file or folder`);
  const folder = await importFolder(
    info.isDirectory() ? target : path.dirname(target),
    (message) => new TradeImportError(message),
  );
  const names = info.isDirectory() ? await importFolderNames(folder) : [path.basename(target)];
  const years: YearFile[] = [];
  for (const name of names) {
    const parsed = baciFileName(name);
    if (!parsed) continue;
    const file = await importFile(folder, name, 'baci-year', { limits });
    years.push({ ...parsed, file, bytes: file.size });
  }
  if (years.length === 0) {
    throw new TradeImportError(
      `${target}: no BACI yearly file (named like BACI_HS22_Y2022_V202401.csv)`,
    );
  }
  const lists = (await importFolderNames(folder)).filter((name) => COUNTRY_LIST_FILE.test(name));
  const listName = lists.at(-1);
  const countryList = listName
    ? await findImportFile(folder, listName, 'baci-countries', { limits })
    : null;
  return { years: years.sort((a, b) => a.year - b.year), countryList };
}

/** The country list's codes stored; Jordan's code returned. */
async function importCountries(db: Db, countryList: ImportFile | null): Promise<number> {
  if (countryList) {
    const countries = parseBaciCountries(await readImportText(countryList), countryList.name);
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
  const { years, countryList } = await filesOf(target, options.limits);
  const jordan = await importCountries(db, countryList);
  const before = new Map((await db.select().from(tradeFlowYears)).map((row) => [row.year, row]));
  const done: ImportedYear[] = [];
  for (const year of years) {
    const name = year.file.name;
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
