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
import { rowsOf, TYPO_SIMILARITY } from '@/lib/search/vocabulary-match';

import { textArray } from './finder-sql';

// The query's English compounds the vocabulary does not know (no term begins with the word or one
// of its forms, none is a typo away: "blueberries" is a typo of "bilberries") read as their two
// parts (lib/search/compound-split.ts). One round trip, only for a query with a long Latin word.

/** The query's words, each unknown compound replaced by its two known parts. */
export async function splitCompounds(db: Db, words: readonly string[]): Promise<string[]> {
  const tried = words.filter(mayBeCompound);
  if (tried.length === 0) return [...words];
  const forms = [...new Set(tried.flatMap(partForms))];
  const parts = [
    ...new Set(tried.flatMap((word) => compoundSplits(word).flat().flatMap(partForms))),
  ];
  const rows = rowsOf<{ kind: string; term: string }>(
    await db.execute(sql`
      select 'word' as kind, w as term from unnest(${textArray(forms)}) as w
      where exists (select 1 from ${hsTerms} where ${hsTerms.term} like w || '%')
        or exists (select 1 from ${hsTerms} where ${hsTerms.term} % w
          and left(${hsTerms.term}, 1) = left(w, 1) and abs(length(${hsTerms.term}) - length(w)) <= 1
          and similarity(${hsTerms.term}, w) >= ${sql.raw(String(TYPO_SIMILARITY))})
      union all
      select 'part', ${hsTerms.term} from ${hsTerms} where ${hsTerms.term} = any(${textArray(parts)})`),
  );
  const begun = new Set(rows.filter((row) => row.kind === 'word').map((row) => row.term));
  const isBegun = (word: string) => partForms(word).some((form) => begun.has(form));
  const known = new Set(rows.filter((row) => row.kind === 'part').map((row) => row.term));
  return words.flatMap((word) => {
    const split = mayBeCompound(word) && !isBegun(word) ? compoundParts(word, known) : null;
    return split ?? [word];
  });
}
