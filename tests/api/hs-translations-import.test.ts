import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { HsFinderAnswer } from '@/features/hs-codes/schemas';
import { hsTranslations } from '@/lib/db/schema';
import {
  importTranslationsFile,
  type TranslationSource,
} from '@/lib/hs/vocabulary/import-translations';
import {
  VocabularyImportError,
  type VocabularyImportProgress,
} from '@/lib/hs/vocabulary/import-vocabulary';

import { json, testApiForFile } from './helpers/test-api';

// Issue 55, item 1: `npm run data:import-vocabulary -- freedict-eng-ara | wordnet-nouns <file>`.
// The seed imports the shipped pairs (data/freedict-eng-ara, data/wordnet-nouns); an import brings
// the source's rows to a file's, each word with its finder forms. A malformed file is refused
// naming the line and its byte offset, and the database is left as it was; a rerun of the same file
// changes nothing. The finder reads an Arabic word also as its English words, and an English noun
// no term begins as the words of its meaning.

const api = testApiForFile();
let folder: string;

const rows = (source: TranslationSource = 'freedict-eng-ara') =>
  api.db
    .select({
      english: hsTranslations.english,
      word: hsTranslations.word,
      terms: hsTranslations.terms,
    })
    .from(hsTranslations)
    .where(eq(hsTranslations.source, source))
    .orderBy(asc(hsTranslations.english), asc(hsTranslations.word));

async function write(name: string, text: string): Promise<string> {
  const file = path.join(folder, name);
  await writeFile(file, text);
  return file;
}

const finds = async (q: string) => {
  const response = await api.request(`/api/hs-codes?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return (await json<HsFinderAnswer>(response)).data.map((row) => row.code);
};

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'translations-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('the shipped dictionary', () => {
  it('is seeded, each Arabic word with its forms', async () => {
    const seeded = await rows();
    expect(seeded.length).toBeGreaterThan(5000);
    const kettle = seeded.find((row) => row.english === 'kettle');
    expect(kettle?.terms).toEqual(expect.arrayContaining(['مغلاه']));
  });

  it('lets an Arabic word the Arabic names lack find the code its English leads to', async () => {
    // «مغلاة» (a kettle): no Arabic name holds it; "kettle" leads to 8516.79 (electro-thermic
    // appliances n.e.c.) through the UK search references.
    expect((await finds('مغلاة'))[0]).toBe('851679');
  });
});

describe('importing a dictionary', () => {
  it('brings the rows to the file’s, with progress', async () => {
    const progress: VocabularyImportProgress[] = [];
    const file = await write(
      'good.tsv',
      'english\tarabic\nkettle\tالمغلاة\nstapler\tكباسة\nzipper\tسوستة\n',
    );
    const result = await importTranslationsFile(api.db, 'freedict-eng-ara', file, {
      force: true, // the seeded release holds thousands: this one would remove most of them
      onProgress: (step) => progress.push(step),
    });
    expect(result).toMatchObject({ source: 'freedict-eng-ara', rows: 3, added: 2 });
    // "kettle" and «المغلاة» were seeded already: kept, not added again.
    expect(result.removed).toBeGreaterThan(5000);
    expect(progress.map((step) => step.phase)).toEqual(
      expect.arrayContaining(['reading', 'writing']),
    );
    expect((await rows()).map(({ english, word }) => [english, word])).toEqual([
      ['kettle', 'المغلاة'],
      ['stapler', 'كباسة'],
      ['zipper', 'سوستة'],
    ]);
    expect((await rows())[0]?.terms).toEqual(expect.arrayContaining(['المغلاه', 'مغلاه']));
    expect((await finds('مغلاة'))[0]).toBe('851679');
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await rows();
    const result = await importTranslationsFile(
      api.db,
      'freedict-eng-ara',
      path.join(folder, 'good.tsv'),
    );
    expect(result).toMatchObject({ rows: 3, added: 0, removed: 0 });
    expect(await rows()).toEqual(before);
  });

  it.each([
    [
      'a line of one field',
      'english\tarabic\nkettle\tمغلاة\nzipper سوستة\n',
      /line 3 at byte 33: 1 fields/,
    ],
    [
      'a phrase for a word',
      'english\tarabic\nkettle\tمغلاة كهربائية\n',
      /line 2 at byte 15: "مغلاة كهربائية" is not one Arabic word/,
    ],
    ['no header', 'kettle\tمغلاة\n', /line 1 at byte 0: the header/],
  ])('refuses %s with its position and leaves the database as it was', async (_, text, message) => {
    const before = await rows();
    const file = await write('bad.tsv', text);
    const attempt = importTranslationsFile(api.db, 'freedict-eng-ara', file);
    await expect(attempt).rejects.toBeInstanceOf(VocabularyImportError);
    await expect(attempt).rejects.toThrow(message);
    expect(await rows()).toEqual(before);
  });

  it('refuses a release that would remove more than half of the pairs, unless forced', async () => {
    const before = await rows();
    const file = await write('small.tsv', 'english\tarabic\nkettle\tالمغلاة\n');
    const attempt = importTranslationsFile(api.db, 'freedict-eng-ara', file);
    await expect(attempt).rejects.toBeInstanceOf(VocabularyImportError);
    await expect(attempt).rejects.toThrow(/holds 1 translations where there are 3 now/);
    expect(await rows()).toEqual(before);
  });

  it('finds nothing by the translation once the pair is gone', async () => {
    const file = await write('zipper.tsv', 'english\tarabic\nzipper\tسوستة\n');
    await importTranslationsFile(api.db, 'freedict-eng-ara', file, { force: true });
    expect(await finds('مغلاة')).not.toContain('851679');
  });
});

describe('a lexical database’s nouns (WordNet)', () => {
  it('is seeded, and an English noun no term begins finds the code its meaning leads to', async () => {
    const seeded = await rows('wordnet-nouns');
    expect(seeded.length).toBeGreaterThan(10000);
    expect(seeded.find((row) => row.word === 'zipper')?.english).toBe('fastener');
    // "aniseed": no term begins it (a typo finds other words); WordNet's "anise" is 09.09's.
    expect((await finds('aniseed'))[0]).toMatch(/^0909/);
  });

  it('imports a release, changes nothing on a rerun and refuses a malformed one', async () => {
    const file = await write(
      'nouns.tsv',
      'related\tword\nanise\taniseed\ncandy\tmarshmallow\nanise\tolives\n',
    );
    const first = await importTranslationsFile(api.db, 'wordnet-nouns', file, { force: true });
    expect(first).toMatchObject({ source: 'wordnet-nouns', rows: 3 });
    expect((await rows('wordnet-nouns')).map(({ english, word }) => [english, word])).toEqual([
      ['anise', 'aniseed'],
      ['anise', 'olives'],
      ['candy', 'marshmallow'],
    ]);
    expect((await finds('aniseed'))[0]).toMatch(/^0909/);
    // A word terms begin keeps its own reading: "olives" is not read through its pair.
    expect((await finds('olives')).some((code) => code.startsWith('0909'))).toBe(false);
    const again = await importTranslationsFile(api.db, 'wordnet-nouns', file);
    expect(again).toMatchObject({ rows: 3, added: 0, removed: 0 });
    const before = await rows('wordnet-nouns');
    const bad = await write('bad-nouns.tsv', 'related\tword\nanise\tسوستة\n');
    const attempt = importTranslationsFile(api.db, 'wordnet-nouns', bad);
    await expect(attempt).rejects.toBeInstanceOf(VocabularyImportError);
    await expect(attempt).rejects.toThrow(/line 2 at byte 13: "سوستة" is not an English word/);
    expect(await rows('wordnet-nouns')).toEqual(before);
    // The other source's rows are not this import's.
    expect((await rows()).length).toBeGreaterThan(0);
  });
});
