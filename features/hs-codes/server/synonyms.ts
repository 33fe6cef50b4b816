import 'server-only';
import { sql } from 'drizzle-orm';

import { hsSynonyms } from '@/lib/db/schema';

// The finder's synonyms (issue 37): the staff's list and the names of members' approved products
// and services that carry an HS code, both stored in hs_synonyms (offering-synonyms.ts writes the
// latter), so a search reads one indexed table. A synonym that matches the query lifts its code
// as if the code's own name had matched; a code's best synonym counts, never the sum of them.

/**
 * The statement's common table expressions that find the synonyms holding the query's terms and
 * end in `synonyms (code, words, points)`: each code with the words and points of its best
 * synonym. They read `wanted (term)` and `query_terms (term, word, points)` (words-statement.ts):
 * each wanted term is looked up in the terms' GIN index on its own, then a synonym's terms are
 * joined to the query's, so the work grows with the synonyms found, not with the list.
 */
export const SYNONYM_CTES = sql`
    synonym_rows as (
      select distinct s.id, s.code, s.terms from wanted w
      cross join lateral (
        select id, code, terms from ${hsSynonyms} where terms @> array[w.term]
      ) as s
    ),
    synonym_words as (
      select s.id, s.code, q.word, max(q.points) as points
      from synonym_rows s
        cross join lateral unnest(s.terms) as t(term)
        join query_terms q on q.term = t.term
      group by s.id, s.code, q.word
    ),
    synonyms as (
      select distinct on (code) code, words, points from (
        select id, code, count(*)::int as words, sum(points)::int as points
        from synonym_words group by id, code
      ) as each_synonym
      order by code, words desc, points desc
    )`;
