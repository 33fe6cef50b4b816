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
/**
 * …and of the lists of LONG_TEXT (the screening: a full Arabic legal company name is often longer
 * than 60, issue 56). Their view's segment is written in several path segments (LIST_VIEW_CHUNK
 * characters each), so each stays a name the cache can write on disk.
 */
export const LIST_VIEW_LONG_VALUE_MAX = 200;
/** The most characters of one path segment of a view (the cache writes each as a file name). */
export const LIST_VIEW_CHUNK = 200;
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
  hsFinder: ['q', 'qualifier', 'page'],
  marketAccess: ['hs', 'country'],
  whereToSellEntry: ['hs'],
  whereToSell: ['sort'],
  marketComparisonEntry: ['hs'],
  marketComparison: ['countries', 'add', 'sort'],
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

/** Lists whose texts a view keeps up to LIST_VIEW_LONG_VALUE_MAX, in a chunked segment. */
const LONG_TEXT: ReadonlySet<ListViewKeys> = new Set([LIST_VIEW_KEYS.screening]);

/** The longest value of one filter the list's view keeps. */
export const listViewValueMax = (keys: ListViewKeys) =>
  LONG_TEXT.has(keys) ? LIST_VIEW_LONG_VALUE_MAX : LIST_VIEW_VALUE_MAX;

/** A value of a list in REFUSE_LONG_TEXT that was longer than its view keeps. */
export const isOverlongListValue = (value: string, keys: ListViewKeys = LIST_VIEW_KEYS.hsFinder) =>
  value.length > listViewValueMax(keys);

function cleanValue(key: string, value: string, keys: ListViewKeys): string | null {
  const max = listViewValueMax(keys) + (REFUSE_LONG_TEXT.has(keys) ? 1 : 0);
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

/**
 * The path segment of a view: base64url of its canonical query (safe in a path and a cache file).
 * A list of LONG_TEXT writes it in segments of LIST_VIEW_CHUNK characters joined by '/' (its route
 * is a catch-all, [...view]).
 */
export function listViewSegment(view: ListView, keys: ListViewKeys): string {
  const search = listViewSearch(view, keys);
  if (!search) return LIST_VIEW_ALL;
  const encoded = toBase64Url(unescapeNonAscii(search));
  if (!LONG_TEXT.has(keys)) return encoded;
  const chunks: string[] = [];
  for (let at = 0; at < encoded.length; at += LIST_VIEW_CHUNK)
    chunks.push(encoded.slice(at, at + LIST_VIEW_CHUNK));
  return chunks.join('/');
}

/** One segment (or, for a list of LONG_TEXT, up to eight chunks) the proxy may have written. */
const SEGMENT = /^[A-Za-z0-9_-]{1,400}$/;
const CHUNKED = new RegExp(
  `^[A-Za-z0-9_-]{1,${LIST_VIEW_CHUNK}}(?:/[A-Za-z0-9_-]{1,${LIST_VIEW_CHUNK}}){0,7}$`,
);

/**
 * The view a route's segment names; null for any segment the proxy never writes (the route's 404),
 * so stray or hand-made segments cannot fill the cache with copies of one view.
 */
export function parseListViewSegment(segment: string, keys: ListViewKeys): ListView | null {
  if (segment === LIST_VIEW_ALL) return {};
  if (!(LONG_TEXT.has(keys) ? CHUNKED : SEGMENT).test(segment)) return null;
  const view = listViewOf(new URLSearchParams(fromBase64Url(segment.replaceAll('/', ''))), keys);
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
