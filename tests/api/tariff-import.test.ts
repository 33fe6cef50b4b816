// @postgres: bulk COPY (a tariff file imported through copyRows)
import { copyFile, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { tariffLines, tariffSources } from '@/lib/db/schema';
import { editionOf, importTariffFile, TariffImportError } from '@/lib/tariffs/import-tariff';
import { parseTariffArgs } from '@/lib/tariffs/tariff-args';

import { testApiForFile } from './helpers/test-api';

// Issue 46: `npm run data:import-tariff -- us-hts <file>` on a file in the USITC's JSON export
// format (tests/fixtures/us-hts, README there): a line per 8-digit tariff item with its HS6, its
// parents' descriptions, the general rate, the JO rate of the special column and the units; one
// transaction per import (a rerun replaces the source's lines, a malformed record stops the import
// naming its index and byte offset and leaves the database as it was); the command line's checks.

const api = testApiForFile();
const FIXTURES = fileURLToPath(new URL('../fixtures/us-hts/', import.meta.url));
const SAMPLE = path.join(FIXTURES, 'hts_2026_revision_1_json.json');
let folder: string;

const lines = () => api.db.select().from(tariffLines).orderBy(asc(tariffLines.code));
const sources = () => api.db.select().from(tariffSources);

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'hts-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('importing the US tariff', () => {
  it('keeps each 8-digit line with its HS6, context, general rate, JO rate and units', async () => {
    const progress: number[] = [];
    const result = await importTariffFile(api.db, 'us-hts', SAMPLE, {
      date: '2026-01-02',
      onProgress: (step) => progress.push(step.bytes / step.totalBytes),
    });
    expect(result).toEqual({
      source: 'us-hts',
      partner: 'US',
      edition: '2026 Revision 1',
      fileDate: '2026-01-02',
      records: 24,
      lines: 8,
    });
    expect(progress.at(-1)).toBe(1);
    const rows = await lines();
    expect(rows.map((row) => [row.code, row.written, row.hs6, row.general, row.jordan])).toEqual([
      ['15092020', '1509.20.20', '150920', '5¢/kg on contents and container', 'Free'],
      ['15092040', '1509.20.40', '150920', '3.4¢/kg', 'Free'],
      ['15093020', '1509.30.20', '150930', '5¢/kg on contents and container', 'Free'],
      ['15093040', '1509.30.40', '150930', '3.4¢/kg', 'Free'],
      ['31042000', '3104.20.00', '310420', 'Free', null],
      ['33049910', '3304.99.10', '330499', 'Free', null],
      ['33049950', '3304.99.50', '330499', 'Free', null],
      ['61091000', '6109.10.00', '610910', '16.5%', 'Free'],
    ]);
    const cotton = rows.find((row) => row.code === '61091000')!;
    expect(cotton).toMatchObject({
      description: 'Of cotton',
      context: 'T-shirts, singlets, tank tops and similar garments, knitted or crocheted',
      units: 'doz., kg',
      indent: 1,
      special: 'Free (AU,BH,CL,CO,IL,JO,KR,MA,OM,PA,PE,S,SG)',
    });
    expect(rows.find((row) => row.code === '33049950')).toMatchObject({
      description: 'Other',
      context: expect.stringMatching(/ › Other › Other$/),
      units: 'kg',
    });
    expect(rows.find((row) => row.code === '31042000')?.units).toBe('t, t K2O');
    const [source] = await sources();
    expect(source).toMatchObject({
      source: 'us-hts',
      partner: 'US',
      name: 'Harmonized Tariff Schedule of the United States',
      url: 'https://hts.usitc.gov/',
      edition: '2026 Revision 1',
      file_date: '2026-01-02',
      file_name: 'hts_2026_revision_1_json.json',
      lines: 8,
    });
  });

  it('replaces the source’s lines when run again', async () => {
    const file = path.join(folder, 'hts_2026_revision_2_json.json');
    const records = JSON.parse(await readFile(SAMPLE, 'utf8')) as { htsno: string }[];
    await writeFile(file, JSON.stringify(records.filter((row) => !row.htsno.startsWith('1509'))));
    const result = await importTariffFile(api.db, 'us-hts', file);
    expect(result.lines).toBe(4);
    expect((await lines()).map((row) => row.code)).toEqual([
      '31042000',
      '33049910',
      '33049950',
      '61091000',
    ]);
    const all = await sources();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ edition: '2026 Revision 2', lines: 4 });
    expect(all[0]!.file_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await importTariffFile(api.db, 'us-hts', SAMPLE);
    expect(await lines()).toHaveLength(8);
  });

  it('stops on a malformed record, naming its index and byte offset, and leaves the database as it was', async () => {
    const before = { lines: await lines(), sources: await sources() };
    const error = await importTariffFile(api.db, 'us-hts', path.join(FIXTURES, 'malformed.json'))
      .then(() => null)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TariffImportError);
    const text = await readFile(path.join(FIXTURES, 'malformed.json'));
    const offset = text.indexOf('{"htsno":"3104.20.00"');
    expect(error).toMatchObject({ index: 8, offset });
    expect((error as Error).message).toMatch(new RegExp(`^record 8 at byte ${offset}: indent`));
    expect(await lines()).toEqual(before.lines);
    expect(await sources()).toEqual(before.sources);
  });

  it('stops on broken JSON, a record that is not an object, a duplicated line, a file that is not there', async () => {
    const before = await lines();
    const cases: [string, RegExp][] = [
      [
        '[{"htsno":"0101","indent":"0","description":"x"},\n{"htsno":"0101.21.00",',
        /^record 1 at byte 50: the file ends inside/,
      ],
      ['[{"htsno":"0101","indent":"0","description":"x"} "y"]', /^record 1 at byte 49: .* a comma/],
      ['[1]', /^record 0 at byte 1: a record must be a JSON object/],
      ['{"htsno":"0101"}', /^record 0 at byte 0: the file is not a JSON array/],
      ['[{"htsno":"0101",,}]', /^record 0 at byte 1: not JSON/],
      [
        '[{"htsno":"0101.21.00","indent":"1"},{"htsno":"0101.21.00","indent":"1"}]',
        /^record 1 at byte 37: 0101.21.00 appears twice/,
      ],
      ['[{"htsno":"0101.2100","indent":"1"}]', /^record 0 at byte 1: htsno/],
    ];
    for (const [content, message] of cases) {
      const file = path.join(folder, 'broken.json');
      await writeFile(file, content);
      await expect(importTariffFile(api.db, 'us-hts', file), content).rejects.toThrow(message);
    }
    await expect(
      importTariffFile(api.db, 'us-hts', path.join(folder, 'none.json')),
    ).rejects.toThrow(TariffImportError);
    expect(await lines()).toEqual(before);
  });

  it('reads a file whose records cross the reader’s chunks, multi-byte characters and a byte-order mark included', async () => {
    const file = path.join(folder, 'hts_big.json');
    await copyFile(SAMPLE, file);
    const records = JSON.parse(await readFile(SAMPLE, 'utf8')) as { description: string }[];
    // About 200 KB: several 64 KB chunks of the read stream.
    const padded = records.map((row) => ({
      ...row,
      description: `${row.description} ${'¢é'.repeat(4000)}`,
    }));
    await writeFile(file, JSON.stringify(padded));
    expect((await importTariffFile(api.db, 'us-hts', file)).lines).toBe(8);
    expect((await lines())[0]!.description).toMatch(/^Weighing .*¢é¢é$/);
    // With a byte-order mark before the array.
    await writeFile(file, `\ufeff${await readFile(SAMPLE, 'utf8')}`);
    expect((await importTariffFile(api.db, 'us-hts', file)).lines).toBe(8);
    await importTariffFile(api.db, 'us-hts', SAMPLE);
  });

  it('refuses a link and a file that would empty the tariff, unless forced (issue 56)', async () => {
    const before = await lines();
    const linked = path.join(folder, 'hts_linked.json');
    await symlink(SAMPLE, linked);
    await expect(importTariffFile(api.db, 'us-hts', linked)).rejects.toThrow(/symbolic link/);
    const empty = path.join(folder, 'hts_empty.json');
    await writeFile(empty, '[]');
    await expect(importTariffFile(api.db, 'us-hts', empty)).rejects.toThrow(
      'the release holds 0 us-hts tariff lines where there are 8 now: it would remove 100 %',
    );
    expect(await lines()).toEqual(before);
    expect((await importTariffFile(api.db, 'us-hts', empty, { force: true })).lines).toBe(0);
    expect(await lines()).toEqual([]);
    await importTariffFile(api.db, 'us-hts', SAMPLE);
  });
});

describe('the command line', () => {
  it('takes a kind and a file, an edition and a day, and --force', () => {
    expect(parseTariffArgs(['us-hts', 'hts.json'])).toEqual({
      ok: true,
      kind: 'us-hts',
      file: 'hts.json',
      edition: undefined,
      date: undefined,
      force: false,
    });
    expect(
      parseTariffArgs(['us-hts', 'hts.json', '--edition', '2026 Revision 21', '--date=2026-07-01']),
    ).toMatchObject({ ok: true, edition: '2026 Revision 21', date: '2026-07-01' });
    expect(parseTariffArgs(['us-hts', 'hts.json', '--force'])).toMatchObject({ force: true });
  });

  it('refuses what it cannot use, saying why', () => {
    const refused = (argv: string[]) => {
      const args = parseTariffArgs(argv);
      return args.ok ? null : args.error;
    };
    expect(refused([])).toMatch(/Name the tariff kind and the file/);
    expect(refused(['us-hts'])).toMatch(/Name the tariff kind and the file/);
    expect(refused(['eu-taric', 'file.json'])).toMatch(/Unknown tariff kind "eu-taric"/);
    expect(refused(['us-hts', 'a.json', 'b.json'])).toMatch(/One file at a time/);
    expect(refused(['us-hts', 'a.json', '--date', '2026-02-30'])).toMatch(/--date must be a day/);
    expect(refused(['us-hts', 'a.json', '--edition'])).toMatch(/--edition needs a value/);
    expect(refused(['us-hts', 'a.json', '--only-missing'])).toMatch(/Unknown option/);
  });

  it('reads the edition from the USITC’s file names', () => {
    expect(editionOf('hts_2026_revision_21_json.json')).toBe('2026 Revision 21');
    expect(editionOf('2025HTSRev5.json')).toBe('2025 Revision 5');
    expect(editionOf('hts_2025_basic_edition_json.json')).toBe('2025 Basic Edition');
    expect(editionOf('export.json')).toBeNull();
  });
});
