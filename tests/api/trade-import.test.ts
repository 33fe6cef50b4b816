// @postgres: bulk COPY (the BACI files imported through copyRows)
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { tradeFlowYears, tradeImports, tradeJordanExports } from '@/lib/db/schema';
import { BaciFormatError } from '@/lib/trade-flows/baci-format';
import { importTradeFiles, TradeImportError } from '@/lib/trade-flows/import-trade-files';

import { testApiForFile } from './helpers/test-api';

// Issue 38: `npm run data:import-trade` on files in BACI's format (the database the API tests
// seed holds the extract's 2018–2023): a new year is summed per product and importer and Jordan's
// exports per partner; a run again replaces the year in one transaction; a malformed line stops
// the import naming its line and leaves the year as it was; --only-missing skips a file already
// imported.

const api = testApiForFile();

const YEAR = 2024;
const FILE = `BACI_HS22_Y${YEAR}_V202601.csv`;
const COUNTRIES =
  'country_code,country_name,country_iso2,country_iso3\n' +
  '400,Jordan,JO,JOR\n682,Saudi Arabia,SA,SAU\n842,USA,US,USA\n276,Germany,DE,DEU\n';

let folder: string;

const write = (name: string, lines: string[]) =>
  writeFile(path.join(folder, name), `t,i,j,k,v,q\n${lines.join('\n')}\n`);

const importsOf = (year: number) =>
  api.db
    .select()
    .from(tradeImports)
    .where(eq(tradeImports.year, year))
    .orderBy(tradeImports.hs6, tradeImports.importer);

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'baci-'));
  await writeFile(path.join(folder, 'country_codes_V202601.csv'), COUNTRIES);
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('importing a year', () => {
  it('sums each product’s imports per importer and Jordan’s exports per partner', async () => {
    await write(FILE, [
      `${YEAR},  400,  682,  150920,  100.5,  20`,
      `${YEAR},  276,  682,  150920,   50,        NA`,
      `${YEAR},  682,  842,  150920,   30,   5`,
      `${YEAR},  400,  842,   70200,   12,   4`,
    ]);
    const progress: string[] = [];
    const done = await importTradeFiles(api.db, FILE.replace(/^/, `${folder}/`), {
      onProgress: (step) => progress.push(step.phase),
    });
    expect(done).toEqual([
      expect.objectContaining({ year: YEAR, file: FILE, rows: 4, products: 2, skipped: false }),
    ]);
    expect(progress).toContain('reading');
    const rows = await importsOf(YEAR);
    expect(
      rows.map((row) => [row.hs6, row.importer, row.value, row.quantity, row.quantity_value]),
    ).toEqual([
      ['070200', 842, 12, 4, 12],
      ['150920', 682, 150.5, 20, 100.5],
      ['150920', 842, 30, 5, 30],
    ]);
    const jordan = await api.db
      .select()
      .from(tradeJordanExports)
      .where(eq(tradeJordanExports.year, YEAR))
      .orderBy(tradeJordanExports.hs6);
    expect(jordan.map((row) => [row.hs6, row.partner, row.value])).toEqual([
      ['070200', 842, 12],
      ['150920', 682, 100.5],
    ]);
    const [imported] = await api.db
      .select()
      .from(tradeFlowYears)
      .where(eq(tradeFlowYears.year, YEAR));
    expect(imported).toMatchObject({
      release: 'V202601',
      revision: 'HS22',
      rows: 4,
      sample: false,
    });
  });

  it('replaces the year when it runs again, and --only-missing skips the same file', async () => {
    await write(FILE, [`${YEAR},  276,  842,  150920,  7,  1`]);
    await importTradeFiles(api.db, folder);
    expect((await importsOf(YEAR)).map((row) => [row.hs6, row.importer, row.value])).toEqual([
      ['150920', 842, 7],
    ]);
    const again = await importTradeFiles(api.db, folder, { onlyMissing: true });
    expect(again.find((year) => year.year === YEAR)?.skipped).toBe(true);
  });

  it('stops at a malformed line, naming it, and keeps the year as it was', async () => {
    await write(FILE, [
      `${YEAR},  400,  842,  150920,  9,  1`,
      `${YEAR},  400,  842,  15O920,  9,  1`,
    ]);
    const failure = await importTradeFiles(api.db, folder).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BaciFormatError);
    expect((failure as BaciFormatError).message).toBe(
      `${FILE}, line 3: the product (k) "15O920" is not an HS 6-digit code`,
    );
    expect((await importsOf(YEAR)).map((row) => [row.hs6, row.importer, row.value])).toEqual([
      ['150920', 842, 7],
    ]);
  });

  it('refuses a flow of another year than its file’s', async () => {
    await write(FILE, [`2023,  400,  842,  150920,  9,  1`]);
    const failure = await importTradeFiles(api.db, folder).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BaciFormatError);
    expect((failure as Error).message).toMatch(/line 2/);
    expect(await importsOf(YEAR)).toHaveLength(1);
  });

  it('refuses a year that is a link, and a file over its size, before reading (issue 56)', async () => {
    const linked = path.join(folder, 'linked');
    await mkdir(linked);
    await symlink(path.join(folder, FILE), path.join(linked, FILE));
    const failure = await importTradeFiles(api.db, linked).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TradeImportError);
    expect((failure as Error).message).toMatch(
      /BACI_HS22_Y2024_V202601\.csv in .* is a symbolic link/,
    );
    await expect(importTradeFiles(api.db, folder, { limits: { 'baci-year': 10 } })).rejects.toThrow(
      /holds 0\.00 MB, more than the 0\.00 MB a baci-year file may hold/,
    );
    expect(await importsOf(YEAR)).toHaveLength(1);
  });
});
