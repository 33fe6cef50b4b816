// Arabic names into their usual Latin spellings, and Latin names into an Arabic consonant skeleton.
// Table-driven and bounded: a known word (name-table.ts) gives its row's spellings, an unknown one
// two spellings from its letters; a name gives at most MAX_SPELLINGS spellings (the k-th spelling of
// every word together, with each way of writing the article), never every combination.
import { NAME_ROWS } from './name-table';
import { latinSkeleton } from './skeleton';
import { foldedWords, rowOf, tokenizeName } from './tokens';
import { ARABIC_LATIN_RULES } from './transliteration';

export const MAX_SPELLINGS = 8;
/** How many spellings of a known word are used (the row's most usual first). */
const SPELLINGS_PER_WORD = 3;

/** Arabic letters as Latin, a usual spelling and a second one: the rule table's first two. */
const LETTERS: Readonly<Record<string, readonly [string, string]>> = Object.fromEntries(
  Object.entries(ARABIC_LATIN_RULES).map(([letter, [first = '', second = first]]) => [
    letter,
    [first, second] as const,
  ]),
);
const LONG: Readonly<Record<string, readonly [string, string]>> = {
  ا: ['a', 'a'],
  و: ['u', 'ou'],
  ي: ['i', 'ee'],
};

/** One spelling of an unknown Arabic word from its letters; `style` 0 or 1 (LETTERS' columns). */
function spellLetters(word: string, style: 0 | 1): string {
  const letters = [...word];
  let out = '';
  let afterConsonant = false;
  letters.forEach((letter, index) => {
    const previous = letters[index - 1];
    if (letter === 'ه' && index === letters.length - 1 && index > 0) {
      out += style === 0 ? 'a' : 'ah';
    } else if (letter === 'ا') {
      out += 'a';
      afterConsonant = false;
    } else if ((letter === 'و' || letter === 'ي') && index > 0 && previous !== 'ا') {
      out += LONG[letter]?.[style] ?? '';
      afterConsonant = false;
    } else if (index === 0 && (letter === 'ع' || letter === 'ء')) {
      out += 'a';
    } else {
      const latin = letter === 'و' ? 'w' : letter === 'ي' ? 'y' : (LETTERS[letter]?.[style] ?? '');
      // Arabic writes no short vowel: one goes between two consonants, as most spellings do.
      if (afterConsonant) out += style === 0 ? 'a' : 'e';
      out += latin;
      afterConsonant = true;
    }
  });
  return out;
}

/** The spellings of one Arabic word without its article, most usual first. */
function wordSpellings(word: string): string[] {
  const row = rowOf(word, 'arabic');
  if (row >= 0) return (NAME_ROWS[row]?.latin ?? []).slice(0, SPELLINGS_PER_WORD);
  return [...new Set([spellLetters(word, 0), spellLetters(word, 1)])];
}

const ARTICLES = ['al-', 'el-', ''] as const;

type Part = { article: boolean; spellings: string[] };

/** An Arabic word (folded) as parts: «عبد» with the word after it, the article apart. */
function parts(words: readonly string[]): Part[] {
  const out: Part[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] ?? '';
    const article = word.startsWith('ال') && word.length > 3 && word !== 'الله';
    const bare = article ? word.slice(2) : word;
    if (bare === 'عبد' && words[i + 1] !== undefined) {
      const next = words[i + 1] ?? '';
      const name = next.replace(/^ال/, '');
      const spelled = next === 'الله' ? 'allah' : (wordSpellings(name)[0] ?? '');
      out.push({
        article: false,
        spellings:
          next === 'الله'
            ? ['abdullah', 'abd allah', 'abdallah']
            : [`abdul ${spelled}`, `abd al-${spelled}`, `abdel${spelled}`],
      });
      i += 1;
    } else out.push({ article, spellings: wordSpellings(bare) });
  }
  return out;
}

const title = (text: string) =>
  text.replace(
    /(^|[\s-])([a-z])/g,
    (_, space: string, letter: string) => space + letter.toUpperCase(),
  );

/**
 * The usual Latin spellings of an Arabic name (at most MAX_SPELLINGS), most usual first:
 * محمد → Muhammad, Mohammed, Mohamed; عبد الله → Abdullah, Abd Allah, Abdallah; the article as
 * al-, el- or nothing. A Latin name is returned as it is.
 */
export function romanizeArabic(name: string): string[] {
  const words = foldedWords(name);
  if (words.length === 0 || !words.some((word) => /[\u0621-\u064a]/.test(word))) return [name];
  const split = words.flatMap((word) =>
    word.startsWith('عبد') && word.length > 4 && !word.startsWith('عبده')
      ? ['عبد', word.slice(3)]
      : [word],
  );
  const nameParts = parts(split);
  const widest = Math.max(...nameParts.map((part) => part.spellings.length));
  const spellings = new Set<string>();
  for (let k = 0; k < widest && spellings.size < MAX_SPELLINGS; k += 1) {
    for (const article of ARTICLES) {
      if (spellings.size >= MAX_SPELLINGS) break;
      const text = nameParts
        .map((part) => {
          const spelled = part.spellings[Math.min(k, part.spellings.length - 1)] ?? '';
          return part.article ? `${article}${spelled}` : spelled;
        })
        .join(' ');
      spellings.add(title(text));
    }
  }
  return [...spellings];
}

/** The Arabic letter written for each skeleton symbol (skeleton.ts). */
const SYMBOL_LETTERS: Readonly<Record<string, string>> = {
  B: 'ب',
  T: 'ت',
  P: 'ث',
  J: 'ج',
  H: 'ح',
  X: 'خ',
  D: 'د',
  V: 'ذ',
  R: 'ر',
  Z: 'ز',
  S: 'س',
  C: 'ش',
  U: 'غ',
  F: 'ف',
  Q: 'ق',
  K: 'ك',
  G: 'ج',
  L: 'ل',
  M: 'م',
  N: 'ن',
  W: 'و',
  Y: 'ي',
  h: 'ه',
  ā: 'ا',
  ī: 'ي',
  ū: 'و',
  a: '',
};

/**
 * A Latin name as the Arabic consonant skeleton it stands for (Mohammed → محمد, Hussein → حسين,
 * Abdullah → عبد الله): a known word its table spelling, any other its skeleton's letters.
 */
export function latinToArabic(name: string): string {
  return tokenizeName(name)
    .map((token) => {
      if (token.script === 'arabic') return token.text;
      const known = NAME_ROWS[token.row]?.arabic[0];
      if (known) return known;
      let letters = '';
      for (const symbol of latinSkeleton(token.text)) letters += SYMBOL_LETTERS[symbol] ?? '';
      return letters;
    })
    .join(' ');
}
