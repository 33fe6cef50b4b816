import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { alpha2OfCountryName } from '@/lib/sanctions/country-names';
import { csvCells } from '@/lib/sanctions/csv-lines';
import { parseOfacCsv } from '@/lib/sanctions/ofac-csv';
import {
  namesIn,
  SanctionsFormatError,
  scriptOf,
  type ParsedSanctionsList,
} from '@/lib/sanctions/sanctions-record';
import { SHIPPED_UN_LIST } from '@/lib/sanctions/shipped-list';
import { parseUnXml } from '@/lib/sanctions/un-xml';

// Issue 47: the sanctions lists' parsers. The UN consolidated list as the UN publishes it (the
// shipped copy, read once for the file), OFAC's SDN CSV files (a format fixture written for the
// tests, tests/fixtures/ofac-sdn), and files that do not hold: each stops with its position.

const OFAC_FIXTURE = 'tests/fixtures/ofac-sdn';
let un: ParsedSanctionsList;
let scratch: string;

beforeAll(async () => {
  un = await parseUnXml(SHIPPED_UN_LIST);
  scratch = await mkdtemp(path.join(tmpdir(), 'sanctions-parsers-'));
}, 60_000);
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

const record = (list: ParsedSanctionsList, reference: string) =>
  list.records.find((entry) => entry.reference === reference);

describe('the UN consolidated list (XML)', () => {
  it('reads every record with the list’s own date', () => {
    expect(un.source).toBe('un');
    expect(un.listDate).toBe('2026-02-27');
    expect(un.records).toHaveLength(1003);
    expect(un.records.filter((entry) => entry.kind === 'individual')).toHaveLength(730);
    expect(un.fileSha256).toMatch(/^[0-9a-f]{64}$/);
    const arabic = un.records.filter((entry) => scriptOf(entry.originalScript ?? '') === 'arabic');
    expect(arabic).toHaveLength(366);
  });

  it('keeps the Latin name, every alias and the original-script name of a record', () => {
    expect(record(un, 'IQi.001')).toEqual({
      reference: 'IQi.001',
      kind: 'individual',
      primaryName: 'SADDAM HUSSEIN AL-TIKRITI',
      originalScript: 'صدام حسين التكريتي',
      countries: ['IQ'],
      birthDates: ['1937-04-28'],
      birthYears: [1937],
      programs: ['Iraq'],
      listedOn: '2003-06-27',
      remarks: '',
      names: [
        { name: 'SADDAM HUSSEIN AL-TIKRITI', script: 'latin', isPrimary: true, quality: null },
        { name: 'Abu Ali', script: 'latin', isPrimary: false, quality: 'low' },
        {
          name: 'صدام حسين التكريتي',
          script: 'arabic',
          isPrimary: false,
          quality: 'original script',
        },
      ],
    });
  });

  it('splits an alias field into its names and leaves out what describes', () => {
    const names = un.records.flatMap((entry) => entry.names.map((name) => name.name));
    expect(names).toEqual(expect.arrayContaining(['Hassan Ghul', 'Hassan Gul', 'حسن غول']));
    expect(names.filter((name) => /passport|birth name|original script/i.test(name))).toEqual([]);
    expect(un.records.every((entry) => entry.names.filter((n) => n.isPrimary).length === 1)).toBe(
      true,
    );
  });

  it('reads nationalities as ISO codes, a range of birth years, a date with its offset', () => {
    const withCountry = un.records.filter((entry) => entry.countries.length > 0);
    expect(withCountry.length).toBeGreaterThan(800);
    const ranged = un.records.find((entry) => entry.birthDates.some((d) => / to /.test(d)));
    expect(ranged?.birthYears.length).toBeGreaterThan(1);
    // LISTED_ON "2015-04-07-04:00" is the day 2015-04-07.
    expect(un.records.every((entry) => !entry.listedOn || entry.listedOn.length === 10)).toBe(true);
  });

  it('stops at XML that is not well-formed, naming the line', async () => {
    const xml = await readFile(SHIPPED_UN_LIST, 'utf8');
    const broken = path.join(scratch, 'broken.xml');
    await writeFile(broken, xml.slice(0, 20_000).replace(/<\/INDIVIDUAL>\s*$/, '') + '</BROKEN>');
    await expect(parseUnXml(broken)).rejects.toThrow(SanctionsFormatError);
    await expect(parseUnXml(broken)).rejects.toThrow(/line \d+.*not well-formed/);
  });

  it('stops at a record that does not hold, naming the record and its line', async () => {
    const xml = await readFile(SHIPPED_UN_LIST, 'utf8');
    const second = xml.indexOf('<REFERENCE_NUMBER>', xml.indexOf('<REFERENCE_NUMBER>') + 1);
    const broken = path.join(scratch, 'no-reference.xml');
    await writeFile(
      broken,
      xml.slice(0, second) +
        xml.slice(second).replace(/<REFERENCE_NUMBER>[^<]*/, '<REFERENCE_NUMBER>'),
    );
    await expect(parseUnXml(broken)).rejects.toThrow(/record 2 \(line \d+\): reference/);
  }, 30_000);

  it('wants the list’s date', async () => {
    const broken = path.join(scratch, 'no-date.xml');
    await writeFile(
      broken,
      '<?xml version="1.0"?><CONSOLIDATED_LIST><INDIVIDUALS/></CONSOLIDATED_LIST>',
    );
    await expect(parseUnXml(broken)).rejects.toThrow(/dateGenerated/);
  });
});

describe('OFAC’s SDN list (CSV)', () => {
  it('reads sdn.csv, add.csv and alt.csv into records with their aliases', async () => {
    const ofac = await parseOfacCsv(OFAC_FIXTURE, { listDate: '2026-11-20' });
    expect(ofac).toMatchObject({ source: 'ofac', listDate: '2026-11-20' });
    expect(ofac.records.map((entry) => [entry.reference, entry.kind])).toEqual([
      ['9001', 'entity'],
      ['9002', 'individual'],
      ['9003', 'vessel'],
      ['9004', 'aircraft'],
      ['9005', 'individual'],
      ['9006', 'entity'],
      ['9007', 'individual'],
    ]);
    expect(record(ofac, '9002')).toMatchObject({
      primaryName: 'ZUHAIRI, Kamal Rashad',
      countries: ['SY'],
      birthDates: ['14 Mar 1968', '1969'],
      birthYears: [1968, 1969],
      programs: ['SDGT'],
      names: [
        { name: 'ZUHAIRI, Kamal Rashad', isPrimary: true, quality: null },
        { name: 'AL-ZUHAIRI, Kamal', isPrimary: false, quality: 'aka' },
        { name: 'ABU RASHAD', isPrimary: false, quality: 'aka' },
      ],
    });
    expect(record(ofac, '9001')?.programs).toEqual(['SDGT', 'IRGC']);
    expect(record(ofac, '9005')?.birthYears).toEqual([1955, 1956, 1957]);
    expect(record(ofac, '9006')?.countries).toEqual(['AE', 'JO']);
    expect(record(ofac, '9003')?.countries).toEqual(['PA']);
    expect(record(ofac, '9007')?.remarks).toContain('"quoted" note');
  });

  it('takes sdn.csv’s day when no date is given, and the same files give the same hashes', async () => {
    const first = await parseOfacCsv(path.join(OFAC_FIXTURE, 'sdn.csv'));
    const again = await parseOfacCsv(OFAC_FIXTURE);
    expect(first.listDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(again.fileSha256).toBe(first.fileSha256);
    expect(again.contentSha256).toBe(first.contentSha256);
  });

  async function brokenCopy(name: string, file: string, edit: (text: string) => string) {
    const folder = path.join(scratch, name);
    await cp(OFAC_FIXTURE, folder, { recursive: true });
    const target = path.join(folder, file);
    await writeFile(target, edit(await readFile(target, 'utf8')));
    return folder;
  }

  it('stops at a line with the wrong number of fields, naming the file and line', async () => {
    const folder = await brokenCopy('short-line', 'sdn.csv', (text) =>
      text.replace('9003,"SEA FALCON SEVEN","vessel",', '9003,"SEA FALCON SEVEN",'),
    );
    await expect(parseOfacCsv(folder)).rejects.toThrow(
      'sdn.csv line 3: 11 fields where 12 are expected',
    );
  });

  it('stops at an alias of no record, an unclosed quote, a missing file', async () => {
    const orphan = await brokenCopy('orphan', 'alt.csv', (text) =>
      text.replace('9002,103', '9999,103'),
    );
    await expect(parseOfacCsv(orphan)).rejects.toThrow(
      'alt.csv line 3: ent_num 9999 not in sdn.csv',
    );
    const unclosed = await brokenCopy('unclosed', 'add.csv', (text) =>
      text.replace('"Damascus"', '"Damascus'),
    );
    await expect(parseOfacCsv(unclosed)).rejects.toThrow(/add\.csv line 2: 5 fields|quote/);
    const missing = await brokenCopy('missing', 'sdn.csv', (text) => text);
    await rm(path.join(missing, 'alt.csv'));
    await expect(parseOfacCsv(missing)).rejects.toThrow(/no alt\.csv/);
    await expect(parseOfacCsv(OFAC_FIXTURE, { listDate: '20 Nov 2026' })).rejects.toThrow(
      SanctionsFormatError,
    );
  });
});

describe('the parsers’ pieces', () => {
  it('reads CSV cells with quotes, doubled quotes and commas inside', () => {
    expect(csvCells('1,"a, b","say ""hi""",-0- ')).toEqual(['1', 'a, b', 'say "hi"', '-0- ']);
    expect(csvCells('1,"open')).toBeNull();
  });

  it('finds the names in an alias field', () => {
    expect(namesIn('حسن غول (Hassan Ghul; Hassan Gul; Hasan Gul)')).toEqual([
      'حسن غول',
      'Hassan Ghul',
      'Hassan Gul',
      'Hasan Gul',
    ]);
    expect(namesIn('Amir Khazmat (original script: Амир Хазмат)')).toEqual([
      'Amir Khazmat',
      'Амир Хазмат',
    ]);
    expect(namesIn('Mohammed Sabet; Mohammad Sabet b) M. Javad Sabet')).toEqual([
      'Mohammed Sabet',
      'Mohammad Sabet',
      'M. Javad Sabet',
    ]);
    expect(namesIn('Encep Nurjaman (birth name)')).toEqual(['Encep Nurjaman']);
  });

  it('writes the lists’ country names as ISO codes', () => {
    expect(alpha2OfCountryName('Iran (Islamic Republic of)')).toBe('IR');
    expect(alpha2OfCountryName("Democratic People's Republic of Korea")).toBe('KP');
    expect(alpha2OfCountryName('Jordan')).toBe('JO');
    expect(alpha2OfCountryName('former Soviet Union')).toBeUndefined();
  });

  it('tells the scripts apart', () => {
    expect(scriptOf('Saddam Hussein')).toBe('latin');
    expect(scriptOf('صدام حسين')).toBe('arabic');
    expect(scriptOf('Амир Хазмат')).toBe('other');
  });
});
