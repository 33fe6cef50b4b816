import { SEARCH_MAX_LENGTH } from '@/lib/constants';

import { normalizeText } from './normalize-text';

// The words the site search compares (issue 28). A text and a query are normalised the same way
// (normalize-text.ts), then cut into words: runs of letters and digits. Punctuation, `%`, `_` and
// the characters of regular expressions only separate words, so they never act as wildcards.
// Arabic joins the article and some conjunctions and prepositions to the word: "بالأردن" (in Jordan)
// is indexed as itself and as "الاردن" and "اردن", so the word typed alone finds it.

/** The words a query matches at most: the first eight distinct ones. */
export const MAX_QUERY_WORDS = 8;

/** A word of at least this many letters also finds terms that differ by a typo. */
export const MIN_TYPO_WORD_LENGTH = 5;

const WORD = /[\p{L}\p{N}]+/gu;
const ARABIC_WORD = /^[\u0621-\u064a]+$/;
/** The article with a conjunction or preposition before it: و ب ك ف + ال. */
const BEFORE_ARTICLE = ['وال', 'بال', 'كال', 'فال'];
/** The conjunctions that join any word (and, then). */
const CONJUNCTIONS = ['و', 'ف'];
/** The shortest stem a clitic is taken from (two letters and more stay words). */
const MIN_STEM = 2;

/** The words of an already normalised text, in order (repeats kept). */
export const wordsOf = (normalized: string): string[] => normalized.match(WORD) ?? [];

/** A normalised word and the forms it is also found by (its Arabic clitics taken off). */
export function wordForms(word: string): string[] {
  if (!ARABIC_WORD.test(word)) return [word];
  const forms = [word];
  const add = (form: string) => {
    if (form.length >= MIN_STEM && !forms.includes(form)) forms.push(form);
  };
  const withArticle = BEFORE_ARTICLE.find((prefix) => word.startsWith(prefix));
  if (withArticle && word.length - withArticle.length >= MIN_STEM) {
    add(word.slice(1));
    add(word.slice(withArticle.length));
  } else if (word.startsWith('لل') && word.length - 2 >= MIN_STEM) {
    add(`ال${word.slice(2)}`);
    add(word.slice(2));
  } else if (word.startsWith('ال') && word.length - 2 >= MIN_STEM) {
    add(word.slice(2));
  } else if (CONJUNCTIONS.includes(word[0] ?? '') && word.length - 1 > MIN_STEM) {
    add(word.slice(1));
  }
  return forms;
}

/** The distinct terms of a text as the index stores them: its words and their other forms. */
export function termsOf(text: string): string[] {
  const terms = new Set<string>();
  for (const word of wordsOf(normalizeText(text))) {
    for (const form of wordForms(word)) terms.add(form);
  }
  return [...terms];
}

/** A query as the search reads it: trimmed, cut to 200 characters (part 3 §5). */
export const searchQueryText = (query: string) => query.trim().slice(0, SEARCH_MAX_LENGTH);

/** The distinct normalised words of a query (at most MAX_QUERY_WORDS); none for an empty one. */
export function queryWordsOf(query: string): string[] {
  return [...new Set(wordsOf(normalizeText(searchQueryText(query))))].slice(0, MAX_QUERY_WORDS);
}
