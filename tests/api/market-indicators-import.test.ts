import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { exchangeRates, gdpFigures, indicatorDatasets, salesTaxRates } from '@/lib/db/schema';
import {
  importIndicatorFile,
  IndicatorImportError,
  type IndicatorImportProgress,
} from '@/lib/market-indicators/import-indicators';

import { testApiForFile } from './helpers/test-api';

// Issue 58: `npm run data:import-indicators -- <dataset> [<file>]`. The seed imports the shipped
// files; an import brings a dataset's rows to a file's in one transaction. A malformed file is
// refused naming its line and column, and the database is left as it was; a rerun of the same file
// changes nothing.

const api = testApiForFile();
let folder: string;

const snapshot = async () => ({
  gdp: await api.db
    .select()
    .from(gdpFigures)
    .orderBy(asc(gdpFigures.country), asc(gdpFigures.year)),
  datasets: await api.db.select().from(indicatorDatasets).orderBy(asc(indicatorDatasets.dataset)),
  rates: await api.db.select().from(exchangeRates).where(eq(exchangeRates.currency, 'EUR')),
});

async function write(name: string, text: string): Promise<string> {
  const file = path.join(folder, name);
  await writeFile(file, text);
  return file;
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'indicators-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('the shipped files', () => {
  it('are seeded: countries only, from 2000, each dataset with its source and licence', async () => {
    const { datasets, gdp } = await snapshot();
    expect(datasets.map((row) => [row.dataset, row.licence])).toEqual([
      ['exchange-rates-monthly', 'ODC Public Domain Dedication and Licence (PDDL) 1.0'],
      ['exchange-rates-yearly', 'ODC Public Domain Dedication and Licence (PDDL) 1.0'],
      ['gdp', 'ODC Public Domain Dedication and Licence (PDDL) 1.0'],
      ['population', 'ODC Public Domain Dedication and Licence (PDDL) 1.0'],
      ['sales-tax-rates', 'MIT'],
    ]);
    expect(gdp.length).toBeGreaterThan(4000);
    expect(gdp.every((row) => row.year >= 2000 && /^[A-Z]{2}$/.test(row.country))).toBe(true);
    const [tax] = await api.db.select().from(salesTaxRates).where(eq(salesTaxRates.country, 'BH'));
    // The file's own (wrong) rate is kept as imported; staff's correction wins when read.
    expect(tax?.rate).toBe(0.05);
  });

  it('import again with nothing changed, the dataset rows untouched', async () => {
    const before = await snapshot();
    const phases = new Set<IndicatorImportProgress['phase']>();
    for (const dataset of [
      'gdp',
      'population',
      'exchange-rates-monthly',
      'exchange-rates-yearly',
      'sales-tax-rates',
    ] as const) {
      const result = await importIndicatorFile(api.db, dataset, undefined, {
        onProgress: (progress) => phases.add(progress.phase),
      });
      expect(result).toMatchObject({ added: 0, changed: 0, removed: 0 });
    }
    expect(phases).toEqual(new Set(['reading']));
    expect(await snapshot()).toEqual(before);
  });
});

describe('an import', () => {
  it('refuses a malformed file with its line and column, the database unchanged', async () => {
    const before = await snapshot();
    const shipped = await readFile('data/market-indicators/gdp.csv', 'utf8');
    const lines = shipped.split('\r\n');
    lines[41] = lines[41]!.replace(/,[^,]*$/, ',12x4');
    const file = await write('gdp.csv', lines.join('\r\n'));
    const error = await importIndicatorFile(api.db, 'gdp', file).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(IndicatorImportError);
    expect((error as Error).message).toBe('gdp.csv, line 42, column 4: "12x4" is not a figure');
    const rates = await write(
      'rates.csv',
      'Date,Country,Exchange rate\n2026-06-01,Japan,160\n2026-06-01,Atlantis,3\n',
    );
    await expect(importIndicatorFile(api.db, 'exchange-rates-monthly', rates)).rejects.toThrow(
      'rates.csv, line 3, column 2: "Atlantis" is not a known series',
    );
    const tax = await write(
      'tax.json',
      '{\n  "JO": { "type": "vat", "currency": "JOD" "rate": 0.16 }\n}',
    );
    await expect(importIndicatorFile(api.db, 'sales-tax-rates', tax)).rejects.toThrow(
      /^tax\.json, line 2, column \d+: not JSON/,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a file that would remove most rows unless forced', async () => {
    const before = await snapshot();
    const file = await write(
      'few.csv',
      'Country Name,Country Code,Year,Value\nJordan,JOR,2023,1\n',
    );
    await expect(importIndicatorFile(api.db, 'gdp', file)).rejects.toThrow(/--force/);
    expect(await snapshot()).toEqual(before);
  });

  it('brings the rows to a changed file: added, changed, removed; then a rerun changes nothing', async () => {
    const shipped = await readFile('data/market-indicators/gdp.csv', 'utf8');
    const lines = shipped.split('\r\n').filter((line) => !line.startsWith('Jordan,JOR,2001,'));
    const at = lines.findIndex((line) => line.startsWith('Jordan,JOR,2023,'));
    lines[at] = 'Jordan,JOR,2023,51000000000';
    lines.push('Jordan,JOR,2024,53000000000');
    const file = await write('gdp.csv', lines.join('\r\n'));
    const result = await importIndicatorFile(api.db, 'gdp', file);
    expect(result).toMatchObject({ added: 1, changed: 1, removed: 1 });
    const jordan = await api.db.select().from(gdpFigures).where(eq(gdpFigures.country, 'JO'));
    expect(jordan.find((row) => row.year === 2024)?.value).toBe(53000000000);
    expect(jordan.find((row) => row.year === 2023)?.value).toBe(51000000000);
    expect(jordan.some((row) => row.year === 2001)).toBe(false);
    const before = await snapshot();
    expect(await importIndicatorFile(api.db, 'gdp', file)).toMatchObject({
      added: 0,
      changed: 0,
      removed: 0,
    });
    expect(await snapshot()).toEqual(before);
  });
});
