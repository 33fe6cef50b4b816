// What a name's score was made of (issue 56): how many of the query's words that name paired, and
// whether they are common given names, for the subject's rules (subject.ts); and whether the query
// is a listed name shortened as the press writes it (coversGivenAndFamily), for the score.
import type { TokenPair } from './align';
import { COMMON_GIVEN_NAMES } from './given-names';
import { NAME_ROWS } from './name-table';
import type { PreparedName } from './prepare';

/** What a score was made of, for the rules that weigh the subject's kind (subject.ts). */
export type MatchDetail = {
  /** The query's words that name (connectors such as bin, abu, abd aside), and how many paired. */
  readonly queryNamed: number;
  readonly queryPaired: number;
  /** Every paired word of the query is a common given name (name-table.ts, given-names.ts). */
  readonly knownOnly: boolean;
  /** The candidate's words that name, and whether its last one (a family name) paired. */
  readonly candidateNamed: number;
  readonly lastPaired: boolean;
  /** The least similarity of the query's paired words that name (1 for names compared whole). */
  readonly leastSimilar: number;
};

/** Under this score, no band: the detail is not worked out. */
export const DETAIL_FROM = 50;
export const NO_DETAIL: MatchDetail = {
  queryNamed: 0,
  queryPaired: 0,
  knownOnly: false,
  candidateNamed: 0,
  lastPaired: false,
  leastSimilar: 0,
};

const CONNECTOR_ROWS = new Set(['abd', 'abu', 'bin', 'bint']);
/** A word of the name table (Hassan, Ahmad…) or a common given name (Adam, Bilal…). */
const isGivenName = (token: PreparedName['tokens'][number] | undefined) =>
  token !== undefined && (token.row >= 0 || COMMON_GIVEN_NAMES.has(token.text));

/** The indexes of the words that name (the connectors abd, abu, bin, bint aside, either script). */
const names = (tokens: PreparedName['tokens']) =>
  tokens.flatMap((token, index) =>
    CONNECTOR_ROWS.has(NAME_ROWS[token.row]?.latin[0] ?? '') ? [] : [index],
  );

export function detailOf(q: PreparedName, c: PreparedName, pairs: readonly TokenPair[] | null) {
  const queryNames = names(q.tokens);
  const candidateNames = names(c.tokens);
  const paired = pairs ? new Set(pairs.map((pair) => pair.query)) : new Set(queryNames);
  const pairedCandidate = pairs ? new Set(pairs.map((pair) => pair.candidate)) : null;
  const namedPaired = queryNames.filter((index) => paired.has(index));
  const last = candidateNames.at(-1);
  return {
    queryNamed: queryNames.length,
    queryPaired: namedPaired.length,
    knownOnly: namedPaired.every((index) => isGivenName(q.tokens[index])),
    candidateNamed: candidateNames.length,
    lastPaired: last !== undefined && (pairedCandidate === null || pairedCandidate.has(last)),
    leastSimilar: Math.min(
      1,
      ...(pairs ?? []).filter((pair) => namedPaired.includes(pair.query)).map((p) => p.similarity),
    ),
  };
}

/**
 * Whether the candidate's word at `index` is written joined to the next by a hyphen, as the two
 * parts of a double family name ("ZUBAIDI-HADITHI"): the press writes the first part alone.
 */
function hyphenatedWithNext(c: PreparedName, index: number): boolean {
  const word = c.tokens[index]?.text;
  const next = c.tokens[index + 1]?.text;
  return (
    word !== undefined && next !== undefined && c.name.toLowerCase().includes(`${word}-${next}`)
  );
}

/**
 * Whether the candidate's word at `index` carries the article (al-/el-, «ال»), as a trailing nisba
 * does: after a family name that is no given name, the press leaves it
 * out ("Kamiran Zubaidi" for KAMIRAN ZUBAIDI AL-HADITHI); after a given name (a father's: Saddam
 * Hussein of SADDAM HUSSEIN AL-TIKRITI) the query stays partial.
 */
function withArticle(c: PreparedName, index: number): boolean {
  const word = c.tokens[index]?.text;
  if (word === undefined) return false;
  const name = c.name.toLowerCase();
  return (
    name.includes(`ال${word}`) || new RegExp(`(?:^|[^a-z])[ae]l[- ]?${word}(?:$|[^a-z])`).test(name)
  );
}

/**
 * Whether the query is a name found whole and in order in a longer one, one of its words not a
 * common given name, as the press and buyers shorten a listed name: its first word the candidate's
 * first (the given name), and its last the candidate's last (the family name: "Hannibal Gaddafi"
 * for HANNIBAL MUAMMAR QADHAFI), the first part of a double family name ("Kamiran Abbasi" for
 * KAMIRAN ABBASI-ZUBAIDI), a family name before a trailing nisba (withArticle) or three words or
 * more (a trailing nisba left out: al-Tikriti). A
 * first and a father's name alone (Saddam Hussein of SADDAM HUSSEIN AL-TIKRITI) stay partial.
 */
export function coversGivenAndFamily(
  q: PreparedName,
  c: PreparedName,
  pairs: readonly TokenPair[],
) {
  // Cheap refusals first: most pairs of names scored are far apart.
  if (pairs.length < 2 || c.tokens.length <= pairs.length) return false;
  const queryNames = names(q.tokens);
  const candidateNames = names(c.tokens);
  if (queryNames.length < 2 || candidateNames.length <= queryNames.length) return false;
  const byQuery = new Map(pairs.map((pair) => [pair.query, pair.candidate]));
  if (!queryNames.every((index) => byQuery.has(index))) return false;
  // In the order written: a shortened name keeps its order.
  const order = queryNames.map((index) => byQuery.get(index) ?? -1);
  if (order.some((candidate, at) => at > 0 && candidate < (order[at - 1] ?? 0))) return false;
  const [firstQuery = -1] = queryNames;
  const lastQuery = queryNames.at(-1) ?? -1;
  const lastPair = byQuery.get(lastQuery) ?? -1;
  // A word left out between (Uday Saddam Hussein written Uday Hussein), one word after at most.
  const skips = order.some((candidate, at) => at > 0 && candidate > (order[at - 1] ?? 0) + 1);
  const after = candidateNames.filter((index) => index > lastPair).length;
  return (
    byQuery.get(firstQuery) === candidateNames[0] &&
    (after === 0 ||
      queryNames.length >= 3 ||
      (after === 1 &&
        (skips ||
          hyphenatedWithNext(c, lastPair) ||
          (!isGivenName(q.tokens[lastQuery]) && withArticle(c, lastPair + 1))))) &&
    queryNames.some((index) => !isGivenName(q.tokens[index]))
  );
}
