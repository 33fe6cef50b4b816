import 'server-only';
import { sql } from 'drizzle-orm';

import { hsCodes, hsSynonyms } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { rowsOf, type WordTerms } from '@/lib/search/vocabulary-match';

import { intArray, textArray } from './finder-sql';

// A product's family, as the nomenclature's structure gives it (issue 55, item 2). The headings of
// state and preparation name a family, not its members: 08.11 "Fruit …, frozen", 20.01 "Vegetables,
// fruit … prepared or preserved by vinegar", 16.04 "Prepared or preserved fish". A query names the
// member ("frozen mango", "pickled turnips", «لفت مخلل»). So a query word that is the subject of a
// code of the chapter of fresh meat, fish, vegetables or fruit (or a word of the agency's synonym
// of one, in a query of several words: "okra", «بامية» name 07.09 only so; alone, the word finds
// its own codes, not every vegetable's) also reads as that chapter's family word, counted as a
// term the word begins (2 points, below the word itself): the family's headings hold the word
// then, and the state the query names decides between them and the member's own heading ("mango"
// alone stays 08.04, "frozen mango" goes to 08.11).

/** The chapters whose members the headings of state name by family, and the family's words. */
const FAMILIES: Readonly<Record<string, { en: readonly string[]; ar: readonly string[] }>> = {
  '02': { en: ['meat'], ar: ['لحوم', 'لحم'] },
  '03': { en: ['fish'], ar: ['اسماك', 'سمك'] },
  '07': { en: ['vegetable'], ar: ['خضر'] },
  '08': { en: ['fruit'], ar: ['فواكه', 'فاكهه'] },
};
const CHAPTERS = Object.keys(FAMILIES);
const ARABIC = /[\u0621-\u064a]/;

/**
 * Each entry's family words (none for most): those of the chapters of which one of the word's
 * forms is a code's subject (or, `bySynonyms`, a word of a staff synonym of one). `looked` says
 * which entries to look up (the product's words, not its qualifiers). One round trip, through the
 * terms' GIN indexes.
 */
export async function familyWords(
  db: Db,
  entries: readonly WordTerms[],
  looked: readonly boolean[],
  bySynonyms: boolean,
): Promise<string[][]> {
  const forms: string[] = [];
  const indexes: number[] = [];
  entries.forEach((entry, index) => {
    if (!looked[index]) return;
    for (const form of entry.exact) {
      forms.push(form);
      indexes.push(index);
    }
  });
  const found: string[][] = entries.map(() => []);
  if (forms.length === 0) return found;
  const rows = rowsOf<{ i: number; chapter: string }>(
    await db.execute(sql`
      select distinct f.i, left(h.code, 2) as chapter
      from unnest(${textArray(forms)}, ${intArray(indexes)}) as f(form, i)
      join lateral (
        select code from ${hsCodes}
        where terms @> array[f.form] and f.form = any(subject_terms)
          and left(code, 2) = any(${textArray(CHAPTERS)})
        union all
        select code from ${hsSynonyms}
        where ${bySynonyms} and terms @> array[f.form] and kind = 'staff'
          and left(code, 2) = any(${textArray(CHAPTERS)})
      ) as h on true`),
  );
  for (const row of rows) {
    const entry = entries[Number(row.i)];
    const family = FAMILIES[row.chapter];
    if (!entry || !family) continue;
    const words = ARABIC.test(entry.word) ? family.ar : family.en;
    for (const word of words) {
      if (!entry.exact.includes(word) && !found[Number(row.i)]!.includes(word))
        found[Number(row.i)]!.push(word);
    }
  }
  return found;
}
