import { termsOf, wordForms } from './search-terms';

// The words of a finder over names (the HS finder, issue 37): the site search's words (normalised,
// Arabic clitics taken off) and, for an English word in the plural, its singular, so "tomatoes",
// "berries" and "boxes" find "tomato", "berry" and "box" and the other way round.

const LATIN_WORD = /^[a-z]+$/;
const MIN_PLURAL_LENGTH = 4;
/** Endings that look plural but are not ("glass", "citrus", "analysis"). */
const NOT_PLURAL = ['ss', 'us', 'is'];
/** Words whose plural is themselves. */
const INVARIANT = new Set(['species', 'series', 'molasses', 'aids', 'means', 'news']);

/** An English word's singular when it looks plural; null otherwise. */
export function englishSingular(word: string): string | null {
  if (!LATIN_WORD.test(word) || word.length < MIN_PLURAL_LENGTH || !word.endsWith('s')) return null;
  if (INVARIANT.has(word) || NOT_PLURAL.some((ending) => word.endsWith(ending))) return null;
  if (word.endsWith('ies') && word.length > MIN_PLURAL_LENGTH) return `${word.slice(0, -3)}y`;
  if (/(?:oes|ches|shes|xes|zes|sses)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** A normalised word and the forms it is also found by. */
export function finderWordForms(word: string): string[] {
  const forms = wordForms(word);
  const singular = englishSingular(word);
  return singular && !forms.includes(singular) ? [...forms, singular] : forms;
}

/** The distinct terms a finder stores for a text (any number of texts joined by spaces). */
export function finderTermsOf(...texts: string[]): string[] {
  const terms = new Set<string>();
  for (const term of termsOf(texts.join(' '))) {
    for (const form of finderWordForms(term)) terms.add(form);
  }
  return [...terms];
}
