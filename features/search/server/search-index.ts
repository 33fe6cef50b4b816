import 'server-only';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';

import { searchDocuments } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/routing';
import { pageFields, pageOffset } from '@/lib/pagination';
import { snippetOf } from '@/lib/search/highlight';
import { containsPattern } from '@/lib/search/like-pattern';
import { normalizeText } from '@/lib/search/normalize-text';
import { queryWordsOf, searchQueryText } from '@/lib/search/search-terms';

import { SEARCH_TYPES, type SearchKind, type SearchType } from '../constants';
import type { SearchAnswer, SearchHit } from '../schemas';

import { matchTerms, type WordTerms } from './match-terms';
import { SEARCH_SOURCES } from './search-sources';

// The search (issue 28): every word of the query must match a term of the record (a whole word, a
// word it begins, or one a typo away); results rank by where and how the words matched (title
// before text, exact before prefix before typo), a title that is the query or holds it, and how
// recent the record is.

export type SearchRequest = {
  q: string;
  type?: SearchType;
  page: number;
  pageSize: number;
  locale: Locale;
};

/**
 * Points of a word matched in the title exactly, as a prefix, or with a typo; a word matched only in
 * the text earns the same few points however it matched (telling those apart would read every
 * matching record's whole vector, the search's costliest step).
 */
const POINTS = { title: [12, 8, 5], text: 2 } as const;
/** Points of a title that is the query, or holds it. */
const TITLE_IS_QUERY = 20;
const TITLE_HOLDS_QUERY = 6;
/** At most this many points for a recent record, fading over three years. */
const RECENT = 2;
const RECENCY_SECONDS = 3 * 365 * 24 * 3600;

const KIND_OF_SOURCE = new Map<string, SearchKind>(
  SEARCH_SOURCES.map((source) => [source.key, source.kind]),
);

const { vector, title_vector, title_keys, published_at } = searchDocuments;

/** A term as a tsquery operand (terms are letters and digits; quotes and backslashes escaped anyway). */
const operand = (term: string, prefix = false) =>
  `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${prefix ? ':*' : ''}`;
const anyOf = (operands: readonly string[]) => `(${operands.join(' | ')})`;

/** The word's forms whole, the words they begin, and its typo neighbours, as tsqueries. */
function wordQueries({ exact, typo }: WordTerms) {
  const whole = exact.map((term) => operand(term));
  const begun = exact.map((term) => operand(term, true));
  const near = typo.map((term) => operand(term));
  return {
    exact: anyOf(whole),
    prefix: anyOf(begun),
    typo: near.length > 0 ? anyOf(near) : null,
    any: anyOf([...begun, ...near]),
  };
}

const tsquery = (text: string) => sql`${text}::tsquery`;

/** The record holds every word (one of its terms). */
const matchCondition = (matched: readonly WordTerms[]): SQL =>
  sql`${vector} @@ ${tsquery(matched.map((entry) => wordQueries(entry).any).join(' & '))}`;

/** A constant of the ranking, written into the statement (never a value typed by a visitor). */
const points = (value: number) => sql.raw(String(value));

function wordPoints(entry: WordTerms): SQL {
  const [exactTitle, prefixTitle, typoTitle] = POINTS.title.map(points);
  const queries = wordQueries(entry);
  const typoInTitle = queries.typo
    ? sql`when ${title_vector} @@ ${tsquery(queries.typo)} then ${typoTitle}`
    : sql``;
  return sql`(case
    when ${title_vector} @@ ${tsquery(queries.exact)} then ${exactTitle}
    when ${title_vector} @@ ${tsquery(queries.prefix)} then ${prefixTitle}
    ${typoInTitle}
    else ${points(POINTS.text)} end)`;
}

/**
 * Runs a read of the index with sequential scans off: the planner prices a bitmap scan of the
 * terms' index above reading the table, but the index answers the match exactly, so the bitmap scan
 * never opens the records' vectors, where the table scan decompresses every one (25 ms against
 * 90 ms for a word in half of 20,000 records, PostgreSQL 15).
 */
function withIndexScan<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return read(tx);
  });
}

function rankOf(matched: readonly WordTerms[], phrase: string): SQL {
  const title = sql`(case
    when ${phrase}::text = any(${title_keys}) then ${points(TITLE_IS_QUERY)}
    when array_to_string(${title_keys}, ' ') like ${containsPattern(phrase)}::text then ${points(TITLE_HOLDS_QUERY)}
    else 0 end)`;
  const recent = sql`coalesce(${points(RECENT)} * greatest(0, 1 - abs(extract(epoch from (now() - ${published_at}))) / ${points(RECENCY_SECONDS)}), 0)`;
  return sql.join([...matched.map(wordPoints), title, recent], sql` + `);
}

const noCounts = (): Record<SearchType, number> =>
  Object.fromEntries(SEARCH_TYPES.map((type) => [type, 0])) as Record<SearchType, number>;

function emptyAnswer(request: SearchRequest, words: string[]): SearchAnswer {
  return {
    q: searchQueryText(request.q),
    words,
    terms: [],
    counts: noCounts(),
    items: [],
    ...pageFields(0, request.page, request.pageSize),
  };
}

/** One page of the results of a query, with the count of each type. */
export async function searchIndex(db: Db, request: SearchRequest): Promise<SearchAnswer> {
  const words = queryWordsOf(request.q);
  if (words.length === 0) return emptyAnswer(request, words);
  const matched = await matchTerms(db, words);
  if (matched.some((entry) => entry.prefix.length + entry.typo.length === 0)) {
    return emptyAnswer(request, words);
  }
  const condition = matchCondition(matched);
  const rank = rankOf(matched, normalizeText(searchQueryText(request.q)));
  const [countRows, rows] = await Promise.all([
    withIndexScan(db, (tx) =>
      tx
        .select({ type: searchDocuments.type, value: count() })
        .from(searchDocuments)
        .where(condition)
        .groupBy(searchDocuments.type),
    ),
    withIndexScan(db, (tx) =>
      tx
        .select({
          source: searchDocuments.source,
          record_id: searchDocuments.record_id,
          type: searchDocuments.type,
          title_en: searchDocuments.title_en,
          title_ar: searchDocuments.title_ar,
          body_en: searchDocuments.body_en,
          body_ar: searchDocuments.body_ar,
          href_en: searchDocuments.href_en,
          href_ar: searchDocuments.href_ar,
          published_at,
          rank: sql<number>`${rank}`.as('rank'),
        })
        .from(searchDocuments)
        .where(and(condition, request.type ? eq(searchDocuments.type, request.type) : undefined))
        .orderBy(desc(sql`rank`), sql`${published_at} desc nulls last`, searchDocuments.id)
        .limit(request.pageSize)
        .offset(pageOffset(request.page, request.pageSize)),
    ),
  ]);
  const counts = noCounts();
  for (const row of countRows) {
    if (row.type in counts) counts[row.type as SearchType] = Number(row.value);
  }
  const total = request.type
    ? counts[request.type]
    : Object.values(counts).reduce((sum, value) => sum + value, 0);
  // The terms a typo matched: a term matched as a prefix starts with a word of the query, which is
  // what the highlighting looks for anyway.
  const termList = [...new Set(matched.flatMap((entry) => entry.typo))];
  const matcher = { words, terms: termList };
  const ar = request.locale === 'ar';
  const items = rows.map((row): SearchHit => ({
    type: row.type as SearchType,
    kind: KIND_OF_SOURCE.get(row.source) ?? 'page',
    id: row.record_id,
    title: ar ? row.title_ar : row.title_en,
    snippet: snippetOf(ar ? row.body_ar : row.body_en, matcher),
    href: ar ? row.href_ar : row.href_en,
    date: row.published_at ? new Date(row.published_at).toISOString().slice(0, 10) : null,
  }));
  return {
    q: searchQueryText(request.q),
    words,
    terms: termList,
    counts,
    items,
    ...pageFields(total, request.page, request.pageSize),
  };
}
