// Public lists whose filters and page live in the query (/export-trade-support-institutions?gov=2)
// would render on every request if their page read `searchParams`. As with the news list
// (docs/architecture.md §4), the proxy rewrites each such URL onto an internal path that ends in
// one segment holding the list's query, canonical and encoded (a "view"), and the route under that
// path is cached like any other page: each view renders once, then comes from the full-route cache
// until its data's tag is re-validated. This module is the view itself (its keys, its segment, its
// public address); list-view-routes.ts is the proxy's table of lists, and the pages are made by
// `listViewRoute` (components/list-views/list-view-route.tsx).

/** The longest value of one filter that a view keeps (a longer text is cut). */
export const LIST_VIEW_VALUE_MAX = 60;
/** A page past this one is read as it: bounds how many renderings `?page=N` can add to the cache. */
export const LIST_VIEW_MAX_PAGE = 1000;
/** The view of a list without filters, on its first page. */
export const LIST_VIEW_ALL = 'all';

/** The filters each list reads from its query, in their canonical order (`page` is every list's). */
export const LIST_VIEW_KEYS = {
  institutions: ['q', 'type', 'mode', 'gov', 'page'],
  buyersDirectory: ['q', 'sector', 'page'],
  buyerCompany: ['industry', 'service_industry', 'sub_ind', 'page'],
  localBuyers: ['page'],
  experts: ['search', 'pool', 'page'],
  credentials: ['type', 'country', 'year', 'page'],
  agreements: ['search'],
  events: ['q', 'country', 'type', 'mode', 'industry', 'year', 'page'],
  hsFinder: ['q', 'page'],
  marketAccess: ['hs', 'country'],
  whereToSellEntry: ['hs'],
  whereToSell: ['sort'],
  tradeBarriers: ['q', 'country', 'sector', 'status', 'page'],
  tradeLeads: ['q', 'country', 'sector', 'chapter', 'value', 'state', 'sort', 'page'],
  screening: ['name', 'country', 'min_score'],
} as const;

/** A list's name in LIST_VIEW_KEYS. */
export type ListViewName = keyof typeof LIST_VIEW_KEYS;
export type ListViewKeys = readonly string[];
/** A list's query as its route reads it: only its keys, one value each, never empty. */
export type ListView = Record<string, string>;

/**
 * Lists that refuse a text longer than a view keeps rather than search its start (the HS finder
 * says "too long"; the screening never screens part of a name): their view keeps one character
 * more, which tells the page the text was longer.
 */
const REFUSE_LONG_TEXT: ReadonlySet<ListViewKeys> = new Set([
  LIST_VIEW_KEYS.hsFinder,
  LIST_VIEW_KEYS.screening,
]);

/** A value of a list in REFUSE_LONG_TEXT that was longer than a view keeps. */
export const isOverlongListValue = (value: string) => value.length > LIST_VIEW_VALUE_MAX;

function cleanValue(key: string, value: string, keys: ListViewKeys): string | null {
  const max = REFUSE_LONG_TEXT.has(keys) ? LIST_VIEW_VALUE_MAX + 1 : LIST_VIEW_VALUE_MAX;
  const trimmed = value.trim().replace(/\s+/g, ' ').slice(0, max).trim();
  if (!trimmed) return null;
  if (key !== 'page') return trimmed;
  const page = Number(trimmed);
  if (!Number.isInteger(page) || page <= 1) return null;
  return String(Math.min(page, LIST_VIEW_MAX_PAGE));
}

/** The view a query asks for: the first value of each known key, trimmed and bounded; page 1 left out. */
export function listViewOf(search: URLSearchParams, keys: ListViewKeys): ListView {
  const view: ListView = {};
  for (const key of keys) {
    const raw = search.get(key);
    const value = raw === null ? null : cleanValue(key, raw, keys);
    if (value !== null) view[key] = value;
  }
  return view;
}

/** The view's query string in canonical order, without `?` ('' for none). */
export function listViewSearch(view: ListView, keys: ListViewKeys): string {
  const search = new URLSearchParams();
  for (const key of keys) if (view[key] !== undefined) search.set(key, view[key]);
  return search.toString();
}

// btoa and TextEncoder rather than Buffer: this module reaches the header's code (usePathname),
// and a Buffer there would make the bundler ship its polyfill to every page.
function toBase64Url(text: string): string {
  const binary = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte));
  return btoa(binary.join('')).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(segment: string): string {
  try {
    const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return '';
  }
}

// Non-ASCII letters stay themselves (two bytes for an Arabic one) rather than their escapes (six),
// so a view with a long Arabic text stays a name the cache can write on disk (255 bytes at most).
const unescapeNonAscii = (search: string) =>
  search.replace(/(?:%[89A-F][0-9A-F])+/g, (escaped) => decodeURIComponent(escaped));

/** The path segment of a view: base64url of its canonical query (safe in a path and a cache file). */
export function listViewSegment(view: ListView, keys: ListViewKeys): string {
  const search = listViewSearch(view, keys);
  return search ? toBase64Url(unescapeNonAscii(search)) : LIST_VIEW_ALL;
}

/**
 * The view a route's segment names; null for any segment the proxy never writes (the route's 404),
 * so stray or hand-made segments cannot fill the cache with copies of one view.
 */
export function parseListViewSegment(segment: string, keys: ListViewKeys): ListView | null {
  if (segment === LIST_VIEW_ALL) return {};
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(segment)) return null;
  const view = listViewOf(new URLSearchParams(fromBase64Url(segment)), keys);
  return listViewSegment(view, keys) === segment && Object.keys(view).length > 0 ? view : null;
}

/** The page a view shows, from 1. */
export const listViewPage = (view: ListView): number => Number(view.page ?? 1);

/** A public address of the list: its path and the view's query, with `changes` applied (null drops a key; any change but the page's goes back to page 1). */
export function listViewHref(
  path: string,
  view: ListView,
  keys: ListViewKeys,
  changes: Record<string, string | number | null> = {},
): string {
  const next: ListView = { ...view };
  if (Object.keys(changes).some((key) => key !== 'page')) delete next.page;
  for (const [key, value] of Object.entries(changes)) {
    const cleaned = value === null ? null : cleanValue(key, String(value), keys);
    if (cleaned === null) delete next[key];
    else next[key] = cleaned;
  }
  const search = listViewSearch(next, keys);
  return search ? `${path}?${search}` : path;
}
