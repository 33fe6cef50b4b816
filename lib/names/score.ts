// Scoring a name against one alias (scoreName) and against all of a record's aliases
// (bestAliasMatch). Thresholds and weights are documented in docs/decisions/screening.md.
import { alignTokens, TOKEN_MATCH, type TokenPair } from './align';
import { ORGANISATION_UNPAIRED, ORGANISATION_WORDS } from './company-words';
import { skeletonSimilarity } from './distance';
import { prepareName, type PreparedName } from './prepare';
import {
  coversGivenAndFamily,
  DETAIL_FROM,
  detailOf,
  NO_DETAIL,
  type MatchDetail,
} from './score-detail';

/**
 * The default minimum score of a match. Measured on the UN list (scripts/names-recall.ts): 85 keeps
 * Arabic ↔ Latin and spelling-variant matches of the same person (they score 88-100) while ordinary
 * Jordanian names that are not listed stay under it; below 85, sharing two of three words (a father's
 * and a first name, both common) is enough, which is too often true of different people.
 */
export const DEFAULT_MIN_SCORE = 85;

/**
 * The possible band's floor at the default threshold (issue 56): a record from 70 to 84 is a
 * possible match, shown apart from the strong ones; under 70, names share too little to be worth a
 * look (measured: docs/decisions/screening.md, "Two bands").
 */
export const POSSIBLE_MIN_SCORE = 70;

/** The possible band under a threshold: as wide as at the default (15), never under 50. */
export const possibleFloorOf = (minScore: number) =>
  Math.max(50, Math.min(minScore, minScore - (DEFAULT_MIN_SCORE - POSSIBLE_MIN_SCORE)));

/** Two names that differ only by their spaces ("Gazprom Bank", "Gazprombank"). */
const SPACING = 97;

/** The fewest consonants two names written whole must each have to be compared whole. */
const WHOLE_MIN_CONSONANTS = 4;

/** What an unmatched word costs: the query's in full, the candidate's half (lists carry long names). */
const UNMATCHED_QUERY = 1;
const UNMATCHED_CANDIDATE = 0.5;
/**
 * …and a candidate's middle word, when the query is a given and a family name found whole in it
 * (the press's "Hannibal Gaddafi" for HANNIBAL MUAMMAR QADHAFI: see coversGivenAndFamily).
 */
const UNMATCHED_MIDDLE = 0.1;
/** …all of them together at most this (a listed name may carry four names between the two). */
const UNMATCHED_MIDDLE_MAX = 0.2;

export type MatchReason =
  | 'exact'
  | 'spelling-variant'
  | 'spacing'
  | 'initials'
  | 'token-reorder'
  | 'transliteration'
  | 'partial'
  | 'none';

export type NameScore = { readonly score: number; readonly reason: MatchReason };

function reasonOf(pairs: readonly TokenPair[], unmatched: boolean): MatchReason {
  if (pairs.some((pair) => pair.kind === 'transliteration')) return 'transliteration';
  const ordered = [...pairs].sort((x, y) => x.query - y.query);
  if (
    ordered.some(
      (pair, index) => index > 0 && pair.candidate < (ordered[index - 1]?.candidate ?? 0),
    )
  ) {
    return 'token-reorder';
  }
  if (pairs.some((pair) => pair.kind === 'initial')) return 'initials';
  if (unmatched) return 'partial';
  return 'spelling-variant';
}

export type DetailedScore = NameScore & { readonly detail: MatchDetail };

/** Whether the candidate's word at `index` is written as one of its words already paired. */
function repeatsPaired(c: PreparedName, index: number, paired: number): boolean {
  const text = c.tokens[index]?.text;
  return c.tokens.some(
    (token, other) => other !== index && paired & (1 << other) && token.text === text,
  );
}

const asPrepared = (name: string | PreparedName) =>
  typeof name === 'string' ? prepareName(name) : name;

/**
 * How well `query` matches one alias, 0-100, and why. Words are paired one to one (in any order);
 * the score is the paired words' similarity over all the words' weight, a word of the query left
 * unpaired counting in full and one of the candidate half. Written without spaces, the names are
 * also compared whole ("Gazprom Bank" and "Gazprombank"), and the better of the two counts.
 */
export function scoreName(
  query: string | PreparedName,
  candidate: string | PreparedName,
): NameScore {
  const { score, reason } = scoreNameDetailed(query, candidate);
  return { score, reason };
}

/** scoreName, with what the score was made of. */
export function scoreNameDetailed(
  query: string | PreparedName,
  candidate: string | PreparedName,
): DetailedScore {
  const q = asPrepared(query);
  const c = asPrepared(candidate);
  if (q.tokens.length === 0 || c.tokens.length === 0) {
    return { score: 0, reason: 'none', detail: NO_DETAIL };
  }
  if (q.text === c.text) return { score: 100, reason: 'exact', detail: detailOf(q, c, null) };
  const sameScript = q.script === c.script && q.script !== 'mixed';
  if (sameScript && q.compact === c.compact) {
    return { score: SPACING, reason: 'spacing', detail: detailOf(q, c, null) };
  }
  const pairs = alignTokens(q, c);
  let matched = 0;
  let total = 0;
  let pairedQuery = 0;
  let pairedCandidate = 0;
  for (const pair of pairs) {
    const weight =
      ((q.tokens[pair.query]?.weight ?? 1) + (c.tokens[pair.candidate]?.weight ?? 1)) / 2;
    matched += pair.similarity * weight;
    total += weight;
    pairedQuery |= 1 << pair.query;
    pairedCandidate |= 1 << pair.candidate;
  }
  let unmatched = false;
  // A known name left unpaired on both sides (Mahmud against Muhammad) is a different name: the
  // names are then not compared whole, which would see only their close letters.
  let knownLeftQuery = false;
  let knownLeftCandidate = false;
  q.tokens.forEach((token, index) => {
    if (pairedQuery & (1 << index)) return;
    // A group's kind ("movement", «جماعة») the list does not write weighs less than a name.
    const organisation = ORGANISATION_WORDS.has(token.text) && q.tokens.length > 1;
    total += organisation ? ORGANISATION_UNPAIRED : token.weight * UNMATCHED_QUERY;
    unmatched = true;
    knownLeftQuery ||= token.row >= 0;
  });
  const covered = coversGivenAndFamily(q, c, pairs);
  let middle = 0;
  c.tokens.forEach((token, index) => {
    if (pairedCandidate & (1 << index)) return;
    // A word the name repeats, paired once, costs nothing again: a listed name of two bodies
    // written together repeats their words ("X Bank and X Bank International").
    if (repeatsPaired(c, index, pairedCandidate)) return;
    if (covered) middle += token.weight * UNMATCHED_MIDDLE;
    else total += token.weight * UNMATCHED_CANDIDATE;
    unmatched = true;
    knownLeftCandidate ||= token.row >= 0;
  });
  total += Math.min(middle, UNMATCHED_MIDDLE_MAX);
  const byTokens = total > 0 ? matched / total : 0;
  // Whole names, as a compound may be split one way or the other ("Gazprom Bank", «ولي جان» and
  // "Walijan"), and a transliteration may spread a word's letters over two: only in different
  // scripts or numbers of words, long enough (two short skeletons are too easily alike), with no
  // known different names left, and with something to gain.
  if (
    (q.tokens.length !== c.tokens.length || !sameScript) &&
    !(knownLeftQuery && knownLeftCandidate) &&
    byTokens < 0.99 &&
    Math.min(q.consonants, c.consonants) >= WHOLE_MIN_CONSONANTS
  ) {
    // Across scripts only when each name is of one script (a mixed name's letters are not known).
    const cross = !sameScript && q.script !== 'mixed' && c.script !== 'mixed';
    const whole = skeletonSimilarity(q.joined, c.joined, q.joinedWeight, c.joinedWeight, cross);
    if (whole > byTokens && whole >= TOKEN_MATCH) {
      // Same letters spaced otherwise ("Gazprom Bank") are spacing; a name inside a longer one
      // ("Saddam Hussein" in "Uday Saddam Hussein") is a part of it.
      const spaced =
        Math.min(q.joinedWeight, c.joinedWeight) / Math.max(q.joinedWeight, c.joinedWeight) >= 0.9;
      const reason = !sameScript ? 'transliteration' : spaced ? 'spacing' : 'partial';
      const score = Math.min(99, Math.round(whole * 100));
      return { score, reason, detail: detailOf(q, c, null) };
    }
  }
  const score = Math.min(99, Math.round(byTokens * 100));
  const reason = pairs.length === 0 ? 'none' : reasonOf(pairs, unmatched);
  // What the score was made of matters only to a score in a band (never under 50).
  const detail = score >= DETAIL_FROM ? detailOf(q, c, pairs) : NO_DETAIL;
  return { score, reason, detail };
}

export type AliasMatch = NameScore & {
  /** The index of the alias that scored best in the list given. */
  readonly index: number;
  readonly alias: string;
};

/** The alias of a record that `query` matches best, with its score and why (first on a tie). */
export function bestAliasMatch(
  query: string | PreparedName,
  aliases: readonly (string | PreparedName)[],
): AliasMatch | undefined {
  const q = asPrepared(query);
  let best: AliasMatch | undefined;
  aliases.forEach((alias, index) => {
    const result = scoreName(q, alias);
    if (best === undefined || result.score > best.score) {
      best = { ...result, index, alias: typeof alias === 'string' ? alias : alias.name };
    }
  });
  return best;
}
