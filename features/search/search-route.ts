import { SEARCH_KEYWORD_PARAM, SEARCH_MAX_LENGTH } from '@/lib/constants';
import { routing } from '@/lib/i18n/routing';

import { isSearchType, SEARCH_MAX_PAGE, type SearchType } from './constants';

// /search/{keyword}?type=news&page=2 (part 3 "Global search", issue 28). A page that read its query
// would render on every request, so the proxy rewrites the public address onto an internal path
// whose first segment holds the type and the page (`news-2`, `all-1`), followed by the keyword's
// segments as they came (still percent-encoded): each keyword, type and page is rendered once and
// then served from the full-route cache until the search index changes (docs/architecture.md §4).

/** The internal route's folder (app/[locale]/search-results/…); no public address starts with it. */
export const SEARCH_RESULTS_SEGMENT = 'search-results';

export type SearchFilter = { type: SearchType | null; page: number };

/** `?type=` and `?page=` as the page reads them: an unknown type is every type, an odd page 1. */
export function searchFilterOf(search: URLSearchParams): SearchFilter {
  const type = search.get('type');
  const page = Number(search.get('page'));
  return {
    type: isSearchType(type) ? type : null,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, SEARCH_MAX_PAGE) : 1,
  };
}

/** The filter's segment: `all-1`, `news-2`. */
export const searchFilterSegment = ({ type, page }: SearchFilter) => `${type ?? 'all'}-${page}`;

/** The filter a segment names; null for any segment the proxy never writes (the route's 404). */
export function parseSearchFilterSegment(segment: string): SearchFilter | null {
  const match = /^([a-z]+)-([1-9]\d{0,2})$/.exec(segment);
  if (!match) return null;
  const type = match[1] === 'all' ? null : match[1];
  const page = Number(match[2]);
  if ((type !== null && !isSearchType(type)) || page > SEARCH_MAX_PAGE) return null;
  return { type, page };
}

/** The query of a filter on the public address: `?type=news&page=2` ('' for every type, page 1). */
export function searchFilterQuery({ type, page }: SearchFilter): string {
  const search = new URLSearchParams();
  if (type) search.set('type', type);
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The public address of a keyword's results (without locale prefix). */
export const searchPath = (keyword: string, filter: SearchFilter = { type: null, page: 1 }) =>
  `${keyword ? `/search/${encodeURIComponent(keyword)}` : '/search'}${searchFilterQuery(filter)}`;

/** A redirect's `query: 'own'`: its path carries the whole query (the proxy adds none). */
export type SearchRouting =
  | { type: 'rewrite'; locale: string; path: string }
  | { type: 'redirect'; path: string; query?: 'own' };

const PREFIX = `(?:/(${routing.locales.filter((locale) => locale !== routing.defaultLocale).join('|')}))?`;
const PUBLIC = new RegExp(`^${PREFIX}/search(/.*)?$`);
const INTERNAL = new RegExp(`^${PREFIX}/${SEARCH_RESULTS_SEGMENT}/([^/]+)(/.*)?$`);

/**
 * What the proxy does with a search address: `/search/…` and `/ar/search/…` (any query) are
 * rewritten onto the internal route; `/search?keyword=…` (the header's box sent before the scripts
 * run) is sent to `/search/{keyword}`; the internal path asked for from outside is sent to its
 * public address. Anything else is not the search's business (null).
 */
export function routeSearchPage(pathname: string, search: URLSearchParams): SearchRouting | null {
  const publicMatch = PUBLIC.exec(pathname);
  if (publicMatch) {
    const locale = publicMatch[1] ?? routing.defaultLocale;
    const keyword = publicMatch[2] && publicMatch[2] !== '/' ? publicMatch[2] : '';
    const typed = search.get(SEARCH_KEYWORD_PARAM)?.trim().slice(0, SEARCH_MAX_LENGTH);
    if (!keyword && typed) {
      const prefix = publicMatch[1] ? `/${publicMatch[1]}` : '';
      const path = `${prefix}${searchPath(typed, searchFilterOf(search))}`;
      return { type: 'redirect', path, query: 'own' };
    }
    const segment = searchFilterSegment(searchFilterOf(search));
    return {
      type: 'rewrite',
      locale,
      path: `/${locale}/${SEARCH_RESULTS_SEGMENT}/${segment}${keyword}`,
    };
  }
  const internal = INTERNAL.exec(pathname);
  const filter = internal && parseSearchFilterSegment(internal[2]!);
  if (!internal || !filter) return null;
  const prefix = internal[1] ? `/${internal[1]}` : '';
  return {
    type: 'redirect',
    path: `${prefix}/search${internal[3] ?? ''}${searchFilterQuery(filter)}`,
  };
}
