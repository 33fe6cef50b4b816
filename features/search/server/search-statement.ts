import 'server-only';
import { sql, type SQL } from 'drizzle-orm';

import { searchDocuments } from '@/lib/db/schema';
import { pageOffset } from '@/lib/pagination';
import { containsPattern } from '@/lib/search/like-pattern';

import type { SearchType } from '../constants';

import type { WordTerms } from './match-terms';

// The one statement of a search (issue 28, made fast in issue 36): the count of each type and one
// page of ranked results.
//
// Ranking: a word in the title counts more than one only in the text, and in the title exact more
// than a prefix more than a typo; a title that is the query, or holds it, comes first; then recency
// (up to 2 points, fading over three years), then the newest.
//
// Where the time goes: a common word matches half the index, and ranking every match read each
// record's title terms and text. A record with no word of the query in its title ranks at most
// TEXT points a word + TITLE_HOLDS_QUERY + RECENT (a title that is the query holds its words, so it
// is never one of those); the records whose title holds a word (the "title hits") come from the
// index itself (one GIN index over the text's and the title's terms), and when enough of them rank
// above that ceiling, they are the page. Otherwise every match is ranked, as before. Either way the
// order is the same (tests/api/search-ranking.test.ts compares them).

/**
 * Points of a word matched in the title exactly, as a prefix, or with a typo; a word matched only in
 * the text earns the same few points however it matched (telling those apart would read every
 * matching record's whole vector, the search's costliest step).
 */
export const POINTS = { title: [12, 8, 5], text: 2 } as const;
/** Points of a title that is the query, or holds it. */
export const TITLE_IS_QUERY = 20;
export const TITLE_HOLDS_QUERY = 6;
/** At most this many points for a recent record, fading over three years. */
export const RECENT = 2;
export const RECENCY_SECONDS = 3 * 365 * 24 * 3600;

const { id, type, vector, title_vector, title_keys, title_text, published_at } = searchDocuments;

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
    any: anyOf([...begun, ...near]),
  };
}

const tsquery = (text: string) => sql`${text}::tsquery`;

/** A constant of the ranking, written into the statement (never a value typed by a visitor). */
const points = (value: number) => sql.raw(String(value));

/** A word's points; most records do not hold it in their title, and one test settles those. */
function wordPoints(entry: WordTerms): SQL {
  const [exactTitle, prefixTitle, typoTitle] = POINTS.title.map(points);
  const queries = wordQueries(entry);
  return sql`(case
    when not ${title_vector} @@ ${tsquery(queries.any)} then ${points(POINTS.text)}
    when ${title_vector} @@ ${tsquery(queries.exact)} then ${exactTitle}
    when ${title_vector} @@ ${tsquery(queries.prefix)} then ${prefixTitle}
    else ${typoTitle} end)`;
}

/**
 * A record's rank. The title is the query when it equals one of the normalised titles, and holds it
 * when `title_text` (both of them joined by a space) contains it. Recency is in double precision
 * (date_part): the same order as numeric arithmetic, at a third of the cost.
 */
function rankOf(matched: readonly WordTerms[], phrase: string): SQL {
  const title = sql`(case
    when strpos(${title_text}, ${phrase}::text) > 0 then
      (case when ${phrase}::text = any(${title_keys}) then ${points(TITLE_IS_QUERY)} else ${points(TITLE_HOLDS_QUERY)} end)
    else 0 end)`;
  const recent = sql`coalesce(${points(RECENT)} * greatest(0, 1 - abs(date_part('epoch', now() - ${published_at})) / ${points(RECENCY_SECONDS)}), 0)`;
  return sql.join([...matched.map(wordPoints), title, recent], sql` + `);
}

export type StatementRequest = {
  type?: SearchType;
  page: number;
  pageSize: number;
  /** The query as normalised text (what a title is, or holds). */
  phrase: string;
};

/** A row of the statement: a result of the page (`ordinal` set) or the count of a type. */
export type StatementRow = {
  ordinal: number | string | null;
  source: string | null;
  record_id: number | null;
  type: string;
  title_en: string | null;
  title_ar: string | null;
  body_en: string | null;
  body_ar: string | null;
  href_en: string | null;
  href_ar: string | null;
  published_at: string | Date | null;
  matches: number | string | bigint | null;
};

/**
 * The statement: `hits` are the matches whose title holds a word of the query, ranked; `settled`
 * says whether enough of them rank above every other match to fill the page (above the ceiling of a
 * record whose title holds no word; above a lower one when no title at all holds the query);
 * `page` takes the page from the hits, or else ranks every match; the counts are of every type.
 */
export function searchStatement(matched: readonly WordTerms[], request: StatementRequest): SQL {
  const words = matched.map((entry) => wordQueries(entry).any);
  const every = tsquery(words.join(' & '));
  const inTitle = tsquery(words.join(' | '));
  const rank = rankOf(matched, request.phrase);
  const ofType = request.type ? sql`and ${type} = ${request.type}` : sql``;
  const offset = pageOffset(request.page, request.pageSize);
  const reach = offset + request.pageSize;
  const textOnly = matched.length * POINTS.text;
  const ceiling = points(textOnly + TITLE_HOLDS_QUERY + RECENT);
  const ceilingWithoutHolders = points(textOnly + RECENT);
  return sql`with hits as materialized (
      select ${id} as id, ${published_at} as published_at, ${rank} as rank
      from ${searchDocuments}
      where ${vector} @@ ${every} and ${title_vector} @@ ${inTitle} ${ofType}
    ),
    settled as (
      select case
        when (select count(*) from hits where rank > ${ceiling}) >= ${reach} then true
        when not exists (select from ${searchDocuments} where ${title_text} like ${containsPattern(request.phrase)}::text)
          and (select count(*) from hits where rank > ${ceilingWithoutHolders}) >= ${reach} then true
        else false end as settled
    ),
    page as (
      select id, rank, published_at, row_number() over (order by rank desc, published_at desc nulls last, id) as ordinal
      from (
        select id, rank, published_at from hits where (select settled from settled)
        union all
        select ${id}, ${rank}, ${published_at} from ${searchDocuments}
        where ${vector} @@ ${every} ${ofType} and not (select settled from settled)
        order by rank desc, published_at desc nulls last, id
        limit ${request.pageSize} offset ${offset}
      ) as cut
    )
    select page.ordinal, ${searchDocuments.source}, ${searchDocuments.record_id}, ${type},
      ${searchDocuments.title_en}, ${searchDocuments.title_ar}, ${searchDocuments.body_en},
      ${searchDocuments.body_ar}, ${searchDocuments.href_en}, ${searchDocuments.href_ar},
      ${published_at}, null::bigint as matches
    from page join ${searchDocuments} on ${id} = page.id
    union all
    select null, null, null, ${type}, null, null, null, null, null, null, null, count(*)
    from ${searchDocuments} where ${vector} @@ ${every} group by ${type}`;
}
