import { and, count, eq, inArray, sql } from 'drizzle-orm';

import { hsTranslations } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { guardRelease } from '@/lib/imports/release-guard';
import { finderTermsOf } from '@/lib/search/finder-terms';

import {
  readVocabularyFile,
  VocabularyImportError,
  WRITE_BATCH,
  type VocabularyImportOptions,
} from './import-kit';
import {
  DICTIONARY_FORMAT,
  parseTranslations,
  TranslationsFileError,
  type TranslationEntry,
  type TranslationsFormat,
} from './translations-file';

// `npm run data:import-vocabulary -- freedict-eng-ara | wordnet-nouns` (issue 55, item 1): a
// source's pairs of a word and an English word it reads as, kept in hs_translations with the
// word's finder forms, so the finder also reads a query word as its English words
// (features/hs-codes/server/finder-translations.ts): a bilingual dictionary's Arabic words and
// their English (data/freedict-eng-ara/), a lexical database's everyday English nouns and the words
// of their meaning (data/wordnet-nouns/); each folder's README gives source, date and licence.
// The whole file is read and checked before anything is written; then one transaction brings the
// source's rows to the file's: a rerun of the same file changes nothing. A release that would
// remove more than half of them is refused unless forced (lib/imports/release-guard.ts).

/** The sources of pairs (a dictionary, a lexical database), each with its shipped file and format. */
export const TRANSLATION_SOURCES = {
  'freedict-eng-ara': {
    file: 'data/freedict-eng-ara/translations.tsv',
    what: 'translations',
    format: DICTIONARY_FORMAT,
  },
  'wordnet-nouns': {
    file: 'data/wordnet-nouns/related.tsv',
    what: 'related words',
    format: { header: 'related\tword', word: 'english' },
  },
} as const satisfies Record<string, { file: string; what: string; format: TranslationsFormat }>;
export type TranslationSource = keyof typeof TRANSLATION_SOURCES;

export type TranslationsImportResult = {
  source: TranslationSource;
  /** The file's pairs, and the rows the source has after the import (the same). */
  rows: number;
  added: number;
  removed: number;
};

const keyOf = (row: { english: string; word: string }) => `${row.english}\t${row.word}`;

/** Imports a file of `source`'s pairs (its shipped file by default). */
export async function importTranslationsFile(
  db: Db,
  source: TranslationSource,
  file: string = TRANSLATION_SOURCES[source].file,
  options: VocabularyImportOptions = {},
): Promise<TranslationsImportResult> {
  const { format } = TRANSLATION_SOURCES[source];
  const entries = await readVocabularyFile(
    file,
    options,
    (bytes) => parseTranslations(bytes, format),
    TranslationsFileError,
  );
  const wanted = new Map<string, TranslationEntry>(entries.map((entry) => [keyOf(entry), entry]));
  return db.transaction(async (tx) => {
    const ofSource = eq(hsTranslations.source, source);
    const stored = await tx
      .select({ english: hsTranslations.english, word: hsTranslations.word })
      .from(hsTranslations)
      .where(ofSource);
    guardRelease(
      {
        what: TRANSLATION_SOURCES[source].what,
        current: stored.length,
        next: wanted.size,
        force: options.force,
      },
      (message) => new VocabularyImportError(message),
    );
    const kept = new Set(stored.map(keyOf).filter((key) => wanted.has(key)));
    const removed = stored.filter((row) => !kept.has(keyOf(row)));
    const pairKey = sql`${hsTranslations.english} || chr(9) || ${hsTranslations.word}`;
    for (let start = 0; start < removed.length; start += WRITE_BATCH) {
      const keys = removed.slice(start, start + WRITE_BATCH).map(keyOf);
      await tx.delete(hsTranslations).where(and(ofSource, inArray(pairKey, keys)));
    }
    const added = [...wanted].filter(([key]) => !kept.has(key)).map(([, entry]) => entry);
    for (let start = 0; start < added.length; start += WRITE_BATCH) {
      const batch = added.slice(start, start + WRITE_BATCH).map((entry) => ({
        source,
        english: entry.english,
        word: entry.word,
        terms: finderTermsOf(entry.word),
      }));
      await tx.insert(hsTranslations).values(batch);
      options.onProgress?.({ phase: 'writing', done: start + batch.length, total: added.length });
    }
    return { source, rows: wanted.size, added: added.length, removed: removed.length };
  });
}

/** The shipped file of each source whose rows the database lacks (seeding, start-up). */
export async function importShippedTranslationsIfEmpty(
  db: Db,
): Promise<TranslationsImportResult[]> {
  const results: TranslationsImportResult[] = [];
  for (const source of Object.keys(TRANSLATION_SOURCES) as TranslationSource[]) {
    const [row] = await db
      .select({ value: count() })
      .from(hsTranslations)
      .where(eq(hsTranslations.source, source));
    if ((row?.value ?? 0) === 0) results.push(await importTranslationsFile(db, source));
  }
  return results;
}
