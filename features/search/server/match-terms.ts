import 'server-only';

import { searchTerms } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { wordForms } from '@/lib/search/search-terms';
import { matchVocabulary, type WordTerms } from '@/lib/search/vocabulary-match';

export { rowsOf, type WordTerms } from '@/lib/search/vocabulary-match';

// The site search's words matched to its index's vocabulary (search_terms): each word and its
// stem (lib/search/vocabulary-match.ts says how).

const SITE_VOCABULARY = { table: searchTerms, term: searchTerms.term };

/** Each word's terms: one round trip, and one more when a long word begins no term. */
export function matchTerms(db: Db, words: readonly string[]): Promise<WordTerms[]> {
  return matchVocabulary(db, SITE_VOCABULARY, words, (word) => [wordForms(word).at(-1) ?? word]);
}
