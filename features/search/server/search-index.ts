import 'server-only';
import { sql } from 'drizzle-orm';

import type { Db } from '@/lib/db/types';
import { hsDigitsOf } from '@/lib/hs/hs-code';
import type { Locale } from '@/lib/i18n/routing';
import { pageFields } from '@/lib/pagination';
import { snippetOf } from '@/lib/search/highlight';
import { normalizeText } from '@/lib/search/normalize-text';
import { queryWordsOf, searchQueryText } from '@/lib/search/search-terms';

import { SEARCH_TYPES, type SearchKind, type SearchType } from '../constants';
import type { SearchAnswer, SearchHit } from '../schemas';

import { matchTerms, rowsOf } from './match-terms';
import { SEARCH_SOURCES } from './search-sources';
import { searchStatement, type StatementRow } from './search-statement';

// The search (issue 28): every word of the query must match a term of the record (a whole word, a
// word it begins, or one a typo away); results rank by where and how the words matched (title
// before text, exact before prefix before typo), a title that is the query or holds it, and how
// recent the record is (search-statement.ts). A search reads its words' terms, then the counts and
// the page in one statement.

export type SearchRequest = {
  q: string;
  type?: SearchType;
  page: number;
  pageSize: number;
  locale: Locale;
};

const KIND_OF_SOURCE = new Map<string, SearchKind>(
  SEARCH_SOURCES.map((source) => [source.key, source.kind]),
);

/**
 * Runs a read of the index with sequential scans off: the planner prices a bitmap scan of the
 * terms' index above reading the table, but the index answers the match exactly, so the bitmap scan
 * never opens the records' vectors, where the table scan reads every one from TOAST (25 ms against
 * 90 ms for a word in half of 20,000 records, PostgreSQL 15).
 */
function withIndexScan<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return read(tx);
  });
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

/**
 * The words a query matches: an HS code in any of its spellings ("15.09", "1509 20", "١٥٠٩") is
 * one word, its digits, as the HS finder reads it (issue 37).
 */
function searchWordsOf(query: string): string[] {
  const digits = hsDigitsOf(query);
  return digits ? [digits] : queryWordsOf(query);
}

/** One page of the results of a query, with the count of each type. */
export async function searchIndex(db: Db, request: SearchRequest): Promise<SearchAnswer> {
  const words = searchWordsOf(request.q);
  if (words.length === 0) return emptyAnswer(request, words);
  const matched = await matchTerms(db, words);
  if (matched.some((entry) => entry.prefix.length + entry.typo.length === 0)) {
    return emptyAnswer(request, words);
  }
  const rows = await withIndexScan(db, async (tx) =>
    rowsOf<StatementRow>(
      await tx.execute(
        searchStatement(matched, {
          type: request.type,
          page: request.page,
          pageSize: request.pageSize,
          phrase: normalizeText(searchQueryText(request.q)),
        }),
      ),
    ),
  );
  const counts = noCounts();
  for (const row of rows) {
    if (row.ordinal === null && row.type in counts) {
      counts[row.type as SearchType] = Number(row.matches);
    }
  }
  const total = request.type
    ? counts[request.type]
    : Object.values(counts).reduce((sum, value) => sum + value, 0);
  const hits = rows
    .filter((row) => row.ordinal !== null)
    .sort((a, b) => Number(a.ordinal) - Number(b.ordinal));
  // The terms a typo matched: a term matched as a prefix starts with a word of the query, which is
  // what the highlighting looks for anyway.
  const termList = [...new Set(matched.flatMap((entry) => entry.typo))];
  const matcher = { words, terms: termList };
  const ar = request.locale === 'ar';
  const items = hits.map((row): SearchHit => ({
    type: row.type as SearchType,
    kind: KIND_OF_SOURCE.get(row.source ?? '') ?? 'page',
    id: Number(row.record_id),
    title: (ar ? row.title_ar : row.title_en) ?? '',
    snippet: snippetOf((ar ? row.body_ar : row.body_en) ?? '', matcher),
    href: (ar ? row.href_ar : row.href_en) ?? '',
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
