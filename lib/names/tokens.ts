// A name as the words that are compared: folded by the site search's normaliser (normalizeText:
// case, accents, hamza forms, ة/ه, ى/ي, tashkeel, tatweel), then for names only:
//   - Persian, Urdu and Pashto letters folded to the Arabic ones (ی → ي, ک → ك…);
//   - apostrophes and ‘ʿ’ (written for ع and ء) removed inside a word, dots removed ("L.L.C." →
//     "llc", "J." → "j"), every other mark a word break (hyphens too: "Abd-al-Latif");
//   - the article dropped: Latin "al"/"el" alone, "ad-Din" before a d…; Arabic ال at a word's start;
//   - «عبد» and "Abdul"/"Abdel"/"Abdur" split from the name they are glued to, and «الله»/«الدين»
//     (Hidayatullah, Nooruddin) from the name before them, so either way of writing aligns, and
//     so the Persian "-zadeh"/«زاده» (Fakhrizadeh, Fakhri Zadeh);
//   - legal forms, generic company words and titles dropped (generic-words.ts);
//   - each word's row in the name table (name-table.ts) found, for its spelling variants.
import { normalizeText } from '@/lib/search/normalize-text';

import { LAST_WORD_LEGAL_FORMS } from './company-words';
import {
  ARABIC_NOT_ARTICLE,
  GENERIC_WORDS,
  LATIN_ABD_PREFIX,
  LATIN_ALLAH_SUFFIX,
  LATIN_ARTICLE_DIN,
  LATIN_ARTICLES,
  LATIN_DIN_SUFFIX,
  LATIN_SUN_ARTICLES,
  LATIN_ZADEH_SUFFIX,
  ARABIC_ZADEH_SUFFIX,
} from './generic-words';
import { NAME_ROWS } from './name-table';

export type Script = 'latin' | 'arabic';

export type NameToken = {
  /** The word folded (Latin lower case without accents, or Arabic folded). */
  readonly text: string;
  readonly script: Script;
  /** Its row in NAME_ROWS, or -1 for a word the table does not know. */
  readonly row: number;
  /** The row's first Latin spelling for a known Latin word, else the text. */
  readonly canonical: string;
};

/** Folds of the letters of Persian, Urdu and Pashto to the Arabic letters names compare with. */
const EXTRA_ARABIC: ReadonlyMap<string, string> = new Map([
  ['ی', 'ي'],
  ['ې', 'ي'],
  ['ۍ', 'ي'],
  ['ے', 'ي'],
  ['ێ', 'ي'],
  ['ک', 'ك'],
  ['ګ', 'گ'],
  ['ۀ', 'ه'],
  ['ھ', 'ه'],
  ['ہ', 'ه'],
  ['ٹ', 'ت'],
  ['ډ', 'د'],
  ['ړ', 'ر'],
  ['ڑ', 'ر'],
  ['ږ', 'ژ'],
  ['ښ', 'ش'],
  ['ڼ', 'ن'],
  ['ځ', 'ز'],
  ['ٶ', 'و'],
  ['ۇ', 'و'],
]);

const ARABIC_LETTER = /[\u0621-\u064a\u0671-\u06d3]/;
/** Marks written for ع and ء, and dots: removed inside a word. */
const GLUE = /['‘’ʿʾʼ`´.]/g;
/** Anything else that is not a letter or digit: a word break (hyphens, brackets, ZWNJ…). */
const BREAK = /[^\p{L}\p{N}]+/u;

const LATIN_ROW = new Map<string, number>();
const ARABIC_ROW = new Map<string, number>();
NAME_ROWS.forEach((row, index) => {
  for (const spelling of row.latin) LATIN_ROW.set(spelling, index);
  for (const spelling of row.arabic) ARABIC_ROW.set(spelling, index);
});

/** The row of a folded word, or -1. */
export function rowOf(text: string, script: Script): number {
  return (script === 'arabic' ? ARABIC_ROW : LATIN_ROW).get(text) ?? -1;
}

function token(text: string): NameToken {
  const script: Script = ARABIC_LETTER.test(text) ? 'arabic' : 'latin';
  const row = rowOf(text, script);
  const canonical = row >= 0 && script === 'latin' ? (NAME_ROWS[row]?.latin[0] ?? text) : text;
  return { text, script, row, canonical };
}

/** The folded words of a name, before articles, prefixes and generic words are handled. */
export function foldedWords(name: string): string[] {
  let folded = '';
  for (const character of normalizeText(name.normalize('NFKC')))
    folded += EXTRA_ARABIC.get(character) ?? character;
  return folded
    .replace(GLUE, '')
    .split(BREAK)
    .filter((word) => word.length > 0);
}

const withoutArabicArticle = (word: string) =>
  word.startsWith('ال') && word.length > 3 && !ARABIC_NOT_ARTICLE.has(word) ? word.slice(2) : word;

/** An Arabic word as the words compared: article dropped, عبد/ابو and الله/الدين split off. */
function splitArabic(word: string): string[] {
  if (word.startsWith('عبد') && word.length > 4 && !word.startsWith('عبده')) {
    return ['عبد', withoutArabicArticle(word.slice(3))];
  }
  if (word.startsWith('ابوال') && word.length > 6)
    return ['ابو', withoutArabicArticle(word.slice(3))];
  const bare = withoutArabicArticle(word);
  if (bare.length > 5 && bare.endsWith('الله')) return [bare.slice(0, -4), 'الله'];
  if (bare.length > 6 && bare.endsWith('الدين')) return [bare.slice(0, -5), 'دين'];
  if (bare.length > 6 && bare.endsWith(ARABIC_ZADEH_SUFFIX)) return [bare.slice(0, -4), 'زاده'];
  return [bare];
}

/** A Latin word as the words compared: Abdul…, …ullah and …uddin split off. */
function splitLatin(word: string): string[] {
  // A title is dropped whole ("Ayatollah" is no name and -ullah).
  if (GENERIC_WORDS.has(word)) return [word];
  if (LATIN_ARTICLE_DIN.test(word)) return ['din'];
  const abd = LATIN_ABD_PREFIX.exec(word);
  if (abd?.[2] && LATIN_ROW.get(word) === undefined) return ['abd', ...splitLatin(abd[2])];
  const allah = LATIN_ALLAH_SUFFIX.exec(word);
  if (allah?.[1] && LATIN_ROW.get(word) === undefined) return [allah[1], 'allah'];
  const din = LATIN_DIN_SUFFIX.exec(word);
  if (din?.[1] && LATIN_ROW.get(word) === undefined) return [din[1], 'din'];
  const zadeh = LATIN_ZADEH_SUFFIX.exec(word);
  if (zadeh?.[1] && zadeh[2]) return [zadeh[1], zadeh[2]];
  return [word];
}

/** Drops the Latin article, alone or assimilated to the next word's first consonant. */
function isLatinArticle(word: string, next: string | undefined): boolean {
  if (next === undefined) return false;
  if (LATIN_ARTICLES.has(word)) return true;
  const consonant = LATIN_SUN_ARTICLES.get(word);
  return consonant !== undefined && next.startsWith(consonant);
}

/** The tokens two names are compared by (see the top of this file). */
export function tokenizeName(name: string): NameToken[] {
  const words = foldedWords(name);
  const split: string[] = [];
  words.forEach((word, index) => {
    if (ARABIC_LETTER.test(word)) split.push(...splitArabic(word));
    else if (!isLatinArticle(word, words[index + 1])) split.push(...splitLatin(word));
  });
  const last = split.length - 1;
  const kept = split.filter(
    (word, index) =>
      word.length > 0 &&
      !GENERIC_WORDS.has(word) &&
      !(index === last && index > 0 && LAST_WORD_LEGAL_FORMS.has(word)),
  );
  return (kept.length > 0 ? kept : split).map(token);
}
