// Light stemming of Arabic for the HS finder (issue 55, item 2): the suffixes of gender and number
// taken off a word already without its article or conjunction (search-terms.ts), so the feminine
// or plural a query types finds the form a name holds and the other way round: «مجمده» (frozen,
// feminine) finds «مجمد», «ماتورات» finds «ماتور», «عبايات» finds «عبايه». This is the light
// stemming of the Arabic information-retrieval literature (Larkey, Ballesteros and Connell, "Light
// Stemming for Arabic Information Retrieval", 2007: the suffixes ات ون ين يه ه taken off, a stem of
// at least three letters kept), restricted to the feminine and its plural and to stems of at least
// four letters: the finder also matches the terms a stem begins, and a three-letter stem begins
// too many; ون and ين end too many loanwords of trade (بروتين, فيتامين, بنزين) to be taken off.

const ARABIC_WORD = /^[\u0621-\u064a]+$/;
/** The shortest stem kept. */
const MIN_STEM = 4;
/** The suffixes, longest first (normalised: ة is ه). */
const SUFFIXES = ['ات', 'يه', 'ه'];

/** The word without its suffix of gender or number (see above); null when it has none. */
export function arabicStem(word: string): string | null {
  if (!ARABIC_WORD.test(word)) return null;
  for (const suffix of SUFFIXES) {
    if (!word.endsWith(suffix)) continue;
    // «يه» (the feminine of an adjective in ي: شوكيه) keeps its ي: شوكي.
    const stem = suffix === 'يه' ? word.slice(0, -1) : word.slice(0, -suffix.length);
    if (stem.length >= MIN_STEM) return stem;
  }
  return null;
}

/** The shortest word left when a final hamza is taken off (ماء stays: «ما» is a little word). */
const MIN_WITHOUT_HAMZA = 3;

/**
 * The word without its final hamza (issue 55): phones and hurried typing drop it, «بازلا» for
 * «بازلاء», «حذا» for «حذاء», «كهربا» for «كهرباء»; names and queries both take the form, so either
 * spelling finds the other. Null for a word without one or too short without it.
 */
export function withoutFinalHamza(word: string): string | null {
  if (!ARABIC_WORD.test(word) || !word.endsWith('ء')) return null;
  const bare = word.slice(0, -1);
  return bare.length >= MIN_WITHOUT_HAMZA ? bare : null;
}

/** The letters of a collective noun whose unit noun adds ة: سمك, تمر, كسب. */
const COLLECTIVE_LETTERS = 3;

/**
 * The collective noun a unit noun in ة stands for (issue 55): «سمكه» (a fish) for «سمك», «كسبه»
 * for the «كسب» (oil-cake) of the names, which name goods by the collective. Only a stem of three
 * letters, shorter than `arabicStem` keeps: a query reads it as the word itself, never as the
 * start of longer ones. Null for any other word.
 */
export function collectiveOf(word: string): string | null {
  if (!ARABIC_WORD.test(word) || !word.endsWith('ه')) return null;
  const stem = word.slice(0, -1);
  return stem.length === COLLECTIVE_LETTERS ? stem : null;
}
