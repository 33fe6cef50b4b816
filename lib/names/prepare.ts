// A name prepared once for many comparisons (a list's aliases are prepared at import and kept), and
// the keys a database stores beside it to prefilter candidates before scoring (name-keys.ts).
import { skeletonWeight } from './distance';
import { bareSkeletonOf } from './glued-article';
import { CONNECTORS, keysOf } from './name-keys';
import { arabicSkeleton, latinSkeleton } from './skeleton';
import { tokenizeName, type NameToken, type Script } from './tokens';

export type PreparedToken = NameToken & {
  /** The word in the common skeleton (skeleton.ts). */
  readonly skeleton: string;
  /** The skeleton without a glued Latin article ("Alhassan", "Essaadi"), when there is one. */
  readonly bareSkeleton: string | undefined;
  /**
   * A Latin word's skeleton with th, dh, sh, kh, gh read as two letters (Fathi as «فتحي»), when it
   * differs; compared with Arabic words only (align.ts).
   */
  readonly pairSkeleton?: string | undefined;
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

const LATIN_PAIR = /[tdskg]h/;

/** The skeleton of a Latin word read with its th, dh, sh, kh, gh as two letters, when it differs. */
function pairSkeletonOf(token: NameToken, skeleton: string): string | undefined {
  if (token.script !== 'latin' || token.row >= 0 || !LATIN_PAIR.test(token.text)) return undefined;
  const pairs = latinSkeleton(token.text, true);
  return pairs === skeleton ? undefined : pairs;
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
      const pairSkeleton = pairSkeletonOf(token, skeleton);
      return {
        ...token,
        skeleton,
        bareSkeleton,
        ...(pairSkeleton ? { pairSkeleton } : {}),
        skeletonWeight: skeletonWeight(skeleton),
        weight,
      };
    });
  return preparedFromTokens(name, tokens);
}

/**
 * A name from its prepared tokens: prepareName's, or those a list stored beside the name when it
 * was imported (sanctions_names.tokens), so a screening scores a stored name without preparing it
 * again (`stored`: its keys, when known; a name only scored needs none). A change to the rules
 * needs the stored lists imported again.
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

export { coarseKey, nameKeys } from './name-keys';
