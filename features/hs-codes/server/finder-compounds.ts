import 'server-only';
import { sql } from 'drizzle-orm';

import { hsTerms } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import {
  compoundParts,
  compoundSplits,
  mayBeCompound,
  partForms,
} from '@/lib/search/compound-split';
import { rowsOf } from '@/lib/search/vocabulary-match';

import { textArray } from './finder-sql';

// The query's English compounds that found nothing (no term begins the word or one of its forms,
// none is a typo of it: "blueberries" finds "bilberries" as a typo) read as their two parts
// (lib/search/compound-split.ts). One round trip, only for a query with such a word. The other way,
// two English words typed for a compound are asked joined in the words' own look-up (find-codes.ts).

/** Which of `candidates` are terms of the finder's vocabulary. */
async function knownTerms(db: Db, candidates: readonly string[]): Promise<Set<string>> {
  const rows = rowsOf<{ term: string }>(
    await db.execute(
      sql`select ${hsTerms.term} as term from ${hsTerms} where ${hsTerms.term} = any(${textArray([...candidates])})`,
    ),
  );
  return new Set(rows.map((row) => row.term));
}

/** The query's words, each of the `unknown` compounds replaced by its two known parts. */
export async function splitCompounds(
  db: Db,
  words: readonly string[],
  unknown: readonly string[],
): Promise<string[]> {
  const tried = unknown.filter(mayBeCompound);
  if (tried.length === 0) return [...words];
  const parts = [
    ...new Set(tried.flatMap((word) => compoundSplits(word).flat().flatMap(partForms))),
  ];
  const terms = await knownTerms(db, parts);
  return words.flatMap(
    (word) => (tried.includes(word) ? compoundParts(word, terms) : null) ?? [word],
  );
}
