// The prefilter keys of a prepared name (prepare.ts): coarse skeletons of its words, of pairs of
// words, and of the other spellings the press writes them with; stored with a list's names (GIN).
import { NAME_ROWS } from './name-table';
import type { PreparedToken } from './prepare';
import { latinSkeleton } from './skeleton';

/** Words that join the parts of a name rather than name someone: they count half. */
export const CONNECTORS = new Set([
  'abd',
  'abu',
  'abou',
  'abo',
  'bin',
  'ben',
  'ibn',
  'bn',
  'bint',
  'ould',
  // The Tuareg "ag" (son of: «آغ», folded اغ), as bin.
  'ag',
  'اغ',
  'عبد',
  'ابو',
  'بن',
  'ابن',
  'بنت',
]);

/**
 * A skeleton coarsened for the prefilter: vowels, h and the first W/Y gone, and the letters
 * transliteration confuses in one class (ق ك گ غ خ ج and k q g gh kh j → K; ت ط د ض ذ ظ ز and t d
 * dh z → D; ش س ص and s sh ch → S; ب ف → B); ث (th) goes with D in one key and with S in another
 * (Tamer and Osman both write it), so every spelling variant the score accepts keeps a key.
 */
const COARSE: ReadonlyMap<string, string> = new Map(
  Object.entries({
    T: 'D',
    V: 'D',
    Z: 'D',
    Q: 'K',
    G: 'K',
    U: 'K',
    X: 'K',
    J: 'K',
    C: 'S',
    F: 'B',
  }),
);

export function coarseKey(skeleton: string, th: 'D' | 'S' = 'D'): string {
  let key = '';
  for (const symbol of skeleton) {
    if ('aāīūhHWY'.includes(symbol)) continue;
    const coarse = symbol === 'P' ? th : (COARSE.get(symbol) ?? symbol);
    if (key[key.length - 1] !== coarse) key += coarse;
  }
  return key;
}

/** The skeleton a word's keys come from: a known name's first Latin spelling's, so all agree. */
const keySkeleton = (token: PreparedToken) => {
  const canonical = token.row >= 0 ? NAME_ROWS[token.row]?.latin[0] : undefined;
  return canonical ? latinSkeleton(canonical) : token.skeleton;
};

/**
 * The keys of a name, so that a candidate that can score at the minimum shares one with the query:
 *   - each word's coarse key, but for known names (Muhammad, Ali: in too many names to narrow
 *     anything) and words of fewer than two consonants;
 *   - each two neighbouring words joined, in order (so "Nooruddin" and «نور الدين» share NRDN);
 *   - each two words joined in either order once connectors are set aside (Ali Hussein and Hussein
 *     Ali, Muhammad bin Ahmad and Muhammad Ahmad share MD+HMD), and the first with the last (a
 *     given and a family name without the names between them: the press's shortened names);
 *   - for a name with none of these, its whole coarse skeleton, words sorted (Habib Soussou).
 * Stored in an array column with a GIN index, `keys && $query_keys` prefilters the candidates.
 */
export function nameKeys(tokens: readonly PreparedToken[]): string[] {
  return keysOf(tokens).keys;
}

/** A Latin word of no row with a v after its first letter. */
const hasForeignV = (token: PreparedToken) =>
  token.script === 'latin' && token.row < 0 && token.text.indexOf('v', 1) > 0;

/** nameKeys, and how many of them come from the name as written (the rest: other spellings). */
export function keysOf(tokens: readonly PreparedToken[]): { keys: string[]; written: number } {
  const keys = new Set<string>();
  addKeys(keys, tokens, tokens.map(keySkeleton));
  const written = keys.size;
  // Other spellings of the name's words key it too (issue 56, fourth round), both sides alike:
  //   - a glued article ("Alrawi", "Ziaul Haq": al-Rawi, Zia-ul-Haq written as one word), the
  //     word without it, as the list's "AL-RAWI" keys it (the score reads it: align.ts);
  //   - a Latin v inside a word, as ف too (Arabic writes a foreign v so: "Umarov", «عمروف»);
  //   - kh and h, one for the other (ح written kh as Russian and Central Asian spellings do:
  //     Akhmed, Rakhman; خ written h): the kh keyed as an h is, that is, left out.
  if (tokens.some((token) => token.bareSkeleton)) {
    addKeys(
      keys,
      tokens,
      tokens.map((token) => token.bareSkeleton ?? keySkeleton(token)),
    );
  }
  if (tokens.some((token) => token.skeleton.includes('X'))) {
    addKeys(
      keys,
      tokens,
      tokens.map((token) => keySkeleton(token).replaceAll('X', 'H')),
    );
  }
  if (tokens.some(hasForeignV)) {
    addKeys(
      keys,
      tokens,
      tokens.map((token) =>
        hasForeignV(token)
          ? latinSkeleton(token.text.replace(/(?<=.)v/g, 'f'))
          : keySkeleton(token),
      ),
    );
  }
  return { keys: [...keys], written };
}

function addKeys(
  keys: Set<string>,
  tokens: readonly PreparedToken[],
  skeletons: readonly string[],
): void {
  const variants = skeletons.some((skeleton) => skeleton.includes('P'))
    ? (['D', 'S'] as const)
    : (['D'] as const);
  for (const th of variants) {
    const coarse = skeletons.map((skeleton) => coarseKey(skeleton, th));
    coarse.forEach((key, index) => {
      const token = tokens[index];
      if (key.length >= 2 && token && token.row < 0) keys.add(key);
      const next = coarse[index + 1];
      if (next !== undefined && (key + next).length >= 3) keys.add(coarseKey(key + next));
    });
    const named = coarse.filter((key, index) => key && !CONNECTORS.has(tokens[index]?.text ?? ''));
    const pairKey = (a: string, b: string) => (a < b ? `${a}+${b}` : `${b}+${a}`);
    named.forEach((key, index) => {
      const next = named[index + 1];
      if (next !== undefined) keys.add(pairKey(key, next));
    });
    // The first and the last (a given and a family name: the press's "Hannibal Gaddafi"), and in a
    // name of four words or more the first and the last but one (the family name before a trailing
    // nisba: a given name and a grandfather's written as the press does). Not the first with every
    // later word: at 20,000 names that fetched three times the candidates.
    const [first] = named;
    const last = named.at(-1);
    const beforeLast = named.at(-2);
    if (named.length >= 3 && first && last) keys.add(pairKey(first, last));
    if (named.length >= 4 && first && beforeLast) keys.add(pairKey(first, beforeLast));
    if (keys.size === 0) {
      const whole = coarseKey([...coarse].sort().join(''));
      if (whole) keys.add(whole);
    }
  }
}
