// A loanword's sound (issue 55): everyday Arabic writes many goods by their English names in
// Arabic letters («كاميرا ديجيتال», «هارد ديسك», «مشروم», «اكريليك»), which no Arabic name holds.
// Both spellings reduce to the same key of consonants: vowels and the letters that write them
// (ا و ي, a e i o u y w) dropped, and the sounds Arabic writes with one letter merged (p as b,
// v as f, hard c, k and q as k, g and j as g, s, z, sh and ch as s, th as t).

const ARABIC_LETTERS: Readonly<Record<string, string>> = {
  ب: 'b',
  ت: 't',
  ث: 't',
  ج: 'g',
  خ: 'k',
  د: 'd',
  ذ: 'd',
  ر: 'r',
  ز: 's',
  س: 's',
  ش: 's',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 's',
  غ: 'g',
  ف: 'f',
  ق: 'k',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
};

const ENGLISH_DIGRAPHS: readonly [RegExp, string][] = [
  [/tion/g, 'sn'],
  [/ph/g, 'f'],
  [/(?:sh|ch)/g, 's'],
  [/th/g, 't'],
  [/ck/g, 'k'],
  [/gh/g, ''],
  [/c(?=[eiy])/g, 's'],
  [/x/g, 'ks'],
];
const ENGLISH_LETTERS: Readonly<Record<string, string>> = {
  b: 'b',
  p: 'b',
  c: 'k',
  k: 'k',
  q: 'k',
  d: 'd',
  f: 'f',
  v: 'f',
  g: 'g',
  j: 'g',
  l: 'l',
  m: 'm',
  n: 'n',
  r: 'r',
  s: 's',
  z: 's',
  t: 't',
};

/**
 * The fewest consonants a key keeps: with three, «كروت» (cards) found "carrots" and «فيران» (mice)
 * "fern" on the tuning half; four keep «ديجيتال», «مشروم», «اكريليك» and lose «كاميرا».
 */
export const LOANWORD_KEY_LENGTH = 4;

const collapse = (letters: string) => letters.replace(/(.)\1+/g, '$1');
const keyOrNull = (key: string) => (key.length >= LOANWORD_KEY_LENGTH ? key : null);

/** An English word's key (lower-case letters only), or null when too short. */
export function englishLoanKey(word: string): string | null {
  if (!/^[a-z]+$/.test(word)) return null;
  let text = word;
  for (const [pattern, sound] of ENGLISH_DIGRAPHS) text = text.replace(pattern, sound);
  const initial = text.startsWith('h') ? 'h' : '';
  return keyOrNull(
    collapse(initial + [...text].map((letter) => ENGLISH_LETTERS[letter] ?? '').join('')),
  );
}

/** A normalised Arabic word's key (ه, ح at its start as h; a final ه dropped), or null. */
export function arabicLoanKey(word: string): string | null {
  if (!/^[\u0621-\u064a]+$/.test(word)) return null;
  const initial = /^[هح]/.test(word) ? 'h' : '';
  return keyOrNull(
    collapse(initial + [...word].map((letter) => ARABIC_LETTERS[letter] ?? '').join('')),
  );
}
