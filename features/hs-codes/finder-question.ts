import { normalizeText } from '@/lib/search/normalize-text';

import {
  HS_QUALIFIER_KIND_ORDER,
  HS_QUALIFIER_KINDS,
  HS_QUALIFIERS,
  kindOfQualifier,
  qualifiersOf,
  type HsQualifier,
  type HsQualifierKind,
  type NamedCode,
} from './finder-qualifiers';

// One question when the words are not enough (issue 55, item 4). When the finder's best candidates
// differ by one qualifier the nomenclature decides by (finder-qualifiers.ts: the state of meat,
// fish, vegetables and fruit; knitted or woven; for retail sale or in bulk), the finder asks that
// one question, as a guided classification does, and the answer narrows the candidates to the
// codes carrying it. No question when the query already says it ("frozen peas", «قمصان تريكو»):
// the words were enough.

/** How many of the best candidates the question is read from (the combobox's list length). */
export const HS_QUESTION_CANDIDATES = 8;
/** The query parameter an answer is given in: `/hs-finder?q=peas&qualifier=frozen`. */
export const HS_QUALIFIER_PARAM = 'qualifier';

export type FinderQuestion = {
  kind: HsQualifierKind;
  /** The answers the best candidates carry, in the question's order. */
  options: HsQualifier[];
  /** The answer given, if any. */
  chosen?: HsQualifier;
};

/** A word as SAYS_KIND compares it: normalised, the article, a preposition and final ه off. */
function wordOf(word: string): string {
  const normal = normalizeText(word);
  const bare = normal.replace(/^(?:و?بال|و?لل|و?ال|و?ب)(?=\p{L}{3})/u, '');
  return bare.length > 3 ? bare.replace(/ه$/u, '') : bare;
}

/**
 * The words that say a kind's answer in a query: the nomenclature's words and the everyday ones
 * for them, in English and Arabic (exported for the tests' held-out check).
 */
/** The words that say each state in a query, as the question's answers group them. */
const STATE_WORDS: Record<(typeof HS_QUALIFIER_KINDS)['state'][number], readonly string[]> = {
  fresh: ['fresh', 'chilled', 'طازجة', 'مبردة'],
  frozen: ['frozen', 'freeze', 'مجمدة', 'مثلجة', 'فريز'],
  dried: ['dried', 'dry', 'salted', 'smoked', 'brine', 'مجففة', 'ناشفة', 'مملحة', 'مدخنة'],
  prepared: [
    ...['prepared', 'preserved', 'canned', 'tinned', 'cooked', 'pickled', 'jarred', 'bottled'],
    ...['محضرة', 'محفوظة', 'معلبة', 'مطبوخة', 'مخللة', 'مكبوسة'],
  ],
};

export const QUERY_QUALIFIER_WORDS: Record<HsQualifierKind, readonly string[]> = {
  state: Object.values(STATE_WORDS).flat(),
  fabric: [
    ...['knitted', 'knit', 'knitwear', 'crocheted', 'crochet', 'woven'],
    ...['تريكو', 'مصنرة', 'مصنرات', 'كروشيه', 'منسوجة', 'محاكة'],
  ],
  packing: ['retail', 'bulk', 'wholesale', 'تجزئة', 'سائبة', 'فرط'],
};

const wordSet = (kind: HsQualifierKind) => new Set(QUERY_QUALIFIER_WORDS[kind].map(wordOf));
const SAYS_KIND: Record<HsQualifierKind, ReadonlySet<string>> = {
  state: wordSet('state'),
  fabric: wordSet('fabric'),
  packing: wordSet('packing'),
};

const queryWords = (query: string) => query.split(/[^\p{L}\p{N}\p{M}]+/u).filter(Boolean);

/**
 * The state a query of several words says (one answer: a word alone is no product, and «فريز» is
 * also strawberries), as the words naming it and the other answers' words (normalised, as the
 * codes' terms hold them): a code whose name holds only the others contradicts the query ("frozen
 * mango" and 08.04's "fresh or dried"). Null when it says none or several.
 */
export function queryStateWords(query: string): { asked: string[]; other: string[] } | null {
  const words = queryWords(query);
  if (words.length < 2) return null;
  const said = HS_QUALIFIER_KINDS.state.filter((answer) =>
    words.some((word) => STATE_WORDS[answer].map(wordOf).includes(wordOf(word))),
  );
  if (said.length !== 1) return null;
  const namesOf = (answer: keyof typeof STATE_WORDS) => STATE_WORDS[answer].map(normalizeText);
  return {
    asked: namesOf(said[0]!),
    other: HS_QUALIFIER_KINDS.state.filter((answer) => answer !== said[0]).flatMap(namesOf),
  };
}

/** Whether the query already says an answer of the kind. */
export function querySaysKind(query: string, kind: HsQualifierKind): boolean {
  const words = queryWords(query);
  return words.some((word) => SAYS_KIND[kind].has(wordOf(word)));
}

const inOrder = (kind: HsQualifierKind, answers: ReadonlySet<HsQualifier>) =>
  (HS_QUALIFIER_KINDS[kind] as readonly HsQualifier[]).filter((answer) => answers.has(answer));

/**
 * The kind's answers that split the candidates, or null when they agree. An answer every candidate
 * saying the kind carries narrows nothing ("fresh or dried" dates) and is not offered; the best
 * candidate must say the kind (a qualifier of the eighth code alone is not the product's) and
 * two answers at least must be left to choose from.
 */
function splitBy(kind: HsQualifierKind, candidates: readonly NamedCode[]): HsQualifier[] | null {
  const carried = candidates.map((candidate) => qualifiersOf(candidate, kind));
  if (!carried[0] || carried[0].size === 0) return null;
  const labelled = carried.filter((answers) => answers.size > 0);
  const union = new Set(labelled.flatMap((answers) => [...answers]));
  const offered = [...union].filter((answer) => labelled.some((answers) => !answers.has(answer)));
  return offered.length >= 2 ? inOrder(kind, new Set(offered)) : null;
}

/**
 * The one question the best candidates (the finder's first results, unnarrowed) call for, or null.
 * With an answer chosen, the question of its kind, the chosen answer among its options, so the
 * page can show it and offer the others.
 */
export function finderQuestionOf(
  best: readonly NamedCode[],
  query: string,
  chosen?: HsQualifier,
): FinderQuestion | null {
  const candidates = best.slice(0, HS_QUESTION_CANDIDATES);
  if (chosen) {
    const kind = kindOfQualifier(chosen);
    const offered = splitBy(kind, candidates) ?? [];
    return { kind, options: inOrder(kind, new Set([...offered, chosen])), chosen };
  }
  for (const kind of HS_QUALIFIER_KIND_ORDER) {
    if (querySaysKind(query, kind)) continue;
    const options = splitBy(kind, candidates);
    if (options) return { kind, options };
  }
  return null;
}

/** An answer as the query parameter gives it, or undefined for none or an unknown one. */
export const qualifierOf = (value: string | undefined): HsQualifier | undefined =>
  HS_QUALIFIERS.find((qualifier) => qualifier === value);
