import 'server-only';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';

import { hsCodes, hsSynonyms, publications, searchDocuments } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { knownHsCode } from '@/lib/hs/known-hs-code';
import { finderTermsOf } from '@/lib/search/finder-terms';
import { rowsOf } from '@/lib/search/vocabulary-match';

import { HS_TOPIC_CODES_MAX, HS_TOPIC_TERM_MIN } from '../constants';
import type { HsTopicAnswer } from '../schemas';

// An HS code in the publications catalogue (issue 37). Publications carry no code: a code stands
// for what it names. Its topic words are the words that name it: those of its name before the
// first semicolon (the rest qualifies: "whether or not refined"), and its heading's for a
// subheading, in both languages, and of the staff's synonyms (not members' product names, which
// hold sizes and packaging), brackets left out, that name few codes of the nomenclature: "olive"
// (11 codes) or "potash", where "oil" (176) or "products" (245) name too many to tell a topic. A
// publication is about the code when its title or summary holds one of them, as the site search's
// index holds its words (search_documents, issue 28: normalised, Arabic article and conjunctions
// off), read through that index. A word no name of the nomenclature holds is left out too: a
// synonym's "Jordanian" names no goods.

export type HsTopic = HsTopicAnswer & { terms: string[] };

/** A term as a tsquery operand (terms are letters and digits; quotes escaped anyway). */
const operand = (term: string) => `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * The terms among `terms` that name at least one code and at most HS_TOPIC_CODES_MAX: a word no
 * name holds ("Jordanian" in a synonym) tells no topic either.
 */
async function fewCodeTerms(db: Db, terms: readonly string[]): Promise<string[]> {
  const words = [...new Set(terms)].filter(
    (term) => term.length >= HS_TOPIC_TERM_MIN && !/^\d+$/.test(term),
  );
  if (words.length === 0) return [];
  const literal = `{${words.map((term) => `"${term.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  const result = await db.execute(sql`
    select term from unnest(${literal}::text[]) as term
    where (select count(*) from (
      select 1 from ${hsCodes} where ${hsCodes.terms} @> array[term]
      limit ${sql.raw(String(HS_TOPIC_CODES_MAX + 1))}
    ) as naming) between 1 and ${sql.raw(String(HS_TOPIC_CODES_MAX))}
    order by term`);
  return rowsOf<{ term: string }>(result).map((row) => row.term);
}

/** What a name or synonym names: its part before the first semicolon, without what brackets explain. */
const namingPart = (text: string) => (text.split(/[;؛]/)[0] ?? '').replace(/\([^)]*\)/g, ' ');

/** The code the digits stand for, its names and its topic words; null when the nomenclature lacks it. */
export async function hsTopicOf(db: Db, digits: string): Promise<HsTopic | null> {
  const code = await knownHsCode(db, digits);
  if (!code) return null;
  const named = code.length === 6 ? [code, code.slice(0, 4)] : [code];
  const [codes, synonyms] = await Promise.all([
    db
      .select({ code: hsCodes.code, name_en: hsCodes.name_en, name_ar: hsCodes.name_ar })
      .from(hsCodes)
      .where(inArray(hsCodes.code, named)),
    db
      .select({ phrase_en: hsSynonyms.phrase_en, phrase_ar: hsSynonyms.phrase_ar })
      .from(hsSynonyms)
      .where(and(inArray(hsSynonyms.code, named), eq(hsSynonyms.kind, 'staff'))),
  ]);
  const own = codes.find((row) => row.code === code)!;
  const heading = codes.find((row) => row.code !== code);
  const texts = [
    ...codes.flatMap((row) => [row.name_en, row.name_ar]),
    ...synonyms.flatMap((row) => [row.phrase_en, row.phrase_ar]),
  ];
  return {
    code,
    name_en: own.name_en,
    // A subheading without an Arabic name shows its heading's, as the finder does.
    name_ar: own.name_ar || heading?.name_ar || '',
    terms: await fewCodeTerms(db, finderTermsOf(...texts.map(namingPart))),
  };
}

/** The site search's source of the publications (features/search/server/sources/publications.ts). */
const INDEXED_PUBLICATIONS = 'publications';

/** The catalogue's condition: the publications whose indexed words hold a topic word. */
export function aboutTopic(topic: HsTopic | null): SQL {
  if (!topic || topic.terms.length === 0) return sql`false`;
  const query = topic.terms.map(operand).join(' | ');
  return sql`${publications.id} in (
    select ${searchDocuments.record_id} from ${searchDocuments}
    where ${searchDocuments.source} = ${INDEXED_PUBLICATIONS}
      and ${searchDocuments.vector} @@ ${query}::tsquery)`;
}
