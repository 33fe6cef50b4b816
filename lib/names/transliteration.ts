// Arabic–Latin transliteration as one rule table (issue 56): each Arabic letter, as tokens.ts folds
// it (ة is ه, ى is ي, hamza forms are ا), with the Latin letters names are written with for it,
// the most usual first. The table is rules about letters, never a list of names: a press spelling
// such as Gaddafi, Gadhafi or Kadhafi for QADHAFI follows from ق as q, g or k and ذ as dh or d, not
// from a row naming it. Two places read it:
//   - the romaniser (romanize.ts) spells an unknown Arabic word with the first and second columns;
//   - the distance (distance.ts): a Latin letter the table gives for an Arabic letter costs
//     LETTER_RULE_COST for that letter's symbol in the skeleton (skeleton.ts), so ق against g, or
//     the press's "dd" against the list's "dh" (both ذ), is nearly the same letter.
// What the skeleton already does is rules too, and the letter-by-letter test checks them with the
// table: ع and ء written ' or nothing (dropped on both sides), a doubled letter counted once
// (Hassan, حسّن), short vowels nearly free (Arabic does not write them), ا و ي long vowels, the
// article al-/el-/ad-… dropped (tokens.ts), ة at a word's end as a, ah or eh.
import { arabicSkeleton, latinSkeleton } from './skeleton';

export const ARABIC_LATIN_RULES: Readonly<Record<string, readonly string[]>> = {
  ب: ['b', 'b'],
  پ: ['p', 'p'],
  ت: ['t', 't'],
  ث: ['th', 's', 't'],
  ج: ['j', 'g', 'dj'],
  چ: ['ch', 'ch'],
  ح: ['h', 'h'],
  خ: ['kh', 'kh', 'h'],
  د: ['d', 'd'],
  ذ: ['dh', 'z', 'd', 'th'],
  ر: ['r', 'r'],
  ز: ['z', 'z'],
  // Not zh: in Arabic names zh is ز or ظ then ه (Mazhar, Azhar), and the skeleton reads it so.
  ژ: ['j', 'j'],
  س: ['s', 's'],
  ش: ['sh', 'ch'],
  ص: ['s', 's'],
  ض: ['d', 'dh', 'z'],
  ط: ['t', 't'],
  ظ: ['z', 'dh', 'th'],
  ع: ['', '', "'", 'a'],
  غ: ['gh', 'gh', 'g'],
  // v as Arabic writes a foreign v (Russian -ov, «عمروف»; Persian writes و, the skeleton's w).
  ف: ['f', 'f', 'ph', 'v'],
  // gh as Persian pronounces it (ق and غ are one sound there: Qasem written Ghasem, Aqa Agha).
  ق: ['q', 'k', 'g', 'gh'],
  ك: ['k', 'k', 'c', 'ck'],
  گ: ['g', 'g'],
  ل: ['l', 'l'],
  م: ['m', 'm'],
  ن: ['n', 'n'],
  ه: ['h', 'h'],
  ء: ['', '', "'"],
};

/** ا و ي: long vowels inside a word (و and ي consonants at its start, w and y). */
export const ARABIC_LATIN_VOWELS: Readonly<Record<string, readonly string[]>> = {
  ا: ['a', 'aa', 'e'],
  و: ['u', 'ou', 'oo', 'o'],
  ي: ['i', 'ee', 'ei', 'e'],
};

/**
 * ة (folded to ه) at a word's end: a, ah, eh, and at in the construct state, before the next word
 * (Harakat, Jamaat, Hayat: a name's first word of two).
 */
export const TA_MARBUTA_SPELLINGS: readonly string[] = ['a', 'ah', 'eh', 'at'];

/** What a Latin letter the table gives for an Arabic letter costs against that letter's symbol. */
export const LETTER_RULE_COST = 0.1;

/**
 * The pairs of skeleton symbols the table makes near: each Arabic consonant's symbol with the
 * symbol of each Latin spelling given for it (ق Q with k K and g G; ذ V with d D, z Z, th P…).
 */
export function letterRulePairs(): [string, string][] {
  const pairs = new Map<string, [string, string]>();
  for (const [letter, spellings] of Object.entries(ARABIC_LATIN_RULES)) {
    const symbol = arabicSkeleton(`ب${letter}ر`).slice(1, -1);
    for (const spelling of spellings) {
      // Between two vowels ("ba" + spelling + "ar"), as the letter is inside a name.
      const latin = /^[a-z]+$/.test(spelling) ? latinSkeleton(`ba${spelling}ar`).slice(2, -2) : '';
      if (symbol.length !== 1 || latin.length !== 1 || latin === symbol) continue;
      const key = [symbol, latin].sort().join('');
      pairs.set(key, [symbol, latin]);
    }
  }
  return [...pairs.values()];
}
