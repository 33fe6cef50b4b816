import 'server-only';
import { sql } from 'drizzle-orm';

import { hsCodes, hsTerms } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { hsCodeOf, hsDigitsOf } from '@/lib/hs/hs-code';
import { resolveHsCode } from '@/lib/hs/resolve-hs-code';
import { pageOffset } from '@/lib/pagination';
import { collectiveOf } from '@/lib/search/arabic-stem';
import { compoundJoins, joinedForms } from '@/lib/search/compound-split';
import { WEIGHT, wordWeights } from '@/lib/search/finder-head';
import { namesService } from '@/lib/search/finder-services';
import { mediumStates } from '@/lib/search/finder-states';
import { finderQueryForms, finderWordForms } from '@/lib/search/finder-terms';
import { queryWordsOf } from '@/lib/search/search-terms';
import { matchVocabularyWith, rowsOf, type WordTerms } from '@/lib/search/vocabulary-match';

import { queryStateWords } from '../finder-question';

import { DISTINCT_WINDOW, distinctFirst, type RankedCode } from './distinct-first';
import { splitCompounds } from './finder-compounds';
import { familyWords } from './finder-families';
import { int, textArray } from './finder-sql';
import { translatedWords } from './finder-translations';
import { wordsStatement } from './words-statement';

// The HS finder (issue 37). A query that is a code in any spelling finds that code first, then the
// codes under it; words find the codes whose names (or synonyms) hold them (words-statement.ts).

const VOCABULARY = { table: hsTerms, term: hsTerms.term };

export type FoundCode = {
  code: string;
  level: number;
  section_id: string;
  parent: string | null;
  name_en: string;
  name_ar: string;
};
/** A page of codes; `services` when the query names a service (no codes then: issue 55). */
export type FoundPage = { rows: FoundCode[]; total: number; services?: true };

type Row = Partial<FoundCode> & RankedCode & { total: number | string };

function pageOf(rows: Row[]) {
  const total = Number(rows[0]?.total ?? 0);
  return { rows: rows.filter((row): row is Row & FoundCode => !!row.code), total };
}

/** A found code's own columns, without its ranking's. */
const foundCodeOf = ({ code, level, section_id, parent, name_en, name_ar }: FoundCode) => ({
  code,
  level,
  section_id,
  parent,
  name_en,
  name_ar,
});

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

/** An older edition's subheading's 2022 successors (issue 45); none for any other digits. */
async function successorsOf(db: Db, digits: string, prefix: string | null): Promise<string[]> {
  const code = hsCodeOf(digits.slice(0, 6));
  if (code?.length !== 6 || prefix === code) return [];
  const resolution = await resolveHsCode(db, code);
  return resolution.kind === 'older' ? resolution.successors.map((item) => item.code) : [];
}

/**
 * Codes beginning with the digits (a code of another edition or a national line: with its longest
 * known part): an older edition's code's 2022 successors first, then the code itself, then by level
 * and code.
 */
async function codeStatement(db: Db, digits: string, page: number, size: number) {
  const prefix = await knownPrefix(db, digits);
  const successors = await successorsOf(db, digits, prefix);
  if (!prefix && successors.length === 0) return null;
  const found = sql`(code like ${`${prefix ?? successors[0]}%`} or code = any(${textArray(successors)}))`;
  return sql`
    select t.total, p.* from (select count(*)::int as total from ${hsCodes} where ${found}) t
    left join lateral (
      select ${COLUMNS} from ${hsCodes} where ${found}
      order by (code = any(${textArray(successors)})) desc, (code = ${prefix}) desc, level, code
      limit ${int(size)} offset ${int(pageOffset(page, size))}
    ) p on true`;
}

/** The query's words that find something (the little words only when alone), and their weights. */
function chosenWords(all: readonly string[]) {
  const allWeights = wordWeights(all);
  // The little words (for, of, في) find nothing, unless the query has no other.
  const kept = all.flatMap((word, index) => (allWeights[index] ? [index] : []));
  const chosen = kept.length > 0 ? kept : all.map((_, index) => index);
  return {
    all,
    chosen,
    words: chosen.map((index) => all[index] ?? ''),
    weights: chosen.map((index) => allWeights[index] || 1),
  };
}

const ARABIC = /[\u0621-\u064a]/;
const LATIN = /^[a-z]/;

/** An English word no term begins: it reads as the words of its meaning (finder-translations.ts). */
const unread = (entry: WordTerms) => LATIN.test(entry.word) && entry.prefix.length === 0;

/**
 * The words' terms in the vocabulary, and their English words: an Arabic word's, asked at once; an
 * English word's that no term begins, asked beside the typo round trip (which it does not need).
 * Which of the `joins` (compounds typed as two words) are terms is asked in the prefix statement.
 */
async function lookUp(db: Db, words: readonly string[], joins: readonly string[] = []) {
  const [matched, arabic] = await Promise.all([
    matchVocabularyWith(db, VOCABULARY, words, finderQueryForms, {
      known: joins,
      besideTypos: (prefixed) =>
        prefixed.some(unread)
          ? translatedWords(db, words, (_, index) => !!prefixed[index] && unread(prefixed[index]))
          : Promise.resolve([]),
    }),
    translatedWords(db, words, (word) => ARABIC.test(word)),
  ]);
  const { entries, beside: meanings, known } = matched;
  const translations = arabic.map((english, index) => [...english, ...(meanings[index] ?? [])]);
  return { entries, translations, known };
}

/**
 * The query's words and their look-ups, two words typed for a compound also read joined; an
 * English compound that found nothing at all read as its two parts (finder-compounds.ts), looked
 * up again. Only such a query pays the round trips.
 */
async function queryWordsFound(db: Db, query: string) {
  const read = chosenWords(queryWordsOf(query));
  if (read.words.length === 0) return null;
  const kept = read.all.map((_, index) => read.chosen.includes(index));
  const found = await lookUp(db, read.words, compoundJoins(read.all, kept));
  const joins = joinedForms(read.all, kept, found.known);
  read.chosen.forEach((at, index) => {
    const entry = found.entries[index];
    for (const form of joins.get(at) ?? [])
      if (entry && !entry.exact.includes(form)) entry.exact.push(form);
  });
  const unknown = found.entries.flatMap((entry) =>
    entry.prefix.length === 0 && entry.typo.length === 0 ? [entry.word] : [],
  );
  const split = await splitCompounds(db, read.all, unknown);
  if (split.length === read.all.length) return { ...read, ...found };
  const again = chosenWords(split);
  return { ...again, ...(await lookUp(db, again.words)) };
}

/** Codes whose names or synonyms hold the query's words (words-statement.ts). */
async function wordsStatementOf(db: Db, query: string, page: number, size: number) {
  const found = await queryWordsFound(db, query);
  if (!found) return null;
  const { weights, all, chosen, entries, translations } = found;
  // The product's word (English's head, Arabic's first word) also reads as its family.
  const product = weights.includes(WEIGHT.head)
    ? weights.indexOf(WEIGHT.head)
    : weights.findIndex((weight) => weight >= WEIGHT.word);
  const families = await familyWords(
    db,
    entries,
    weights.map((_, index) => index === product),
    entries.length > 1,
  );
  entries.forEach((entry, index) => {
    // Of the word's own barest form, not of a colloquial word's standard ones.
    const collective = collectiveOf(finderWordForms(entry.word).at(-1) ?? '');
    for (const state of mediumStates(all, chosen[index] ?? -1)) {
      if (!entry.exact.includes(state)) entry.exact.push(state);
    }
    const related = [
      ...(families[index] ?? []),
      ...(translations[index] ?? []),
      ...(collective ? [collective] : []),
    ];
    if (related.length) entry.related = related;
  });
  return wordsStatement(query, entries, {
    limit: size,
    offset: pageOffset(page, size),
    weights,
    product,
    state: queryStateWords(query),
  });
}

/**
 * The finder's one statement for a query, once its look-ups are done (a code's known part, the
 * words' terms in the vocabulary); null when nothing can match. `npm run bench:hs-finder` explains it.
 */
export function finderStatement(db: Db, query: string, page: number, size: number) {
  const digits = hsDigitsOf(query);
  return digits ? codeStatement(db, digits, page, size) : wordsStatementOf(db, query, page, size);
}

/**
 * One page of the codes a query finds, and how many it finds in all. A query naming a service
 * (lib/search/finder-services.ts) finds no goods heading: HS codes classify goods (issue 55).
 */
export async function findCodes(
  db: Db,
  query: string,
  page: number,
  size: number,
): Promise<FoundPage> {
  const digits = hsDigitsOf(query);
  if (!digits && namesService(query)) return { rows: [], total: 0, services: true };
  const offset = pageOffset(page, size);
  // Words: a page among the first DISTINCT_WINDOW codes is cut from them, reordered.
  const reordered = !digits && offset < DISTINCT_WINDOW;
  const statement = reordered
    ? await finderStatement(db, query, 1, Math.max(DISTINCT_WINDOW, offset + size))
    : await finderStatement(db, query, page, size);
  if (!statement) return { rows: [], total: 0 };
  const found = pageOf(rowsOf<Row>(await db.execute(statement)));
  const rows = reordered ? distinctFirst(found.rows).slice(offset, offset + size) : found.rows;
  return { rows: rows.map(foundCodeOf), total: found.total };
}
