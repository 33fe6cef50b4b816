import { sql } from 'drizzle-orm';

import { hsCodes, hsSynonyms, hsTerms } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import { englishLoanKey } from './loanword-key';
import { rowsOf } from './vocabulary-match';

// The HS finder's vocabulary (hs_terms, trigram-indexed): every term its names and synonyms hold,
// so a word being typed finds the terms it begins and a mistyped one the terms a typo away. Terms
// are added whenever a name or synonym is written; one no longer used only matches nothing. Each
// term keeps its sound key (loanword-key.ts, '' for none), computed when it is added.

const BATCH = 1000;
const loanKeyOf = (term: string) => englishLoanKey(term) ?? '';

/** Computes the sound key of every term that has none yet (a database of before, a new term). */
export async function fillLoanKeys(db: Db): Promise<number> {
  const terms = rowsOf<{ term: string }>(
    await db.execute(sql`select term from ${hsTerms} where loan_key is null order by term`),
  ).map((row) => row.term);
  for (let start = 0; start < terms.length; start += BATCH) {
    const batch = JSON.stringify(
      terms.slice(start, start + BATCH).map((term) => ({ term, key: loanKeyOf(term) })),
    );
    await db.execute(sql`update ${hsTerms} as h set loan_key = v.key
      from jsonb_to_recordset(${batch}::jsonb) as v(term text, key text) where h.term = v.term`);
  }
  return terms.length;
}

/** Adds the terms of every name and synonym that the vocabulary lacks. */
export async function refreshFinderVocabulary(db: Db): Promise<void> {
  await db.execute(sql`insert into ${hsTerms} (term)
    select term from (
      select unnest(${hsCodes.terms}) as term from ${hsCodes}
      union select unnest(${hsSynonyms.terms}) from ${hsSynonyms}
    ) as used
    where term <> ''
    on conflict do nothing`);
  await fillLoanKeys(db);
}

/**
 * Adds terms to the vocabulary (a synonym's, as it is written), in one order for every writer so
 * that two changes adding the same new terms wait for each other rather than deadlock.
 */
export async function addFinderTerms(db: Db, terms: readonly string[]): Promise<void> {
  const sorted = [...new Set(terms.filter((term) => term !== ''))].sort();
  if (sorted.length === 0) return;
  await db
    .insert(hsTerms)
    .values(sorted.map((term) => ({ term, loan_key: loanKeyOf(term) })))
    .onConflictDoNothing();
}
