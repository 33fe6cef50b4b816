import { finderTermsOf } from './finder-terms';
import { CLAUSE_ENDS, LIST_ENDS, nameTokens } from './name-tokens';

// The head nouns of an HS code's name (issue 55, item 2): what the code is, as a customs officer
// reads "Wine lees" (lees, not wine) or «رواسب النبيذ» (رواسب). In the name's first clause, each
// item of its list ("Dates, figs, …, mangoes and mangosteens") has one head: in English its last
// word before a preposition or a participle ("Wine of fresh grapes", "Beer made from malt"), in
// Arabic its first word and each later one joined by «و». Among codes holding the query's words
// alike, the finder puts first those whose head the query's product word is (words-statement.ts).

/** Words that end an English noun phrase: what follows qualifies the head before them. */
const ENGLISH_STOPS = new Set([
  ...['of', 'for', 'with', 'from', 'in', 'on', 'by', 'to', 'at', 'made', 'containing', 'used'],
  ...['whether', 'excluding', 'except', 'not', 'including', 'than', 'put', 'n', 'nec'],
  ...['e', 'c', 'thereof', 'having', 'being', 'obtained', 'suitable', 'presented', 'such'],
]);
const ARABIC = /^[\u0621-\u064a]+$/;
const ARABIC_STOPS = new Set([
  'من',
  'في',
  'او',
  'مع',
  'عدا',
  'غير',
  'بما',
  'وان',
  'ذات',
  'ولا',
  'لا',
  'اي',
]);

/** The items of a name's first clause (split at its commas), brackets left out, normalised. */
function firstClauseItems(text: string): string[][] {
  const items: string[][] = [[]];
  let depth = 0;
  for (const token of nameTokens(text)) {
    if (token === '(' || token === '[') depth += 1;
    else if (token === ')' || token === ']') depth = Math.max(0, depth - 1);
    else if (depth > 0) continue;
    else if (CLAUSE_ENDS.has(token)) break;
    else if (LIST_ENDS.has(token)) items.push([]);
    else items.at(-1)!.push(token);
  }
  return items.filter((item) => item.length > 0);
}

const isCompound = (word: string) => /[-'’]/.test(word);

/** An English item's heads: before its first stop, the last word of each part joined by and/or. */
function englishHeads(item: readonly string[]): string[] {
  const stop = item.findIndex(
    (word, index) => ENGLISH_STOPS.has(word) || (word === 'other' && item[index + 1] === 'than'),
  );
  const phrase = stop === -1 ? item : item.slice(0, stop);
  const heads: string[] = [];
  let last: string | undefined;
  for (const word of [...phrase, 'and']) {
    if (word === 'and' || word === 'or') {
      if (last && !isCompound(last) && !ARABIC.test(last)) heads.push(last);
      last = undefined;
    } else last = word;
  }
  return heads;
}

/** An Arabic item's heads: its first word, and each later one joined by «و» (وتين), to a stop. */
function arabicHeads(item: readonly string[]): string[] {
  const heads: string[] = [];
  for (const [index, word] of item.entries()) {
    if (ARABIC_STOPS.has(word) || !ARABIC.test(word)) break;
    if (index === 0 || (word.startsWith('و') && word.length > 3)) heads.push(word);
  }
  return heads;
}

/** The finder terms of a code's head nouns, from its English and Arabic names. */
export function nameHeadTermsOf(name_en: string, name_ar: string): string[] {
  const heads: string[] = [];
  for (const item of firstClauseItems(name_en)) heads.push(...englishHeads(item));
  for (const item of firstClauseItems(name_ar)) heads.push(...arabicHeads(item));
  return finderTermsOf(...heads);
}
