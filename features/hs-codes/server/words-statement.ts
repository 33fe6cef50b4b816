import 'server-only';
import { sql, type SQL } from 'drizzle-orm';

import { hsCodes } from '@/lib/db/schema';
import { normalizeText } from '@/lib/search/normalize-text';
import { normalizedSql } from '@/lib/search/normalized-sql';
import type { WordTerms } from '@/lib/search/vocabulary-match';

import { HS_PHRASE_RANKED, HS_TERM_WEIGHTS } from '../constants';

import { int, intArray, textArray } from './finder-sql';
import { SYNONYM_CTES } from './synonyms';

// The HS finder's statement for words (issues 37 and 45). Each of the query's terms carries its
// word and its points (a form of the word whole 3, a term it begins 2, a typo away 1). A code is
// found by its own terms or by a synonym's, and each term it is found by is weighed by where it
// stands (lib/search/finder-term-tiers.ts): in a name's first clause (its subject) 3, a later
// mention 2, only inside an exclusion 0 ("excluding medicaments" counts nothing for
// "medicaments"); a staff synonym the query names whole 4 (staff named the code for those words),
// a member's product 3 (as the code's own subject, so "Extra virgin olive oil" on a product does
// not lift its subheading above heading 1509 for "olive oil"), a synonym named in part 2
// (synonyms.ts). A code's score is, for each word, the best
// points × weight among its terms and its synonyms' terms: the words it holds (weight above 0),
// each counted by the query word's weight (finder-head.ts) times how well it is held (whole 3, a
// term it begins 2, a typo away 1: issue 55, so "escalopes" a typo from "escalators" or "bits" the
// start of "bitumen" no longer count as much as a word held whole), and their weighted points,
// each word's also counted by its weight. The terms are looked up one by one in the GIN indexes
// and the rows found are joined term by term to the query's, so the statement's work grows with
// the codes found, never with the nomenclature (npm run bench:hs-finder).
//
// The order: the codes holding the most words first; then, among the best HS_PHRASE_RANKED and for
// a query of several words, those whose name (or the Arabic name they show, or a synonym) holds
// the whole query as typed; then those whose name does not contradict the state the query names
// (finder-question.ts's queryStateWords: "frozen mango" and 08.04's "fresh or dried"); then the
// most weighted points; then the codes whose name has the query's product word, held whole, as a
// head noun (lib/search/finder-name-heads.ts: "red wine" is a wine of 22.04, not the lees of
// 23.07, whose name holds "wine" as much); then what Jordan exports most (`export_value`, from the
// trade flows imported); headings before subheadings before chapters,
// shorter names first (in the query's language: «بلطي، طازج أو مبرد» before «شرائح بلطي، …» for
// «سمك بلطي طازج»), and the code. The rows carry their match keys (MATCH_KEYS), by which
// find-codes.ts lets the first answers name different headings (distinct-first.ts).

const ARABIC = /[\u0621-\u064a]/;
/** The points of a query term that is a form of the word itself. */
const WHOLE = 3;

/** The query's terms as rows of (term, word, points). */
function queryTermsSql(entries: readonly WordTerms[]): SQL {
  const terms: string[] = [];
  const words: number[] = [];
  const points: number[] = [];
  entries.forEach((entry, word) => {
    for (const [list, value] of [
      [entry.exact, WHOLE],
      [entry.prefix, 2],
      [entry.related ?? [], 2],
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
/** How well a code matches the query, as distinct-first.ts compares two codes. */
const MATCH_KEYS = sql`words as held, holds_phrase, contradicts, head`;
/** A candidate's row: its columns, its terms and its exports. */
const ROW = sql`${COLUMNS}, terms, subject_terms, minor_terms, head_terms, export_value`;
const W = HS_TERM_WEIGHTS;

/** Whether a text (a column) holds the normalised phrase. */
const holds = (column: SQL, phrase: string) => sql`strpos(${normalizedSql(column)}, ${phrase}) > 0`;

/** One page of the codes the query's words find, with how many they find (`total`). */
export function wordsStatement(
  query: string,
  entries: readonly WordTerms[],
  {
    limit,
    offset,
    weights,
    product = -1,
    state = null,
  }: {
    limit: number;
    offset: number;
    weights?: readonly number[];
    product?: number;
    /** The state the query names and the other states' words (finder-states.ts). */
    state?: { asked: readonly string[]; other: readonly string[] } | null;
  },
): SQL {
  const wordWeights = entries.map((_, word) => weights?.[word] ?? 1);
  const phrase = normalizeText(query);
  // A single word is weighed by its terms alone: its "phrase" is a part of any longer word.
  const byPhrase = entries.length > 1;
  return sql`
    with query_terms as (${queryTermsSql(entries)}),
    word_weights as (
      select (n - 1)::int as word, weight
      from unnest(${intArray(wordWeights)}) with ordinality as w(weight, n)
    ),
    wanted as (select distinct term from query_terms),
    ${SYNONYM_CTES},
    candidates as (
      select h.* from wanted w
      cross join lateral (
        select ${ROW} from ${hsCodes} where terms @> array[w.term]
      ) as h
      union
      select ${ROW} from ${hsCodes} where code in (select code from synonym_rows)
    ),
    term_words as (
      select c.code, q.word, q.points * case
          when t.term = any(c.subject_terms) then ${int(W.subject)}
          when t.term = any(c.minor_terms) then ${int(W.minor)}
          else ${int(W.mention)} end as points, q.points as quality,
        (q.word = ${int(product)} and q.points = ${int(WHOLE)} and t.term = any(c.head_terms))::int
          as head
      from candidates c
        cross join lateral unnest(c.terms) as t(term)
        join query_terms q on q.term = t.term
      union all
      select code, word, points, quality, 0 from synonym_words
    ),
    best_words as (
      select code, word, max(points) as points, max(quality) filter (where points > 0) as quality,
        max(head) as head
      from term_words group by code, word
    ),
    code_words as (
      select code, coalesce(sum(ww.weight * quality) filter (where points > 0), 0)::int as words,
        sum(ww.weight * points)::int as points, max(head) as head
      from best_words
        join word_weights ww using (word)
      group by code
    ),
    ranked as (
      select c.code, c.level, c.section_id, c.parent, c.name_en, c.name_ar, c.export_value,
        coalesce(w.words, 0) as words, coalesce(w.points, 0) as points, coalesce(w.head, 0) as head,
        case c.level when 4 then 0 when 6 then 1 else 2 end as level_order,
        ${
          state
            ? sql`(c.terms && ${textArray(state.other)} and not c.terms && ${textArray(state.asked)})::int`
            : sql`0`
        } as contradicts
      from candidates c left join code_words w on w.code = c.code
    ),
    ordered as (
      select *, row_number() over (
        order by words desc, contradicts, points desc, head desc, export_value desc, level_order, ${ARABIC.test(query) ? sql`length(name_ar)` : sql`length(name_en)`}, code
      ) as base_rank
      from ranked
    ),
    phrased as (
      select *, case when ${byPhrase ? sql`true` : sql`false`} and base_rank <= ${int(HS_PHRASE_RANKED)}
          and (${holds(sql`name_en`, phrase)}
            or ${holds(
              sql`coalesce(nullif(name_ar, ''),
                (select p.name_ar from ${hsCodes} p where p.code = ordered.parent), '')`,
              phrase,
            )}
            or code in (select code from synonym_rows s where s.kind <> 'vocabulary'
              and (${holds(sql`s.phrase_en`, phrase)} or ${holds(sql`s.phrase_ar`, phrase)})))
        then 1 else 0 end as holds_phrase
      from ordered
    )
    select t.total, p.* from (select count(*)::int as total from ranked) t
    left join lateral (
      select ${COLUMNS}, ${MATCH_KEYS} from phrased
      order by (base_rank > ${int(HS_PHRASE_RANKED)}), words desc, holds_phrase desc, base_rank
      limit ${int(limit)} offset ${int(offset)}
    ) p on true`;
}
