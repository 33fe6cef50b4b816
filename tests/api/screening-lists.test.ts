// @postgres: bulk COPY (the sanctions lists imported through copyRows)
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { SanctionsListsAnswer } from '@/features/screening/list-status-schema';
import { importSanctionsFile } from '@/features/screening/server/import-sanctions';
import { currentLists, screenName } from '@/features/screening/server/screen-name';
import { sanctionsListVersions, sanctionsNames, sanctionsRecords } from '@/lib/db/schema';
import { importSanctionsList } from '@/lib/sanctions/import-list';
import { SanctionsFormatError } from '@/lib/sanctions/sanctions-record';
import { SHIPPED_UN_LIST } from '@/lib/sanctions/shipped-list';
import { parseUnXml } from '@/lib/sanctions/un-xml';

import { createMember, createStaff } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';

// Issue 47: the sanctions lists imported by version (the seed imports the shipped UN list; OFAC's
// SDN list from its CSV files: a format fixture), screened per alias (screenName), and their status
// for the console's screening area.

const api = testApiForFile();
const OFAC_FIXTURE = 'tests/fixtures/ofac-sdn';
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'screening-lists-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

const versionsOf = (source: 'un' | 'ofac') =>
  api.db
    .select()
    .from(sanctionsListVersions)
    .where(eq(sanctionsListVersions.source, source))
    .orderBy(sanctionsListVersions.version);
const recordsOf = async (source: 'un' | 'ofac') =>
  (
    await api.db
      .select({ value: count() })
      .from(sanctionsRecords)
      .where(eq(sanctionsRecords.source, source))
  )[0]?.value;

/** The OFAC fixture copied, with one file edited. */
async function ofacCopy(name: string, file = 'sdn.csv', edit: (text: string) => string = (t) => t) {
  const folder = path.join(scratch, name);
  await cp(OFAC_FIXTURE, folder, { recursive: true });
  const target = path.join(folder, file);
  await writeFile(target, edit(await readFile(target, 'utf8')));
  return folder;
}

const importOfac = (folder: string, listDate: string) =>
  importSanctionsFile(api.db, { source: 'ofac', path: folder, listDate });

describe('the shipped UN list', () => {
  it('is imported into a fresh database as version 1 with its own date', async () => {
    expect(await currentLists(api.db)).toEqual([
      {
        source: 'un',
        version: 1,
        listDate: '2026-02-27',
        importedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        records: 1003,
        names: 4307,
      },
    ]);
    const [names] = await api.db.select({ value: count() }).from(sanctionsNames);
    expect(names?.value).toBe(4307);
  });

  it('imported again changes nothing and says so', async () => {
    const list = await parseUnXml(SHIPPED_UN_LIST);
    const result = await importSanctionsList(api.db, list);
    expect(result).toMatchObject({ status: 'unchanged', version: 1, records: 1003 });
    expect(await versionsOf('un')).toHaveLength(1);
  }, 60_000);

  it('a malformed file stops with its position and leaves the list in place', async () => {
    const xml = await readFile(SHIPPED_UN_LIST, 'utf8');
    const broken = path.join(scratch, 'broken.xml');
    await writeFile(broken, xml.slice(0, 50_000).replace('</INDIVIDUAL>', '</INDIVIDUALS>'));
    const attempt = importSanctionsFile(api.db, { source: 'un', path: broken });
    await expect(attempt).rejects.toThrow(SanctionsFormatError);
    await expect(attempt).rejects.toThrow(/line \d+/);
    expect(await versionsOf('un')).toHaveLength(1);
    expect(await recordsOf('un')).toBe(1003);
  });
});

describe('screening a name (screenName)', () => {
  it('finds «صدام حسين التكريتي» as the UN record IQi.001 with its Latin name', async () => {
    const { lists, matches } = await screenName(api.db, { name: 'صدام حسين التكريتي' });
    expect(lists.map((list) => list.source)).toContain('un');
    expect(matches[0]).toMatchObject({
      source: 'un',
      reference: 'IQi.001',
      kind: 'individual',
      primaryName: 'SADDAM HUSSEIN AL-TIKRITI',
      originalScript: 'صدام حسين التكريتي',
      matchedName: 'صدام حسين التكريتي',
      score: 100,
      reason: 'exact',
      listDate: '2026-02-27',
      listVersion: 1,
      countries: ['IQ'],
      birthDates: ['1937-04-28'],
      programs: ['Iraq'],
      listedOn: '2003-06-27',
    });
  });

  it('reports the alias that matched and its score, across scripts and spellings', async () => {
    const { matches } = await screenName(api.db, { name: 'Saddam Husayn al-Tikriti' });
    expect(matches[0]).toMatchObject({
      reference: 'IQi.001',
      matchedName: 'SADDAM HUSSEIN AL-TIKRITI',
      reason: 'spelling-variant',
    });
    expect(matches[0]?.score).toBeGreaterThanOrEqual(95);
    const ghul = await screenName(api.db, { name: 'حسن غول' });
    expect(ghul.matches[0]?.matchedName).toBe('حسن غول');
    const latin = await screenName(api.db, { name: 'Hasan Gul' });
    expect(latin.matches[0]).toMatchObject({ matchedName: 'Hasan Gul', score: 100 });
    expect(latin.matches[0]?.reference).toBe(ghul.matches[0]?.reference);
  });

  it('keeps to the minimum score: 85 by default, lower when asked', async () => {
    const asDefault = await screenName(api.db, { name: 'Saddam Hussein' });
    expect(asDefault.matches.map((match) => match.reference)).not.toContain('IQi.001');
    const wider = await screenName(api.db, { name: 'Saddam Hussein', minScore: 75 });
    const found = wider.matches.find((match) => match.reference === 'IQi.001');
    expect(found).toMatchObject({ reason: 'partial' });
    expect(found?.score).toBeGreaterThanOrEqual(75);
    expect(found?.score).toBeLessThan(85);
    expect(wider.matches.every((match) => match.score >= 75)).toBe(true);
    const widest = await screenName(api.db, { name: 'Saddam Hussein', minScore: 50 });
    expect(widest.matches.length).toBeGreaterThan(2);
    const limited = await screenName(api.db, { name: 'Saddam Hussein', minScore: 50, limit: 2 });
    expect(limited.matches).toEqual(widest.matches.slice(0, 2));
  });

  it('narrows by country (records without one kept) and by birth year (±1)', async () => {
    const name = 'Saddam Husayn al-Tikriti';
    const found = async (query: Parameters<typeof screenName>[1]) =>
      (await screenName(api.db, query)).matches.some((match) => match.reference === 'IQi.001');
    expect(await found({ name, country: 'IQ' })).toBe(true);
    expect(await found({ name, country: 'jo' })).toBe(false);
    expect(await found({ name, birthYear: 1938 })).toBe(true);
    expect(await found({ name, birthYear: 1950 })).toBe(false);
  });

  it('finds nothing for an ordinary name, and nothing for a name of generic words only', async () => {
    expect((await screenName(api.db, { name: 'Lina Haddad' })).matches).toEqual([]);
    expect((await screenName(api.db, { name: '---' })).matches).toEqual([]);
  });
});

describe('OFAC’s SDN list', () => {
  it('is imported from its CSV files as a new version, then screened', async () => {
    const result = await importOfac(OFAC_FIXTURE, '2026-11-20');
    expect(result).toMatchObject({
      source: 'ofac',
      status: 'imported',
      version: 1,
      listDate: '2026-11-20',
      records: 7,
      names: 13,
    });
    // Every subject (the seed's companies and leads among them) screened again after the import.
    expect(result.rescreened).toBeGreaterThan(0);
    expect((await currentLists(api.db)).map((list) => list.source)).toEqual(['ofac', 'un']);
    const { matches } = await screenName(api.db, { name: 'الهلال الاخضر للتجارة' });
    expect(matches[0]).toMatchObject({
      source: 'ofac',
      reference: '9006',
      primaryName: 'GREEN CRESCENT GENERAL TRADING CO. L.L.C.',
      matchedName: 'HILAL AL-AKHDAR TRADING',
      reason: 'transliteration',
      listDate: '2026-11-20',
    });
    const aircraft = await screenName(api.db, { name: 'EP-FXA', country: 'JO' });
    expect(aircraft.matches[0]).toMatchObject({ reference: '9004', countries: [] });
  });

  it('the same files again, or the same records of the same date, change nothing', async () => {
    expect(await importOfac(OFAC_FIXTURE, '2026-11-20')).toMatchObject({
      status: 'unchanged',
      version: 1,
      rescreened: 0,
    });
    // Other bytes (LF lines, no Ctrl-Z), the same records.
    const relined = await ofacCopy('relined', 'sdn.csv', (text) =>
      text.replaceAll('\r\n', '\n').replace('\u001a', ''),
    );
    expect(await importOfac(relined, '2026-11-20')).toMatchObject({ status: 'unchanged' });
    expect(await versionsOf('ofac')).toHaveLength(1);
  });

  it('a new list replaces the current version; the old version stays as history', async () => {
    const grown = await ofacCopy('grown', 'sdn.csv', (text) =>
      text.replace(
        '\u001a',
        '9008,"QASIRI, Nabil","individual","SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"DOB 1980."\r\n\u001a',
      ),
    );
    const result = await importOfac(grown, '2026-11-25');
    expect(result).toMatchObject({ status: 'imported', version: 2, records: 8 });
    const versions = await versionsOf('ofac');
    expect(versions.map((row) => [row.version, row.list_date, row.record_count])).toEqual([
      [1, '2026-11-20', 7],
      [2, '2026-11-25', 8],
    ]);
    const stored = await api.db
      .select({ version: sanctionsRecords.version_id })
      .from(sanctionsRecords)
      .where(eq(sanctionsRecords.source, 'ofac'));
    expect(new Set(stored.map((row) => row.version))).toEqual(new Set([versions[1]!.id]));
    expect(await recordsOf('un')).toBe(1003);
    const { matches } = await screenName(api.db, { name: 'Nabil Qasiri' });
    expect(matches[0]).toMatchObject({ reference: '9008', listVersion: 2 });
  });

  it('a malformed file stops with its line and leaves the current version', async () => {
    const broken = await ofacCopy('broken', 'sdn.csv', (text) =>
      text.replace('9004,"EP-FXA","aircraft",', '9004,"EP-FXA",'),
    );
    await expect(importOfac(broken, '2026-11-26')).rejects.toThrow(
      /sdn\.csv line 4: 11 fields where 12 are expected/,
    );
    expect((await versionsOf('ofac')).map((row) => row.version)).toEqual([1, 2]);
    expect(await recordsOf('ofac')).toBe(8);
  });

  it('refuses a list older than the current one', async () => {
    await expect(
      importOfac(await ofacCopy('older', 'alt.csv', (t) => t.trimEnd()), '2026-01-01'),
    ).rejects.toThrow(/older than the current version 2/);
    expect(await recordsOf('ofac')).toBe(8);
  });
});

describe('GET /api/staff/screening/lists', () => {
  const PATH = '/api/staff/screening/lists';

  it('refuses a visitor (401), a member and a staff member outside the area (403)', async () => {
    expect((await api.request(PATH)).status).toBe(401);
    const member = await createMember(api);
    expect((await api.request(PATH, { headers: member.bearer })).status).toBe(403);
    const editor = await createStaff(api, 'editor');
    expect((await api.request(PATH, { headers: editor.bearer })).status).toBe(403);
  });

  it('answers each list’s version, date, age and counts to an officer', async () => {
    const officer = await createStaff(api, 'officer');
    const response = await api.request(PATH, { headers: officer.bearer });
    expect(response.status).toBe(200);
    const answer = await json<SanctionsListsAnswer>(response);
    expect(answer.stale_after_days).toBe(30);
    const un = answer.data.find((list) => list.source === 'un');
    // The test clock's day is 2026-11-21: 267 days after the list's.
    expect(un).toMatchObject({
      version: 1,
      list_date: '2026-02-27',
      age_days: 267,
      stale: true,
      records: 1003,
      names: 4307,
    });
    const ofac = answer.data.find((list) => list.source === 'ofac');
    expect(ofac).toMatchObject({ list_date: '2026-11-25', age_days: 0, stale: false });
  });
});
