import { routing } from '@/lib/i18n/routing';

import { NEWS_SORTS, newsListSearch, parseNewsSort, type NewsListQuery } from './news-list';

// The list's page and sort live in the query (/news?page=2&sort=date-asc), but a page that reads
// its query renders on every request. The proxy rewrites each public list URL onto a path of its
// own, /{locale}/news/list/{sort}/{page}, which the full-route cache keeps like an article
// (docs/architecture.md §4). Article slugs start with the item's id, so `list` never names one.

/** The internal segment under /news; an article's segment is `{id}-{slug}`, never a word. */
export const NEWS_LIST_SEGMENT = 'list';

/**
 * A larger page number is read as this one. Past the end the list shows its last page anyway,
 * so the cap only bounds how many renderings `?page=N` can add to the cache (9,000 articles).
 */
export const NEWS_MAX_PAGE = 1000;

/** `?page=` and `?sort=` as the list reads them: the first value, anything odd is page 1, newest first. */
export function newsListQueryOf(search: URLSearchParams): NewsListQuery {
  const page = Number(search.get('page'));
  return {
    sort: parseNewsSort(search.get('sort')),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, NEWS_MAX_PAGE) : 1,
  };
}

/** The internal path of one view of the list: `/ar/news/list/date-asc/2`. */
export function newsListInternalPath(locale: string, { sort, page }: NewsListQuery): string {
  return `/${locale}/news/${NEWS_LIST_SEGMENT}/${sort}/${page}`;
}

/** The route's segments as a view; null for anything the proxy never writes (the route's 404). */
export function parseNewsListSegments(sort: string, page: string): NewsListQuery | null {
  const known = NEWS_SORTS.find((value) => value === sort);
  if (!known || !/^[1-9]\d{0,3}$/.test(page) || Number(page) > NEWS_MAX_PAGE) return null;
  return { sort: known, page: Number(page) };
}

export type NewsListRouting =
  { type: 'rewrite'; locale: string; path: string } | { type: 'redirect'; path: string };

// The prefixed locales (/ar); the default one has no prefix (next-intl redirects /en/news to /news).
const PREFIX = `(?:/(${routing.locales.filter((locale) => locale !== routing.defaultLocale).join('|')}))?`;
const PUBLIC_LIST = new RegExp(`^${PREFIX}/news$`);
const INTERNAL_LIST = new RegExp(`^${PREFIX}/news/${NEWS_LIST_SEGMENT}/([^/]+)/([^/]+)$`);

/**
 * What the proxy does with a request for the list: `/news` and `/ar/news` (any query) are
 * rewritten onto their internal path; an internal path asked for from outside (a stray link)
 * is sent to its public address. Anything else is not the list's business (null).
 */
export function routeNewsList(pathname: string, search: URLSearchParams): NewsListRouting | null {
  const list = PUBLIC_LIST.exec(pathname);
  if (list) {
    const locale = list[1] ?? routing.defaultLocale;
    return { type: 'rewrite', locale, path: newsListInternalPath(locale, newsListQueryOf(search)) };
  }
  const internal = INTERNAL_LIST.exec(pathname);
  const query = internal && parseNewsListSegments(internal[2]!, internal[3]!);
  if (!internal || !query) return null;
  const prefix = internal[1] ? `/${internal[1]}` : '';
  return { type: 'redirect', path: `${prefix}/news${newsListSearch(query)}` };
}
