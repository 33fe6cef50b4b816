// part 3 "Global search", §5 and §9, and issue 28. Where the specification is silent the choice is
// in docs/decisions/search.md ("One search for the whole portal (issue 28)").

/**
 * part 3 "Global search": the result types its chips filter by (pages, events, trades, exports,
 * publications, companies, experts), and news, which its datasets hold too. In this order.
 */
export const SEARCH_TYPES = [
  'pages',
  'events',
  'trades',
  'exports',
  'publications',
  'companies',
  'experts',
  'news',
] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const isSearchType = (value: unknown): value is SearchType =>
  (SEARCH_TYPES as readonly unknown[]).includes(value);

/**
 * What a result is, as its label says: a type's records may be of several kinds (a company's
 * products and services are found under companies, the map's country pages under trades).
 */
export const SEARCH_KINDS = [
  'page',
  'news',
  'event',
  'agreement',
  'country',
  'institution',
  'publication',
  'company',
  'product',
  'service',
  'expert',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Results a page of /search/{keyword} shows. */
export const SEARCH_PAGE_SIZE = 10;
/** Results the dialog shows for a text (the page has the rest). */
export const DIALOG_RESULT_COUNT = 20;
/** The most results one answer of GET /api/search may hold, and the last page it serves. */
export const SEARCH_PAGE_SIZE_MAX = 50;
export const SEARCH_MAX_PAGE = 100;
/** The dialog asks once typing has paused this long (a newer text cancels the older request). */
export const SEARCH_DEBOUNCE_MS = 250;
