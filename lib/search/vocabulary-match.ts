import { sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

import type { Db } from '@/lib/db/types';

import { MIN_TYPO_WORD_LENGTH } from './search-terms';

// A query's words matched to a vocabulary (a table of terms, trigram-indexed: the site search's
// search_terms, the HS finder's hs_terms): each word matches the terms it begins (itself included:
// whole words and prefixes), and so do its other forms (an Arabic word without its article or
// conjunction: "بالأردن" finds "الأردنية"; an English plural's singular). A word that begins no
// term at all (a typo, not a word being typed) matches, from five letters on, the terms a typo
// away: as alike as pg_trgm's similarity says, a letter longer or shorter at most, and with the
// same first letter (people rarely mistype the first one; it keeps "يدويا" from "ادويا").

/** The prefix completions kept per form (the shortest first): enough for a word being typed. */
const PREFIX_TERMS = 64;
/** The typo neighbours kept per word (the most similar first). */
const TYPO_TERMS = 8;
/** How alike a term and a word must be to count as a typo (pg_trgm similarity, 0 to 1). */
export const TYPO_SIMILARITY = 0.3;
/** How many letters longer or shorter than the word a typo may be (one letter typed or missed). */
const TYPO_LENGTH_DIFFERENCE = 1;

export type WordTerms = {
  word: string;
  /** The word and its other forms, the exact matches. */
  exact: string[];
  /** Terms beginning with the word or one of its forms (those among them). */
  prefix: string[];
  /** Terms within a typo of it (only for a word that begins no term). */
  typo: string[];
  /** Terms the word stands for, counted as a term it begins (the HS finder's families). */
  related?: string[];
};

/** Where the terms are: a table and its one text column. */
export type Vocabulary = { table: PgTable; term: AnyPgColumn };

const likePrefix = (word: string) => `${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
const int = (value: number) => sql.raw(String(Math.trunc(value)));

/** The rows of db.execute's answer (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? [];
}

type Row = { i: number; term: string };

/** The row index of the asked `known` terms in the prefix statement's answer. */
const KNOWN = -1;

async function prefixTerms(
  db: Db,
  { table, term }: Vocabulary,
  entries: readonly WordTerms[],
  known: readonly string[],
) {
  const parts = entries.flatMap(({ exact }, index) =>
    exact.map(
      (form) => sql`(select ${int(index)} as i, ${term} as term from ${table}
        where ${term} like ${likePrefix(form)}
        order by length(${term}), ${term} limit ${int(PREFIX_TERMS)})`,
    ),
  );
  if (known.length > 0) {
    const asked = sql.join(
      known.map((candidate) => sql`${candidate}`),
      sql`, `,
    );
    parts.push(sql`(select ${int(KNOWN)} as i, ${term} as term from ${table}
      where ${term} in (${asked}))`);
  }
  return rowsOf<Row>(await db.execute(sql.join(parts, sql` union all `)));
}

async function typoTerms(db: Db, { table, term }: Vocabulary, stems: readonly [number, string][]) {
  const parts = stems.map(
    ([index, stem]) => sql`(select ${int(index)} as i, ${term} as term from ${table}
      where ${term} % ${stem}
        and left(${term}, 1) = ${[...stem][0] ?? ''}
        and abs(length(${term}) - ${int([...stem].length)}) <= ${int(TYPO_LENGTH_DIFFERENCE)}
        and similarity(${term}, ${stem}) >= ${sql.raw(String(TYPO_SIMILARITY))}
      order by similarity(${term}, ${stem}) desc, ${term}
      limit ${int(TYPO_TERMS)})`,
  );
  return rowsOf<Row>(await db.execute(sql.join(parts, sql` union all `)));
}

/**
 * Each word's terms in `vocabulary`, a word's forms given by `formsOf` (the word first, its stem
 * last): one round trip, and one more when a long word begins no term.
 */
export async function matchVocabulary(
  db: Db,
  vocabulary: Vocabulary,
  words: readonly string[],
  formsOf: (word: string) => string[],
): Promise<WordTerms[]> {
  const { entries } = await matchVocabularyWith(db, vocabulary, words, formsOf, {
    besideTypos: async () => null,
  });
  return entries;
}

type MatchOptions<T> = {
  /** Work that needs only the words' prefix matches (given the entries before their typos). */
  besideTypos: (entries: readonly WordTerms[]) => Promise<T>;
  /** Candidate terms asked in the prefix statement: which of them the vocabulary holds. */
  known?: readonly string[];
};

/**
 * matchVocabulary, with `besideTypos` run at the same time as the typo round trip, and the `known`
 * candidates among the terms, asked in the first round trip.
 */
export async function matchVocabularyWith<T>(
  db: Db,
  vocabulary: Vocabulary,
  words: readonly string[],
  formsOf: (word: string) => string[],
  { besideTypos, known = [] }: MatchOptions<T>,
): Promise<{ entries: WordTerms[]; beside: T; known: Set<string> }> {
  const entries: WordTerms[] = words.map((word) => ({
    word,
    exact: [...new Set([word, ...formsOf(word)])],
    prefix: [],
    typo: [],
  }));
  const found = new Set<string>();
  if (entries.length === 0) return { entries, beside: await besideTypos(entries), known: found };
  for (const row of await prefixTerms(db, vocabulary, entries, known)) {
    if (Number(row.i) === KNOWN) found.add(row.term);
    const entry = entries[Number(row.i)];
    if (entry && !entry.prefix.includes(row.term)) entry.prefix.push(row.term);
  }
  const stems = entries.flatMap((entry, index): [number, string][] => {
    const stem = entry.exact.at(-1) ?? entry.word;
    return entry.prefix.length === 0 && [...stem].length >= MIN_TYPO_WORD_LENGTH
      ? [[index, stem]]
      : [];
  });
  const [typos, beside] = await Promise.all([
    stems.length > 0 ? typoTerms(db, vocabulary, stems) : [],
    besideTypos(entries),
  ]);
  for (const row of typos) entries[Number(row.i)]?.typo.push(row.term);
  return { entries, beside, known: found };
}
