import 'server-only';
import { sql, type SQL } from 'drizzle-orm';

import { hsCodes } from '@/lib/db/schema';
import { normalizeText } from '@/lib/search/normalize-text';
import { normalizedSql } from '@/lib/search/normalized-sql';
import type { WordTerms } from '@/lib/search/vocabulary-match';

import { HS_PHRASE_RANKED } from '../constants';

import { int, intArray, textArray } from './finder-sql';
import { SYNONYM_CTES } from './synonyms';

// The HS finder's statement for words (issue 37). Each of the query's terms carries its word and
// its points (a form of the word whole 3, a term it begins 2, a typo away 1). A code is found by its
// own terms or by a synonym's; a row's score is, for each word, the best points one of its terms
// gives it: how many words it holds, and their points. The terms are looked up one by one in the
// GIN indexes and the rows found are joined term by term to the query's, so the statement's work
// grows with the codes found, never with the nomenclature (npm run bench:hs-finder).
//
// The order: the codes holding the most words first, then, among the best HS_PHRASE_RANKED, those
// whose name (or the Arabic name they show) holds the whole query as typed, then the most points,
// headings before subheadings before chapters, shorter names first, and the code.

/** The query's terms as rows of (term, word, points). */
function queryTermsSql(entries: readonly WordTerms[]): SQL {
  const terms: string[] = [];
  const words: number[] = [];
  const points: number[] = [];
  entries.forEach((entry, word) => {
    for (const [list, value] of [
      [entry.exact, 3],
      [entry.prefix, 2],
      [entry.typo, 1],
    ] as const) {
      for (const term of list) {
        terms.push(term);
        words.push(word);
        points.push(value);
      }
    }
  });
  return sql`select * from unnest(${textArray(terms)}, ${intArray(words)}, ${intArray(points)})
      as q(term, word, points)`;
}

const COLUMNS = sql`code, level, section_id, parent, name_en, name_ar`;
/** A candidate's row: its columns and its terms. */
const ROW = sql`${COLUMNS}, terms`;

/** One page of the codes the query's words find, with how many they find (`total`). */
export function wordsStatement(
  query: string,
  entries: readonly WordTerms[],
  { limit, offset }: { limit: number; offset: number },
): SQL {
  const phrase = normalizeText(query);
  return sql`
    with query_terms as (${queryTermsSql(entries)}),
    wanted as (select distinct term from query_terms),
    ${SYNONYM_CTES},
    candidates as (
      select h.* from wanted w
      cross join lateral (
        select ${ROW} from ${hsCodes} where terms @> array[w.term]
      ) as h
      union
      select ${ROW} from ${hsCodes} where code in (select code from synonyms)
    ),
    code_words as (
      select c.code, q.word, max(q.points) as points
      from candidates c
        cross join lateral unnest(c.terms) as t(term)
        join query_terms q on q.term = t.term
      group by c.code, q.word
    ),
    scored as (
      select c.code, c.level, c.section_id, c.parent, c.name_en, c.name_ar,
        coalesce(nullif(c.name_ar, ''),
          (select p.name_ar from ${hsCodes} p where p.code = c.parent), '') as shown_ar,
        coalesce(w.words, 0) as words, coalesce(w.points, 0) as points,
        coalesce(s.words, 0) as synonym_words, coalesce(s.points, 0) as synonym_points
      from candidates c
        left join (
          select code, count(*)::int as words, sum(points)::int as points
          from code_words group by code
        ) as w on w.code = c.code
        left join synonyms s on s.code = c.code
    ),
    ranked as (
      select *, greatest(words, synonym_words) as best_words,
        greatest(points, synonym_points) as all_points,
        case level when 4 then 0 when 6 then 1 else 2 end as level_order
      from scored
    ),
    ordered as (
      select *, row_number() over (
        order by best_words desc, all_points desc, level_order, length(name_en), code
      ) as base_rank
      from ranked
    ),
    phrased as (
      select *, case when base_rank <= ${int(HS_PHRASE_RANKED)}
          and (strpos(${normalizedSql(sql`name_en`)}, ${phrase}) > 0
            or strpos(${normalizedSql(sql`shown_ar`)}, ${phrase}) > 0)
        then 1 else 0 end as holds_phrase
      from ordered
    )
    select t.total, p.* from (select count(*)::int as total from ranked) t
    left join lateral (
      select ${COLUMNS} from phrased
      order by (base_rank > ${int(HS_PHRASE_RANKED)}), holds_phrase desc, base_rank
      limit ${int(limit)} offset ${int(offset)}
    ) p on true`;
}
