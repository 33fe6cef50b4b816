import { standardArabic } from './arabic-colloquial';
import { arabicSingular } from './arabic-plurals';
import { arabicStem, withoutFinalHamza } from './arabic-stem';
import { nomenclatureStates } from './finder-states';
import { normalizeText } from './normalize-text';
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

/** British -ise spellings and the -ize ones the nomenclature also uses (fertiliser, fertilizer). */
const ISE = /^([a-z]{3,})is(e|es|ed|er|ers|ing|ation|ations)$/;

/** A word spelled -ise (fertiliser, organisation) as -ize; null for any other word (issue 45). */
export function izeSpelling(word: string): string | null {
  const match = ISE.exec(word);
  return match ? `${match[1]}iz${match[2]}` : null;
}

/**
 * A normalised word and the forms it is also found by: its Arabic clitics off, an English plural's
 * singular, a British -ise spelling's -ize one, and an Arabic word's light stem (arabic-stem.ts) (both the names and the queries take it, so
 * "fertilisers" finds "Fertilizers" and "fertilizer" finds "other fertilisers").
 */
export function finderWordForms(word: string): string[] {
  const forms = wordForms(word);
  const singular = englishSingular(word);
  for (const form of [singular, izeSpelling(word), singular && izeSpelling(singular)]) {
    if (form && !forms.includes(form)) forms.push(form);
  }
  // An Arabic word's singular when it is a broken plural, its spelling without a final hamza, and
  // its light stem, of its barest form (issue 55): the stem comes last.
  const bare = forms.at(-1) ?? word;
  for (const form of [arabicSingular(bare), withoutFinalHamza(bare), arabicStem(bare)]) {
    if (form && !forms.includes(form)) forms.push(form);
  }
  return forms;
}

const HYPHENATED = /\p{L}+(?:-\p{L}+)+/gu;

/**
 * A text's hyphenated words written as one, as people type them ("fork-lift" → "forklift",
 * "wrist-watches" → "wristwatches"): normalised, each once.
 */
export const joinedCompounds = (text: string): string[] => [
  ...new Set((normalizeText(text).match(HYPHENATED) ?? []).map((word) => word.replaceAll('-', ''))),
];

/**
 * The distinct terms a finder stores for a text (any number of texts joined by spaces): its words'
 * forms, and its hyphenated words' joined ones.
 */
export function finderTermsOf(...texts: string[]): string[] {
  const text = texts.join(' ');
  const terms = new Set<string>();
  for (const term of [...termsOf(text), ...joinedCompounds(text)]) {
    for (const form of finderWordForms(term)) terms.add(form);
  }
  return [...terms];
}

/**
 * A query word's forms for the finder: its own (finderWordForms), then, for a colloquial Arabic
 * word, its standard words with their own forms (issue 55): «براد» finds «ثلاجات» through «ثلاجه»
 * and its stem «ثلاج», as «ثلاجه» typed alone does.
 */
export function finderQueryForms(word: string): string[] {
  const forms = finderWordForms(word);
  const found = [...forms];
  const standards = forms.flatMap((form) => [...standardArabic(form), ...nomenclatureStates(form)]);
  for (const standard of standards) {
    for (const form of finderWordForms(standard)) if (!found.includes(form)) found.push(form);
  }
  return found;
}
