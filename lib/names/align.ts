// Pairing the words of two names: each pair's similarity (0-1) and kind, and the best one-to-one
// pairing, greedily by similarity (names have a handful of words; the greedy pairing is the optimal
// one in all but contrived cases, and costs a sort of at most 144 pairs).
import { jaroWinkler, skeletonSimilarity } from './distance';
import type { PreparedName, PreparedToken } from './prepare';

/** Two words this similar (0-1) are taken as the same word written differently. */
export const TOKEN_MATCH = 0.8;

/**
 * The similarity cap for two words the name table knows as different names (Hassan and Hussein,
 * Muhammad and Mahmud): under TOKEN_MATCH, so they never pair, however close their letters.
 */
const DIFFERENT_KNOWN_NAMES = 0.6;

/** An initial against a word it begins (J. against John). */
const INITIAL = 0.9;

/** Jaro-Winkler counts for less than the skeleton: it rewards a shared beginning generously. */
const JARO_WINKLER_DISCOUNT = 0.05;
/** …and counts only between words whose lengths are within this ratio. */
const JARO_WINKLER_LENGTHS = 0.75;

export type PairKind = 'same' | 'variant' | 'initial' | 'transliteration' | 'fuzzy';

export type TokenPair = {
  readonly query: number;
  readonly candidate: number;
  readonly similarity: number;
  readonly kind: PairKind;
};

/** How alike two words are, and how they are alike. */
export function comparePair(a: PreparedToken, b: PreparedToken): [number, PairKind] {
  const cross = a.script !== b.script;
  if (!cross && a.text === b.text) return [1, 'same'];
  if (a.row >= 0 && a.row === b.row) return [1, cross ? 'transliteration' : 'variant'];
  if (!cross && a.script === 'latin' && (a.text.length === 1 || b.text.length === 1)) {
    return a.text[0] === b.text[0] ? [INITIAL, 'initial'] : [0, 'fuzzy'];
  }
  if (a.row >= 0 && b.row >= 0) return [DIFFERENT_KNOWN_NAMES, 'fuzzy'];
  let similarity = skeletonSimilarity(
    a.skeleton,
    b.skeleton,
    a.skeletonWeight,
    b.skeletonWeight,
    cross,
  );
  // Jaro-Winkler only between words of like length: it rates a word inside another highly (Rash
  // in Jerash).
  const shorter = Math.min(a.text.length, b.text.length);
  const longer = Math.max(a.text.length, b.text.length);
  if (!cross && shorter >= JARO_WINKLER_LENGTHS * longer) {
    similarity = Math.max(similarity, jaroWinkler(a.text, b.text) - JARO_WINKLER_DISCOUNT);
  }
  if (similarity < TOKEN_MATCH && (a.bareSkeleton || b.bareSkeleton)) {
    const aBare = a.bareSkeleton ?? a.skeleton;
    const bBare = b.bareSkeleton ?? b.skeleton;
    const bare = skeletonSimilarity(aBare, bBare, undefined, undefined, cross);
    similarity = Math.max(similarity, bare);
  }
  // A Latin th, dh, sh, kh or gh may be two Arabic letters (Fathi «فتحي», Adham «أدهم»).
  const pairs = cross ? (a.pairSkeleton ?? b.pairSkeleton) : undefined;
  if (pairs && similarity < 1) {
    const arabic = a.script === 'arabic' ? a : b;
    const split = skeletonSimilarity(
      arabic.skeleton,
      pairs,
      arabic.skeletonWeight,
      undefined,
      true,
    );
    similarity = Math.max(similarity, split);
  }
  return [similarity, cross ? 'transliteration' : 'fuzzy'];
}

/** The best one-to-one pairing of the two names' words with similarity ≥ TOKEN_MATCH. */
export function alignTokens(query: PreparedName, candidate: PreparedName): TokenPair[] {
  const pairs: TokenPair[] = [];
  query.tokens.forEach((a, i) => {
    candidate.tokens.forEach((b, j) => {
      const [similarity, kind] = comparePair(a, b);
      if (similarity >= TOKEN_MATCH) pairs.push({ query: i, candidate: j, similarity, kind });
    });
  });
  if (pairs.length > 1) {
    pairs.sort(
      (x, y) => y.similarity - x.similarity || x.query - y.query || x.candidate - y.candidate,
    );
  }
  // Names have at most 12 words (prepareName): a bit mask each side marks the words paired.
  let usedQuery = 0;
  let usedCandidate = 0;
  return pairs.filter((pair) => {
    const q = 1 << pair.query;
    const c = 1 << pair.candidate;
    if (usedQuery & q || usedCandidate & c) return false;
    usedQuery |= q;
    usedCandidate |= c;
    return true;
  });
}
