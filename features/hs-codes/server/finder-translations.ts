import 'server-only';
import { sql } from 'drizzle-orm';

import { hsTerms, hsTranslations } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { finderQueryForms, finderWordForms } from '@/lib/search/finder-terms';
import { arabicLoanKey } from '@/lib/search/loanword-key';
import { rowsOf } from '@/lib/search/vocabulary-match';

import { intArray, textArray } from './finder-sql';

// An Arabic query word read also as its English words (issue 55, item 1): the Arabic names are the
// portal's translation of the headings, so a word they lack («سوستة», «كباسة») found nothing,
// while the English names and the UK search references hold its English ("zippers", "stapler").
// The pairs come from a bilingual dictionary (hs_translations, lib/hs/vocabulary/
// import-translations.ts). The English words' forms count as a related term (2 points, as a
// product's family), below the Arabic word held whole (3): a code whose Arabic name holds the word
// keeps its place before one found through a translation. A word the dictionary lacks may be an
// English name in Arabic letters («ديجيتال», «مشروم»): it reads as the English terms of its sound
// (lib/search/loanword-key.ts), counted alike. An English word's pairs are a lexical database's
// (WordNet's nouns: "zipper" reads as "fastener"); find-codes.ts asks them only for a word no
// term begins. One round trip, through the pairs' GIN index and the terms' sound keys.

const ARABIC = /[\u0621-\u064a]/;

/**
 * Each word's English forms (none for a word no source pairs with an English word), for the words
 * `asked` names; none for the others.
 */
export async function translatedWords(
  db: Db,
  words: readonly string[],
  asked: (word: string, index: number) => boolean,
): Promise<string[][]> {
  const forms: string[] = [];
  const indexes: number[] = [];
  const keys: string[] = [];
  const keyIndexes: number[] = [];
  words.forEach((word, index) => {
    if (!asked(word, index)) return;
    const arabic = ARABIC.test(word);
    for (const form of finderQueryForms(word)) {
      forms.push(form);
      indexes.push(index);
      const key = arabic ? arabicLoanKey(form) : null;
      if (key && !keys.some((other, at) => other === key && keyIndexes[at] === index)) {
        keys.push(key);
        keyIndexes.push(index);
      }
    }
  });
  const found: string[][] = words.map(() => []);
  if (forms.length === 0) return found;
  const rows = rowsOf<{ i: number; english: string }>(
    await db.execute(sql`
      with pairs as (
        select distinct f.i, t.english
        from unnest(${textArray(forms)}, ${intArray(indexes)}) as f(form, i)
        join ${hsTranslations} t on t.terms @> array[f.form]
      )
      select i, english from pairs
      union
      select k.i, h.term from unnest(${textArray(keys)}, ${intArray(keyIndexes)}) as k(key, i)
        join ${hsTerms} h on h.loan_key = k.key
      where k.i not in (select i from pairs)`),
  );
  for (const row of rows) {
    const list = found[Number(row.i)];
    if (!list) continue;
    for (const form of finderWordForms(row.english)) if (!list.includes(form)) list.push(form);
  }
  return found;
}
