// The portal's one text normaliser: every search (and any index built for searching) compares the
// query and the searched text after normalizeText, so a name typed in Arabic or English finds the
// record however its letters were written. The SQL side (normalized-sql.ts) applies the same tables,
// and tests run both on PGlite and PostgreSQL to keep them equal (search-normalize.test.ts in
// tests/unit and tests/postgres, samples in tests/fixtures/search-samples.ts).
//
// The rules, in order:
//   1. lower case (Latin and every other script with case);
//   2. one letter for the Arabic letters typed interchangeably: أ إ آ ٱ → ا, ة → ه, ى → ي, ؤ → و,
//      ئ → ي;
//   3. Arabic-Indic (٠-٩) and Persian (۰-۹) digits → 0-9;
//   4. Latin letters without their accents (É é → e, Ç → c, İ → i): a fixed table built from
//      Latin-1 Supplement and Latin Extended-A, so only those letters are decomposed, never Arabic;
//   5. tashkeel (U+064B-U+065F, U+0670), tatweel (U+0640) and combining accents (U+0300-U+036F)
//      removed;
//   6. every run of white space one space, none at either end.

/** The letters each Arabic letter folds into (rule 2). */
const ARABIC_LETTERS: readonly (readonly [string, string])[] = [
  ['أ', 'ا'],
  ['إ', 'ا'],
  ['آ', 'ا'],
  ['ٱ', 'ا'],
  ['ة', 'ه'],
  ['ى', 'ي'],
  ['ؤ', 'و'],
  ['ئ', 'ي'],
];

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index));

/** Rule 3: ٠ → 0 … ۹ → 9. */
const DIGITS = [...range(0x0660, 0x0669), ...range(0x06f0, 0x06f9)].map(
  (digit, index) => [digit, String(index % 10)] as const,
);

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const stripAccents = (text: string) => text.normalize('NFD').replace(COMBINING_MARKS, '');

/**
 * Rule 4: each Latin letter (either case) whose lower case carries an accent, with the letter
 * without it. Letters that lower-casing alone settles (Æ → æ) and letters with no plain form
 * (ß, ø, đ) are left to rule 1 or kept.
 */
const LATIN_LETTERS = range(0x00c0, 0x017f).flatMap((letter) => {
  const lower = letter.toLowerCase();
  const plain = stripAccents(lower);
  return plain !== lower && plain.length === 1 ? [[letter, plain] as const] : [];
});

/** Rule 5: tashkeel, tatweel and combining accents, as a regular expression's class. */
export const REMOVED_CLASS = '[\u064b-\u065f\u0670\u0640\u0300-\u036f]';

// SQL translate()'s arguments for rules 2 to 4, one character of *_TO for each of *_FROM.
const fromOf = (pairs: readonly (readonly [string, string])[]) =>
  pairs.map(([from]) => from).join('');
const toOf = (pairs: readonly (readonly [string, string])[]) => pairs.map(([, to]) => to).join('');
/** Rules 2 and 3. */
export const ARABIC_FOLD_FROM = fromOf([...ARABIC_LETTERS, ...DIGITS]);
export const ARABIC_FOLD_TO = toOf([...ARABIC_LETTERS, ...DIGITS]);
/** Rule 4, and the class of the letters it may apply to (a cheap test before translate()). */
export const LATIN_FOLD_FROM = fromOf(LATIN_LETTERS);
export const LATIN_FOLD_TO = toOf(LATIN_LETTERS);
export const LATIN_FOLD_CLASS = '[\u00c0-\u017f]';

/**
 * Rule 6's white space: JavaScript's `\s`, written out so PostgreSQL's regular expressions match
 * exactly the same characters.
 */
export const WHITE_SPACE_RUN =
  '[\t\n\u000b\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+';

const FOLD = new Map<string, string>([...ARABIC_LETTERS, ...DIGITS, ...LATIN_LETTERS]);
const REMOVED = new RegExp(REMOVED_CLASS, 'g');
const WHITE_SPACE = new RegExp(WHITE_SPACE_RUN, 'g');

/** The text as every search compares it (the rules above). */
export function normalizeText(text: string): string {
  let folded = '';
  for (const character of text.toLowerCase()) folded += FOLD.get(character) ?? character;
  return folded.replace(REMOVED, '').replace(WHITE_SPACE, ' ').trim();
}
