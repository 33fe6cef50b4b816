// A name prepared once for many comparisons (a list's aliases are prepared at import and kept), and
// the keys a database stores beside it to prefilter candidates before scoring.
import { skeletonWeight } from './distance';
import { bareSkeletonOf } from './glued-article';
import { NAME_ROWS } from './name-table';
import { arabicSkeleton, latinSkeleton } from './skeleton';
import { tokenizeName, type NameToken, type Script } from './tokens';

export type PreparedToken = NameToken & {
  /** The word in the common skeleton (skeleton.ts). */
  readonly skeleton: string;
  /** The skeleton without a glued Latin article ("Alhassan", "Essaadi"), when there is one. */
  readonly bareSkeleton: string | undefined;
  /** The skeleton's cost of deletion (distance.ts), kept for the similarity. */
  readonly skeletonWeight: number;
  /** How much the word counts in a name's score: connectors (bin, abu, abd) half. */
  readonly weight: number;
};

export type PreparedName = {
  readonly name: string;
  readonly tokens: readonly PreparedToken[];
  /** The tokens' texts joined by a space. */
  readonly text: string;
  /** The tokens' script, or mixed. */
  readonly script: Script | 'mixed';
  /** The tokens' texts joined without spaces ("gazprombank"). */
  readonly compact: string;
  /** The tokens' skeletons joined, in the order written. */
  readonly joined: string;
  readonly joinedWeight: number;
  /** How many consonants `joined` has. */
  readonly consonants: number;
  /** Prefilter keys (nameKeys): a candidate worth scoring shares at least one with the query. */
  readonly keys: readonly string[];
  /** How many of `keys`, the first, come from the name as written (the rest: other spellings). */
  readonly writtenKeys: number;
};

/** Words that join the parts of a name rather than name someone: they count half. */
const CONNECTORS = new Set([
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

/** nameKeys, and how many of them come from the name as written (the rest: other spellings). */
function keysOf(tokens: readonly PreparedToken[]): { keys: string[]; written: number } {
  const keys = new Set<string>();
  addKeys(keys, tokens, tokens.map(keySkeleton));
  const written = keys.size;
  // Other spellings of the name's words key it too (issue 56, fourth round), both sides alike:
  //   - a glued article ("Alrawi", "Ziaul Haq": al-Rawi, Zia-ul-Haq written as one word), the
  //     word without it, as the list's "AL-RAWI" keys it (the score reads it: align.ts);
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

const skeletonOf = (token: NameToken) =>
  token.script === 'arabic' ? arabicSkeleton(token.text) : latinSkeleton(token.text);

/**
 * The keys a query looks up: a word's key of two consonants (Ahmad's MD, Abid's BD, in thousands
 * of names) only when the name has no longer one. A candidate that can score at the minimum
 * matches most of the query's words, so it shares a longer key as well (measured: bench:screening's
 * recall figures); the short ones only bring candidates that score under it.
 */
export function lookupKeys(keys: readonly string[]): string[] {
  const longer = keys.filter((key) => key.includes('+') || key.length > 2);
  return longer.length > 0 ? longer : [...keys];
}

/**
 * How many of a query's lookup keys a candidate must share: two for a long name (six keys or
 * more of the name as written: four words and up; its other spellings' keys do not make it
 * longer), whose match at the minimum shares several (a name sharing one of them, a family name
 * like Tikriti, scores under it); one otherwise.
 */
export const requiredOverlap = (query: PreparedName): number =>
  lookupKeys(query.keys.slice(0, query.writtenKeys)).length >= 6 ? 2 : 1;

/** Tokens, skeletons and keys of a name (cap: the first 12 words; a name is rarely longer). */
export function prepareName(name: string): PreparedName {
  const tokens = tokenizeName(name.slice(0, 500))
    .slice(0, 12)
    .map((token, index, all) => {
      const skeleton = skeletonOf(token);
      const weight = CONNECTORS.has(token.text) ? 0.5 : 1;
      const bareSkeleton = bareSkeletonOf(token, index === all.length - 1);
      return { ...token, skeleton, bareSkeleton, skeletonWeight: skeletonWeight(skeleton), weight };
    });
  return preparedFromTokens(name, tokens);
}

/**
 * A name from its prepared tokens: prepareName's, or those a list stored beside the name when it
 * was imported (sanctions_names.tokens), so a screening scores a stored name without preparing it
 * again (`keys`: a stored name only scored needs none). A change to the tokens' rules needs the
 * stored lists imported again.
 */
export function preparedFromTokens(
  name: string,
  tokens: readonly PreparedToken[],
  stored?: readonly string[],
): PreparedName {
  const { keys, written } = stored ? { keys: stored, written: stored.length } : keysOf(tokens);
  const scripts = new Set(tokens.map((token) => token.script));
  const joined = tokens.map((token) => token.skeleton).join('');
  return {
    name,
    tokens,
    text: tokens.map((token) => token.text).join(' '),
    script: scripts.size === 1 ? (tokens[0]?.script ?? 'latin') : 'mixed',
    compact: tokens.map((token) => token.text).join(''),
    joined,
    joinedWeight: skeletonWeight(joined),
    consonants: joined.replace(/[aāīūh]/g, '').length,
    keys,
    writtenKeys: written,
  };
}
