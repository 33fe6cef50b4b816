import 'server-only';
import { sql, type SQL } from 'drizzle-orm';

import { hsCodes, hsTerms } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { hsDigitsOf } from '@/lib/hs/hs-code';
import { pageOffset } from '@/lib/pagination';
import { finderWordForms } from '@/lib/search/finder-terms';
import { normalizeText } from '@/lib/search/normalize-text';
import { normalizedSql } from '@/lib/search/normalized-sql';
import { queryWordsOf } from '@/lib/search/search-terms';
import { matchVocabulary, rowsOf, type WordTerms } from '@/lib/search/vocabulary-match';

import { HS_PHRASE_RANKED } from '../constants';

import { synonymHits, type SynonymHit } from './synonyms';

// The HS finder's one statement (issue 37). A query that is a code in any spelling finds that code
// first, then the codes under it. Words find the codes whose names (or synonyms) hold them:
// first those that match the most of the query's words, then, among the best few hundred, those
// whose name holds the whole query as typed, then the most points (a word whole 3, as the start of
// a longer word 2, a typo away 1), headings before subheadings before chapters, shorter names
// first, and the code.

const VOCABULARY = { table: hsTerms, term: hsTerms.term };

export type FoundCode = {
  code: string;
  level: number;
  section_id: string;
  parent: string | null;
  name_en: string;
  name_ar: string;
};
export type FoundPage = { rows: FoundCode[]; total: number };

type Row = Partial<FoundCode> & { total: number | string };

const int = (value: number) => sql.raw(String(Math.trunc(value)));
const textArray = (values: readonly string[]) =>
  sql`${`{${values.map(quoted).join(',')}}`}::text[]`;
/** An array literal's element, quoted (terms are letters and digits; escaped anyway). */
const quoted = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

function pageOf(rows: Row[]): FoundPage {
  const total = Number(rows[0]?.total ?? 0);
  return { rows: rows.filter((row): row is Row & FoundCode => !!row.code), total };
}

const COLUMNS = sql`code, level, section_id, parent, name_en, name_ar`;

/** The longest of the digits' 6, 4 and 2 first ones that some code begins with. */
async function knownPrefix(db: Db, digits: string): Promise<string | null> {
  const candidates = [6, 4, 2, 1].map((length) => digits.slice(0, length));
  const result = await db.execute(sql`
    select prefix from unnest(${textArray(candidates)}) as prefix
    where exists (select 1 from ${hsCodes} where code like prefix || '%')
    order by length(prefix) desc limit 1`);
  return rowsOf<{ prefix: string }>(result)[0]?.prefix ?? null;
}

/**
 * Codes beginning with the digits (a code of another edition or a national line: with its longest
 * known part): the code itself first, then by level and code.
 */
async function findByCode(db: Db, digits: string, page: number, size: number) {
  const prefix = await knownPrefix(db, digits);
  if (!prefix) return { rows: [], total: 0 };
  const result = await db.execute(sql`
    select t.total, p.* from (select count(*)::int as total from ${hsCodes} where code like ${`${prefix}%`}) t
    left join lateral (
      select ${COLUMNS} from ${hsCodes} where code like ${`${prefix}%`}
      order by (code = ${prefix}) desc, level, code
      limit ${int(size)} offset ${int(pageOffset(page, size))}
    ) p on true`);
  return pageOf(rowsOf<Row>(result));
}

/** A word's points in a row's terms, in SQL. */
function wordPointsSql({ exact, prefix, typo }: WordTerms): SQL {
  const ways: [string[], number][] = [
    [exact, 3],
    [prefix, 2],
    [typo, 1],
  ];
  const cases = ways
    .filter(([terms]) => terms.length > 0)
    .map(([terms, points]) => sql`when terms && ${textArray(terms)} then ${int(points)}`);
  return cases.length > 0 ? sql`(case ${sql.join(cases, sql` `)} else 0 end)` : sql`0`;
}

function synonymValues(hits: readonly SynonymHit[]): SQL {
  if (hits.length === 0) return sql`select null::text as code, 0 as words, 0 as points where false`;
  const rows = hits.map((hit) => sql`(${hit.code}::text, ${int(hit.words)}, ${int(hit.points)})`);
  return sql`select * from (values ${sql.join(rows, sql`, `)}) as s(code, words, points)`;
}

/** Codes whose names or synonyms hold the query's words, ranked as the file's comment says. */
async function findByWords(db: Db, query: string, page: number, size: number): Promise<FoundPage> {
  const words = queryWordsOf(query);
  if (words.length === 0) return { rows: [], total: 0 };
  const entries = await matchVocabulary(db, VOCABULARY, words, finderWordForms);
  const hits = await synonymHits(db, entries);
  const allTerms = [...new Set(entries.flatMap((e) => [...e.exact, ...e.prefix, ...e.typo]))];
  const points = entries.map(wordPointsSql);
  const phrase = normalizeText(query);
  const shownArabic = sql`coalesce(nullif(h.name_ar, ''), (select name_ar from ${hsCodes} p where p.code = h.parent), '')`;
  const result = await db.execute(sql`
    with synonyms as (${synonymValues(hits)}),
    scored as (
      select h.code, h.level, h.section_id, h.parent, h.name_en, h.name_ar,
        ${sql.join(
          points.map((value) => sql`(${value} > 0)::int`),
          sql` + `,
        )} as words,
        ${sql.join(points, sql` + `)} as points,
        coalesce(s.words, 0) as synonym_words, coalesce(s.points, 0) as synonym_points
      from ${hsCodes} h left join synonyms s on s.code = h.code
      where h.terms && ${textArray(allTerms)} or s.code is not null
    ),
    ranked as (
      select *, greatest(words, synonym_words) as best_words, greatest(points, synonym_points) as all_points,
        case level when 4 then 0 when 6 then 1 else 2 end as level_order
      from scored
    ),
    ordered as (
      select *, row_number() over (order by best_words desc, all_points desc, level_order, length(name_en), code) as base_rank
      from ranked
    ),
    phrased as (
      select *, case when base_rank <= ${int(HS_PHRASE_RANKED)}
          and (strpos(${normalizedSql(sql`name_en`)}, ${phrase}) > 0
            or strpos(${normalizedSql(shownArabic)}, ${phrase}) > 0)
        then 1 else 0 end as holds_phrase
      from ordered h
    )
    select t.total, p.* from (select count(*)::int as total from ranked) t
    left join lateral (
      select ${COLUMNS} from phrased
      order by (base_rank > ${int(HS_PHRASE_RANKED)}), holds_phrase desc, base_rank
      limit ${int(size)} offset ${int(pageOffset(page, size))}
    ) p on true`);
  return pageOf(rowsOf<Row>(result));
}

/** One page of the codes a query finds, and how many it finds in all. */
export function findCodes(db: Db, query: string, page: number, size: number): Promise<FoundPage> {
  const digits = hsDigitsOf(query);
  return digits ? findByCode(db, digits, page, size) : findByWords(db, query, page, size);
}
