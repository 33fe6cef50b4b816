import { and, count, eq, inArray } from 'drizzle-orm';

import { hsCodes, hsCorrelations, hsSynonyms } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { guardRelease } from '@/lib/imports/release-guard';
import { finderTermsOf } from '@/lib/search/finder-terms';
import { addFinderTerms } from '@/lib/search/finder-vocabulary';

import {
  readVocabularyFile,
  VocabularyImportError,
  WRITE_BATCH,
  type VocabularyImportOptions,
} from './import-kit';
import { parseReferences, ReferencesFileError, type ReferenceEntry } from './references-file';

// `npm run data:import-vocabulary` (issue 55, item 1): the everyday words an official tariff's
// index gives its lines, brought in as extra text of the HS 2022 subheadings they lead to. Today
// one source: the UK Trade Tariff's search references (data/uk-search-references/, see its README).
// Each reference's commodity code is cut to its HS subheading (6 digits); a subheading the 2022
// nomenclature lacks is an older edition's, mapped to its 2022 successors through the correlation
// tables (hs_correlations, data/hs-correlation/: HS 2017 first, then HS 2012); one no edition
// knows is left out and counted. The rows are hs_synonyms of kind `vocabulary` (offering_type names
// their source), weighed below a name's own words by the finder (features/hs-codes/server/synonyms.ts).
// The whole file is read and checked before anything is written; then one transaction brings the
// source's rows to the file's: a rerun of the same file changes nothing. A release that would
// remove more than half of them is refused unless forced (lib/imports/release-guard.ts).

/** The vocabulary sources, each with the file shipped with the portal. */
export const VOCABULARY_SOURCES = {
  'uk-search-references': {
    file: 'data/uk-search-references/search-references.json',
    what: 'search references',
  },
} as const;
export type VocabularySource = keyof typeof VOCABULARY_SOURCES;
export {
  VocabularyImportError,
  type VocabularyImportOptions,
  type VocabularyImportProgress,
} from './import-kit';

export type VocabularyImportResult = {
  source: VocabularySource;
  /** The file's references. */
  entries: number;
  /** Rows (a reference and a 2022 subheading) the source has after the import. */
  rows: number;
  added: number;
  removed: number;
  /** References whose subheading is an older edition's, mapped through the correlation tables. */
  older: number;
  /** The subheadings no edition the database holds knows, their references left out. */
  unknown: string[];
};

const keyOf = (code: string, phrase: string) => `${code}\u0000${phrase}`;

/** Each subheading of the file to its 2022 codes: itself, an older code's successors, or none. */
async function codesOf(db: Db, subheadings: string[]): Promise<Map<string, string[]>> {
  const current = new Set<string>();
  for (let start = 0; start < subheadings.length; start += WRITE_BATCH) {
    const batch = subheadings.slice(start, start + WRITE_BATCH);
    const rows = await db
      .select({ code: hsCodes.code })
      .from(hsCodes)
      .where(inArray(hsCodes.code, batch));
    for (const row of rows) current.add(row.code);
  }
  const older = subheadings.filter((code) => !current.has(code));
  const successors = new Map<string, { edition: number; codes: string[] }>();
  if (older.length > 0) {
    const rows = await db
      .select({
        old: hsCorrelations.old_code,
        edition: hsCorrelations.old_edition,
        code: hsCodes.code,
      })
      .from(hsCorrelations)
      .innerJoin(hsCodes, eq(hsCodes.code, hsCorrelations.code))
      .where(inArray(hsCorrelations.old_code, older));
    // The newest edition that has the code gives its successors (resolve-hs-code.ts's rule).
    for (const row of rows) {
      const found = successors.get(row.old);
      if (!found || row.edition > found.edition) {
        successors.set(row.old, { edition: row.edition, codes: [row.code] });
      } else if (row.edition === found.edition) found.codes.push(row.code);
    }
  }
  return new Map(
    subheadings.map((code) => [
      code,
      current.has(code) ? [code] : [...new Set(successors.get(code)?.codes ?? [])].sort(),
    ]),
  );
}

/** The rows the file gives: a reference and each 2022 subheading it leads to, once. */
function wantedRows(entries: ReferenceEntry[], mapped: Map<string, string[]>) {
  const rows = new Map<string, { code: string; phrase: string }>();
  for (const entry of entries) {
    for (const code of mapped.get(entry.code.slice(0, 6)) ?? []) {
      rows.set(keyOf(code, entry.phrase), { code, phrase: entry.phrase });
    }
  }
  return rows;
}

const ofSource = (source: VocabularySource) =>
  and(eq(hsSynonyms.kind, 'vocabulary'), eq(hsSynonyms.offering_type, source));

/** Imports a vocabulary file of `source` (its shipped file by default). */
export async function importVocabularyFile(
  db: Db,
  source: VocabularySource,
  file: string = VOCABULARY_SOURCES[source].file,
  options: VocabularyImportOptions = {},
): Promise<VocabularyImportResult> {
  const entries = await readVocabularyFile(file, options, parseReferences, ReferencesFileError);
  const subheadings = [...new Set(entries.map((entry) => entry.code.slice(0, 6)))].sort();
  options.onProgress?.({ phase: 'mapping', done: 0, total: subheadings.length });
  const mapped = await codesOf(db, subheadings);
  options.onProgress?.({ phase: 'mapping', done: subheadings.length, total: subheadings.length });
  const unknown = subheadings.filter((code) => mapped.get(code)?.length === 0);
  const older = entries.filter((entry) => {
    const codes = mapped.get(entry.code.slice(0, 6)) ?? [];
    return codes.length > 0 && codes[0] !== entry.code.slice(0, 6);
  }).length;
  const wanted = wantedRows(entries, mapped);
  return db.transaction(async (tx) => {
    const stored = await tx
      .select({ id: hsSynonyms.id, code: hsSynonyms.code, phrase: hsSynonyms.phrase_en })
      .from(hsSynonyms)
      .where(ofSource(source));
    guardRelease(
      {
        what: VOCABULARY_SOURCES[source].what,
        current: stored.length,
        next: wanted.size,
        force: options.force,
      },
      (message) => new VocabularyImportError(message),
    );
    const kept = new Set<string>();
    const removed = stored.filter((row) => {
      const key = keyOf(row.code, row.phrase);
      if (wanted.has(key) && !kept.has(key)) {
        kept.add(key);
        return false;
      }
      return true;
    });
    for (let start = 0; start < removed.length; start += WRITE_BATCH) {
      const ids = removed.slice(start, start + WRITE_BATCH).map((row) => row.id);
      await tx.delete(hsSynonyms).where(inArray(hsSynonyms.id, ids));
    }
    const added = [...wanted].filter(([key]) => !kept.has(key)).map(([, row]) => row);
    for (let start = 0; start < added.length; start += WRITE_BATCH) {
      const batch = added.slice(start, start + WRITE_BATCH).map((row) => ({
        code: row.code,
        phrase_en: row.phrase,
        phrase_ar: '',
        terms: finderTermsOf(row.phrase, ''),
        kind: 'vocabulary' as const,
        offering_type: source,
      }));
      await tx.insert(hsSynonyms).values(batch);
      await addFinderTerms(
        tx,
        batch.flatMap((row) => row.terms),
      );
      options.onProgress?.({ phase: 'writing', done: start + batch.length, total: added.length });
    }
    return {
      source,
      entries: entries.length,
      rows: wanted.size,
      added: added.length,
      removed: removed.length,
      older,
      unknown,
    };
  });
}

/** The shipped file of each source whose rows the database lacks (seeding, start-up). */
export async function importShippedVocabularyIfEmpty(db: Db): Promise<VocabularyImportResult[]> {
  const results: VocabularyImportResult[] = [];
  for (const source of Object.keys(VOCABULARY_SOURCES) as VocabularySource[]) {
    const [row] = await db.select({ value: count() }).from(hsSynonyms).where(ofSource(source));
    if ((row?.value ?? 0) === 0) results.push(await importVocabularyFile(db, source));
  }
  return results;
}
