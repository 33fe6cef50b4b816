import { sql } from 'drizzle-orm';

import { hsCodes, hsSynonyms, hsTerms } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

// The HS finder's vocabulary (hs_terms, trigram-indexed): every term its names and synonyms hold,
// so a word being typed finds the terms it begins and a mistyped one the terms a typo away. Terms
// are added whenever a name or synonym is written; one no longer used only matches nothing.

/** Adds the terms of every name and synonym that the vocabulary lacks. */
export async function refreshFinderVocabulary(db: Db): Promise<void> {
  await db.execute(sql`insert into ${hsTerms} (term)
    select term from (
      select unnest(${hsCodes.terms}) as term from ${hsCodes}
      union select unnest(${hsSynonyms.terms}) from ${hsSynonyms}
    ) as used
    where term <> ''
    on conflict do nothing`);
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
    .values(sorted.map((term) => ({ term })))
    .onConflictDoNothing();
}
