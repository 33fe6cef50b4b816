// @postgres: search statements (the ranking rules and its pages in SQL)
import { beforeAll, describe, expect, it } from 'vitest';

import { SEARCH_TYPES, type SearchType } from '@/features/search/constants';
import { documentRow, writeDocuments } from '@/features/search/server/index-writer';
import { matchTerms, type WordTerms } from '@/features/search/server/match-terms';
import { searchIndex } from '@/features/search/server/search-index';
import type { SearchSource, SourceDocument } from '@/features/search/server/search-source';
import {
  POINTS,
  RECENCY_SECONDS,
  RECENT,
  TITLE_HOLDS_QUERY,
  TITLE_IS_QUERY,
} from '@/features/search/server/search-statement';
import { searchDocuments } from '@/lib/db/schema';
import { normalizeText } from '@/lib/search/normalize-text';
import { queryWordsOf, searchQueryText } from '@/lib/search/search-terms';

import { testApiForFile } from './helpers/test-api';

// Issue 36: the search takes a page from the records whose title holds a word of the query when
// enough of them rank above every other match, and ranks every match otherwise. Whichever way it
// goes, its pages and counts must be those of ranking every match by the rules (issue 28), written
// here once more in plain code: the seeded portal and records made to sit on each side of the
// ceilings (a title that holds the query inside a word, a typo, dates to come, no date, old dates,
// equal dates), over queries and pages that take each way.

const api = testApiForFile();

type Doc = {
  id: number;
  type: string;
  record_id: number;
  title_en: string;
  href_en: string;
  title_terms: string[];
  terms: string[];
  title_keys: string[];
  published_at: string | null;
};

const DAY = 86_400_000;
const now = Date.now();
const day = (offset: number) => new Date(now + offset * DAY).toISOString();

/** Records made for the ceilings; the text always holds the word, the title varies. */
const MADE: { title: string; body: string; type: SearchType; publishedAt: string | null }[] = [
  // "port": titles that hold it inside a word (a text match, 6 points for the title) and titles
  // whose words begin with it.
  ...Array.from({ length: 14 }, (_, index) => ({
    title: `Export fair ${index}`,
    body: 'The port of Aqaba handles the exports.',
    type: SEARCH_TYPES[index % SEARCH_TYPES.length]!,
    publishedAt: day(-30 * index),
  })),
  ...Array.from({ length: 6 }, (_, index) => ({
    title: `Portal ${index} for exporters`,
    body: 'A port guide.',
    type: 'pages' as const,
    publishedAt: index % 2 ? null : day(-400 * index),
  })),
  // A typo ("phosphatr"): titles with the word it was meant to be, and one that holds the typed
  // text inside a longer word, which outranks them.
  ...Array.from({ length: 12 }, (_, index) => ({
    title: `Phosphate market ${index}`,
    body: 'Phosphate and potash exports.',
    type: 'publications' as const,
    publishedAt: day(index * 45 - 200),
  })),
  {
    title: 'Superphosphatrade notes',
    body: 'Notes on phosphate prices.',
    type: 'news',
    publishedAt: day(-2),
  },
  // A word in many texts and few titles ("zircon"): the page needs records without it in their
  // title, ranked by their dates (to come, past, none, equal).
  ...Array.from({ length: 16 }, (_, index) => ({
    title: index < 3 ? `Zircon sands ${index}` : `Minerals report ${index}`,
    body: 'Zircon and other minerals.',
    type: SEARCH_TYPES[index % SEARCH_TYPES.length]!,
    publishedAt: [day(75), day(-90), null, day(-2000), day(-10), day(-10)][index % 6]!,
  })),
];

const sourceOf = (type: SearchType): SearchSource => ({
  key: `ranking-${type}`,
  type,
  kind: 'news',
  entities: {},
  load: async () => [],
});

function madeRows() {
  return MADE.map((made, index) => {
    const document: SourceDocument = {
      recordId: 9_000 + index,
      title: { en: made.title, ar: made.title },
      body: { en: made.body, ar: made.body },
      href: { en: `/ranking/${index}`, ar: `/ranking/${index}` },
      publishedAt: made.publishedAt,
    };
    return documentRow(sourceOf(made.type), document);
  });
}

/** Does a record's term list match a word (a form it begins, or a typo neighbour)? */
const holdsWord = (terms: readonly string[], entry: WordTerms) =>
  terms.some(
    (term) => entry.exact.some((form) => term.startsWith(form)) || entry.typo.includes(term),
  );

/** The rules of issue 28, record by record. */
function rankOf(doc: Doc, matched: readonly WordTerms[], phrase: string, at: number): number {
  const [exactTitle, prefixTitle, typoTitle] = POINTS.title;
  const words = matched.map((entry) => {
    if (entry.exact.some((form) => doc.title_terms.includes(form))) return exactTitle;
    if (doc.title_terms.some((term) => entry.exact.some((form) => term.startsWith(form)))) {
      return prefixTitle;
    }
    if (doc.title_terms.some((term) => entry.typo.includes(term))) return typoTitle;
    return POINTS.text;
  });
  const title = doc.title_keys.includes(phrase)
    ? TITLE_IS_QUERY
    : doc.title_keys.join(' ').includes(phrase)
      ? TITLE_HOLDS_QUERY
      : 0;
  const date = doc.published_at ? new Date(doc.published_at).getTime() : null;
  const recent =
    date === null ? 0 : RECENT * Math.max(0, 1 - Math.abs(at - date) / 1000 / RECENCY_SECONDS);
  return words.reduce((sum, value) => sum + value, 0) + title + recent;
}

async function everyMatchRanked(q: string, type?: SearchType) {
  const docs = (await api.db
    .select({
      id: searchDocuments.id,
      type: searchDocuments.type,
      record_id: searchDocuments.record_id,
      title_en: searchDocuments.title_en,
      href_en: searchDocuments.href_en,
      title_terms: searchDocuments.title_terms,
      terms: searchDocuments.terms,
      title_keys: searchDocuments.title_keys,
      published_at: searchDocuments.published_at,
    })
    .from(searchDocuments)) as Doc[];
  const matched = await matchTerms(api.db, queryWordsOf(q));
  const phrase = normalizeText(searchQueryText(q));
  const at = Date.now();
  const matches = docs.filter((doc) => matched.every((entry) => holdsWord(doc.terms, entry)));
  const counts = Object.fromEntries(
    SEARCH_TYPES.map((name) => [name, matches.filter((doc) => doc.type === name).length]),
  );
  const ranked = matches
    .filter((doc) => !type || doc.type === type)
    .map((doc) => ({ doc, rank: rankOf(doc, matched, phrase, at) }))
    .sort(
      (a, b) =>
        b.rank - a.rank ||
        (b.doc.published_at ? Date.parse(b.doc.published_at) : -Infinity) -
          (a.doc.published_at ? Date.parse(a.doc.published_at) : -Infinity) ||
        a.doc.id - b.doc.id,
    )
    .map(({ doc }) => `${doc.type}:${doc.record_id}:${doc.title_en}:${doc.href_en}`);
  return { counts, ranked };
}

const CASES: { q: string; type?: SearchType; pages: number[]; pageSize: number }[] = [
  { q: 'port', pages: [1, 2, 3], pageSize: 5 },
  { q: 'port', type: 'pages', pages: [1, 2], pageSize: 5 },
  { q: 'phosphatr', pages: [1, 2], pageSize: 10 },
  { q: 'phosphtae', pages: [1, 2], pageSize: 10 },
  { q: 'phosphate', pages: [1, 2], pageSize: 10 },
  { q: 'zircon', pages: [1, 2, 3], pageSize: 5 },
  { q: 'zircon', type: 'events', pages: [1], pageSize: 10 },
  { q: 'jordan', pages: [1, 2, 6], pageSize: 10 },
  { q: 'jordan', type: 'news', pages: [1], pageSize: 10 },
  { q: 'jor', pages: [1], pageSize: 20 },
  { q: 'olive oil', pages: [1], pageSize: 10 },
  { q: 'export fair', pages: [1, 2], pageSize: 5 },
  { q: 'الاردن', pages: [1, 2], pageSize: 10 },
  { q: 'تصدير', pages: [1], pageSize: 10 },
];

describe('the search’s pages (issue 36)', () => {
  beforeAll(async () => {
    await api.db.transaction((tx) => writeDocuments(tx, madeRows()));
  });

  it('are the pages and counts of ranking every match, whichever way they are taken', async () => {
    for (const { q, type, pages, pageSize } of CASES) {
      const expected = await everyMatchRanked(q, type);
      expect(expected.ranked.length, q).toBeGreaterThan(0);
      for (const page of pages) {
        const answer = await searchIndex(api.db, { q, type, page, pageSize, locale: 'en' });
        const label = `${q} ${type ?? ''} page ${page}`;
        expect(answer.counts, label).toEqual(expected.counts);
        expect(
          answer.items.map((item) => `${item.type}:${item.id}:${item.title}:${item.href}`),
          label,
        ).toEqual(expected.ranked.slice((page - 1) * pageSize, page * pageSize));
      }
    }
  });

  it('puts a title holding the query inside a word above titles that only hold a typo’s word', async () => {
    const answer = await searchIndex(api.db, {
      q: 'phosphatr',
      page: 1,
      pageSize: 10,
      locale: 'en',
    });
    expect(answer.items[0]?.title).toBe('Superphosphatrade notes');
    expect(answer.items[1]?.title).toMatch(/phosphate/i);
  });
});
