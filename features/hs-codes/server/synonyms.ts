import 'server-only';
import { sql, type SQL } from 'drizzle-orm';

import { hsSynonyms } from '@/lib/db/schema';

import { HS_TERM_WEIGHTS } from '../constants';

import { int } from './finder-sql';

// The finder's synonyms (issue 37): the staff's list and the names of members' approved products
// and services that carry an HS code, both stored in hs_synonyms (offering-synonyms.ts writes the
// latter), so a search reads one indexed table. A synonym's words count for its code as the code's
// own would, each word once: the best of the code's terms and its synonyms' for it, never their
// sum (words-statement.ts). A synonym the query names whole (all the words of its English or of
// its Arabic phrase) weighs more than a name's subject when staff wrote it, as much when it is a
// member's product; one the query names in part ("tomatoes" of "tomato paste") is a mention
// (issue 45). An official tariff's vocabulary (kind `vocabulary`, issue 55) weighs below the
// code's own words: named whole as a mention, in part half that; it never holds the whole query
// for the phrase rule (words-statement.ts), which stays the code's own names' and staff's.

const W = HS_TERM_WEIGHTS;
/** What separates a phrase's words (as termsOf reads them: letters and digits make words). */
const SEPARATORS = `[^[:alnum:]\u0621-\u064a\u0660-\u0669]+`;

/** The number of words of a phrase; an empty phrase names nothing (a large number). */
const wordCount = (phrase: SQL) => sql`case when btrim(${phrase}) = '' then 1000
  else coalesce(array_length(regexp_split_to_array(
    btrim(regexp_replace(${phrase}, ${SEPARATORS}, ' ', 'g')), ' '), 1), 1000) end`;

/**
 * The statement's common table expressions `synonym_rows (id, code, kind, terms, phrase_en,
 * phrase_ar)`, the synonyms holding one of the query's terms, and `synonym_words (code, word,
 * points)`, each synonym's words weighed. They read `wanted (term)` and `query_terms (term, word,
 * points)` (words-statement.ts): each wanted term is looked up in the terms' GIN index on its own,
 * so the work grows with the synonyms found, not with the list.
 */
export const SYNONYM_CTES = sql`
    synonym_rows as (
      select distinct on (s.id) s.id, s.code, s.kind, s.terms, s.phrase_en, s.phrase_ar
      from wanted w
      cross join lateral (
        select id, code, kind, terms, phrase_en, phrase_ar from ${hsSynonyms}
        where terms @> array[w.term]
      ) as s
    ),
    synonym_matches as (
      select s.id, s.code, s.kind, q.word, max(q.points) as points,
        least(${wordCount(sql`s.phrase_en`)}, ${wordCount(sql`s.phrase_ar`)}) as needed
      from synonym_rows s
        cross join lateral unnest(s.terms) as t(term)
        join query_terms q on q.term = t.term
      group by s.id, s.code, s.kind, q.word, s.phrase_en, s.phrase_ar
    ),
    synonym_words as (
      select m.code, m.word, m.points * case
          when m.kind = 'vocabulary' then case when whole.words < m.needed
            then ${int(W.vocabularyPart)} else ${int(W.vocabulary)} end
          when whole.words < m.needed then ${int(W.mention)}
          when m.kind = 'staff' then ${int(W.staffSynonym)}
          else ${int(W.offering)} end as points, m.points as quality
      from synonym_matches m
        join (select id, count(*) as words from synonym_matches group by id) as whole
          on whole.id = m.id
    )`;
