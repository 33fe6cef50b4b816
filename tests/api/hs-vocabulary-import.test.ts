import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { HsFinderAnswer } from '@/features/hs-codes/schemas';
import { hsSynonyms, hsTerms } from '@/lib/db/schema';
import {
  importVocabularyFile,
  VocabularyImportError,
  type VocabularyImportProgress,
} from '@/lib/hs/vocabulary/import-vocabulary';

import { json, testApiForFile } from './helpers/test-api';

// Issue 55, item 1: `npm run data:import-vocabulary -- uk-search-references <file>`. The seed
// imports the shipped file (data/uk-search-references); an import brings the source's rows to a
// file's, each reference on the HS 2022 subheading its code begins with, an older edition's code
// on its 2022 successors (hs_correlations), a code no edition knows left out. A malformed file is
// refused naming the entry and its byte offset, and the database is left as it was; a rerun of
// the same file changes nothing. The finder reads the rows as extra text of their codes.

const api = testApiForFile();
let folder: string;

const GOOD = {
  'action cameras': '8525810000',
  'curly kale, fresh or chilled': '0704900000',
  // An HS 2017 subheading split in 2022: its three successors.
  'olive oil, virgin, for retail sale': '1509100010',
  // A chapter the test database does not hold: left out, counted.
  crispbread: '1905100000',
} as const;

const rows = () =>
  api.db
    .select({ code: hsSynonyms.code, phrase: hsSynonyms.phrase_en, terms: hsSynonyms.terms })
    .from(hsSynonyms)
    .where(
      and(eq(hsSynonyms.kind, 'vocabulary'), eq(hsSynonyms.offering_type, 'uk-search-references')),
    )
    .orderBy(asc(hsSynonyms.code), asc(hsSynonyms.phrase_en));

async function write(name: string, text: string): Promise<string> {
  const file = path.join(folder, name);
  await writeFile(file, text);
  return file;
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'vocabulary-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('the shipped search references', () => {
  it('are seeded on the subheadings of the chapters the database holds', async () => {
    const seeded = await rows();
    expect(seeded.length).toBeGreaterThan(100);
    expect(seeded).toContainEqual(
      expect.objectContaining({ code: '070490', phrase: 'curly kale, fresh or chilled' }),
    );
    // Chapter 19 is not loaded in tests: its references are left out.
    expect(seeded.some((row) => row.code.startsWith('19'))).toBe(false);
  });
});

// Before the imports below replace the shipped references.
describe('the finder reads the vocabulary', () => {
  it('finds a subheading by a reference its own text lacks', async () => {
    // "usb chargers": 8504.40's text says "electrical static converters", never "chargers"; the
    // reference leads there.
    const response = await api.request('/api/hs-codes?q=usb%20chargers');
    expect(response.status).toBe(200);
    const body = await json<HsFinderAnswer>(response);
    expect(body.data[0]?.code).toBe('850440');
  });
});

describe('importing a vocabulary file', () => {
  it('maps each reference to its 2022 subheading, an older code to its successors, and shows progress', async () => {
    const progress: VocabularyImportProgress[] = [];
    const file = await write('good.json', JSON.stringify(GOOD, null, 2));
    const result = await importVocabularyFile(api.db, 'uk-search-references', file, {
      force: true, // the seeded release holds hundreds: this one would remove most of them
      onProgress: (step) => progress.push(step),
    });
    expect(result).toMatchObject({
      source: 'uk-search-references',
      entries: 4,
      rows: 5,
      added: 3, // "curly kale" and "action cameras" were seeded already
      older: 1,
      unknown: ['190510'],
    });
    expect(result.removed).toBeGreaterThan(100);
    expect(progress.map((step) => step.phase)).toEqual(
      expect.arrayContaining(['reading', 'mapping', 'writing']),
    );
    expect(progress.find((step) => step.phase === 'reading')).toMatchObject({
      done: expect.any(Number),
    });
    expect((await rows()).map(({ code, phrase }) => [code, phrase])).toEqual([
      ['070490', 'curly kale, fresh or chilled'],
      ['150920', 'olive oil, virgin, for retail sale'],
      ['150930', 'olive oil, virgin, for retail sale'],
      ['150940', 'olive oil, virgin, for retail sale'],
      ['852581', 'action cameras'],
    ]);
    const [kale] = await rows();
    expect(kale?.terms).toEqual(expect.arrayContaining(['curly', 'kale', 'fresh', 'chilled']));
    const known = await api.db.select().from(hsTerms).where(eq(hsTerms.term, 'curly'));
    expect(known).toHaveLength(1);
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await rows();
    const file = path.join(folder, 'good.json');
    const result = await importVocabularyFile(api.db, 'uk-search-references', file);
    expect(result).toMatchObject({ added: 0, removed: 0, rows: 5 });
    expect(await rows()).toEqual(before);
  });

  it.each([
    [
      'a code that is not digits',
      '{\n  "action cameras": "8525810000",\n  "usb chargers": "8504.40"\n}',
      /entry 2 at byte 38: the code of "usb chargers" is "8504.40", not 6 to 10 digits/,
    ],
    [
      'a code that is a number',
      '{"action cameras": 8525810000}',
      /entry 1 at byte 19: the code of "action cameras" is not a string of digits/,
    ],
    [
      'a reference given twice',
      '{"usb chargers": "8504400000", "USB chargers": "8504400000"}',
      /entry 2 at byte 31: "USB chargers" is given twice \(entry 1 too\)/,
    ],
    [
      'a missing comma',
      '{"usb chargers": "8504400000" "action cameras": "8525810000"}',
      /entry 1 at byte 30: a comma or } was expected/,
    ],
    [
      'a cut file',
      '{"usb chargers": "8504400000", "action cam',
      /entry 2 at byte 31: the file ends inside a string/,
    ],
    ['an array', '["usb chargers"]', /byte 0: an object of search references \(\{\) was expected/],
  ])('refuses %s with its position and leaves the database as it was', async (_, text, message) => {
    const before = await rows();
    const file = await write('bad.json', text);
    const attempt = importVocabularyFile(api.db, 'uk-search-references', file);
    await expect(attempt).rejects.toBeInstanceOf(VocabularyImportError);
    await expect(attempt).rejects.toThrow(message);
    expect(await rows()).toEqual(before);
  });

  it('refuses a release that would remove more than half of the references, unless forced', async () => {
    const before = await rows();
    const file = await write('small.json', JSON.stringify({ 'action cameras': '8525810000' }));
    await expect(importVocabularyFile(api.db, 'uk-search-references', file)).rejects.toThrow(
      /holds 1 search references where there are 5 now/,
    );
    expect(await rows()).toEqual(before);
  });
});

describe('a reference weighs below a code’s own words', () => {
  it('lists the code a reference leads to after the heading whose own name holds the words', async () => {
    const file = await write('olive.json', JSON.stringify({ 'olive oil': '3304990000' }));
    await importVocabularyFile(api.db, 'uk-search-references', file, { force: true });
    const response = await api.request('/api/hs-codes?q=olive%20oil');
    const found = (await json<HsFinderAnswer>(response)).data.map((row) => row.code);
    expect(found[0]).toBe('1509');
    expect(found).toContain('330499');
    expect(found.indexOf('330499')).toBeGreaterThan(found.indexOf('150920'));
  });
});
