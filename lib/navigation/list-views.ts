import { routing } from '@/lib/i18n/routing';

// Public lists whose filters and page live in the query (/export-trade-support-institutions?gov=2)
// would render on every request if their page read `searchParams`. As with the news list
// (docs/architecture.md §4), the proxy rewrites each such URL onto an internal path that ends in
// one segment holding the list's query, canonical and encoded (a "view"), and the route under that
// path is cached like any other page: each view renders once, then comes from the full-route cache
// until its data's tag is re-validated.

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
  tradeLeads: ['country', 'sector', 'chapter', 'state', 'page'],
} as const;

export type ListViewKeys = readonly string[];
/** A list's query as its route reads it: only its keys, one value each, never empty. */
export type ListView = Record<string, string>;

/**
 * Lists that refuse a text longer than a view keeps rather than search its start (the HS finder
 * says "too long"): their view keeps one character more, which tells the page the text was longer.
 */
const REFUSE_LONG_TEXT: ReadonlySet<ListViewKeys> = new Set([LIST_VIEW_KEYS.hsFinder]);

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

type ListRoute = {
  /** The public path without locale prefix; its groups are the route's own segments. */
  publicPath: RegExp;
  /** The internal path's prefix (without locale) for those groups. */
  internal: (groups: string[]) => string;
  /** The internal path without locale and view; its groups give the public path back. */
  internalPath: RegExp;
  toPublic: (groups: string[]) => string;
  keys: ListViewKeys;
};

/** The internal paths live under this segment, which no public address starts with. */
export const LIST_VIEW_SEGMENT = 'views';

/** The lists served through views, by name; a new list adds itself here and its route folder. */
export const LIST_ROUTES: Record<string, ListRoute> = {
  credentials: {
    publicPath: /^\/credentials$/,
    internal: () => `/${LIST_VIEW_SEGMENT}/credentials`,
    internalPath: /^\/views\/credentials$/,
    toPublic: () => '/credentials',
    keys: LIST_VIEW_KEYS.credentials,
  },
  agreements: {
    publicPath: /^\/free-trade-agreements$/,
    internal: () => `/${LIST_VIEW_SEGMENT}/agreements`,
    internalPath: /^\/views\/agreements$/,
    toPublic: () => '/free-trade-agreements',
    keys: LIST_VIEW_KEYS.agreements,
  },
  institutions: {
    publicPath: /^\/export-trade-support-institutions$/,
    internal: () => `/${LIST_VIEW_SEGMENT}/institutions`,
    internalPath: /^\/views\/institutions$/,
    toPublic: () => '/export-trade-support-institutions',
    keys: LIST_VIEW_KEYS.institutions,
  },
  localBuyers: {
    publicPath: /^\/local-buyers\/(products|services)\/(\d{1,9})\/(\d{1,9})$/,
    internal: ([type, sector, subsector]) =>
      `/${LIST_VIEW_SEGMENT}/local-buyers/${type}/${sector}/${subsector}`,
    internalPath: /^\/views\/local-buyers\/(products|services)\/(\d{1,9})\/(\d{1,9})$/,
    toPublic: ([type, sector, subsector]) => `/local-buyers/${type}/${sector}/${subsector}`,
    keys: LIST_VIEW_KEYS.localBuyers,
  },
  buyerCompany: {
    publicPath: /^\/buyers\/(\d{1,9})$/,
    internal: ([id]) => `/${LIST_VIEW_SEGMENT}/buyer-company/${id}`,
    internalPath: /^\/views\/buyer-company\/(\d{1,9})$/,
    toPublic: ([id]) => `/buyers/${id}`,
    keys: LIST_VIEW_KEYS.buyerCompany,
  },
  experts: {
    publicPath: /^\/pool-of-experts$/,
    internal: () => `/${LIST_VIEW_SEGMENT}/experts`,
    internalPath: /^\/views\/experts$/,
    toPublic: () => '/pool-of-experts',
    keys: LIST_VIEW_KEYS.experts,
  },
  internationalEvents: {
    publicPath: /^\/international-events$/,
    internal: () => `/${LIST_VIEW_SEGMENT}/events/international`,
    internalPath: /^\/views\/events\/international$/,
    toPublic: () => '/international-events',
    keys: LIST_VIEW_KEYS.events,
  },
  localEvents: {
    publicPath: /^\/local-events$/,
    internal: () => `/${LIST_VIEW_SEGMENT}/events/local`,
    internalPath: /^\/views\/events\/local$/,
    toPublic: () => '/local-events',
    keys: LIST_VIEW_KEYS.events,
  },
  hsFinder: {
    publicPath: /^\/hs-finder$/,
    internal: () => `/${LIST_VIEW_SEGMENT}/hs-finder`,
    internalPath: /^\/views\/hs-finder$/,
    toPublic: () => '/hs-finder',
    keys: LIST_VIEW_KEYS.hsFinder,
  },
  // The market-access entry page (issue 37): its form's code and country.
  marketAccess: {
    publicPath: /^\/market-access$/,
    internal: () => `/${LIST_VIEW_SEGMENT}/market-access`,
    internalPath: /^\/views\/market-access$/,
    toPublic: () => '/market-access',
    keys: LIST_VIEW_KEYS.marketAccess,
  },
  // Where to sell (issue 38): the entry page's code box, and a code's markets in the order asked.
  whereToSellEntry: {
    publicPath: /^\/where-to-sell$/,
    internal: () => `/${LIST_VIEW_SEGMENT}/where-to-sell-entry`,
    internalPath: /^\/views\/where-to-sell-entry$/,
    toPublic: () => '/where-to-sell',
    keys: LIST_VIEW_KEYS.whereToSellEntry,
  },
  whereToSell: {
    publicPath: /^\/where-to-sell\/([^/]{1,40})$/,
    internal: ([hs]) => `/${LIST_VIEW_SEGMENT}/where-to-sell/${hs}`,
    internalPath: /^\/views\/where-to-sell\/([^/]{1,40})$/,
    toPublic: ([hs]) => `/where-to-sell/${hs}`,
    keys: LIST_VIEW_KEYS.whereToSell,
  },
  // The public register of trade barriers (issue 39): country, sector, status and text.
  tradeBarriers: {
    publicPath: /^\/trade-barriers\/register$/,
    internal: () => `/${LIST_VIEW_SEGMENT}/trade-barriers`,
    internalPath: /^\/views\/trade-barriers$/,
    toPublic: () => '/trade-barriers/register',
    keys: LIST_VIEW_KEYS.tradeBarriers,
  },
  // Trade leads (issue 39): country, sector, HS chapter, open or closed, and the page.
  tradeLeads: {
    publicPath: /^\/trade-leads$/,
    internal: () => `/${LIST_VIEW_SEGMENT}/trade-leads`,
    internalPath: /^\/views\/trade-leads$/,
    toPublic: () => '/trade-leads',
    keys: LIST_VIEW_KEYS.tradeLeads,
  },
};

export type ListViewRouting =
  { type: 'rewrite'; locale: string; path: string } | { type: 'redirect'; path: string };

const PREFIX = `(?:/(${routing.locales.filter((locale) => locale !== routing.defaultLocale).join('|')}))?`;
const LOCALE_PREFIX = new RegExp(`^${PREFIX}(/.*)?$`);

function splitPrefix(pathname: string): { prefix: string | undefined; rest: string } {
  const match = LOCALE_PREFIX.exec(pathname);
  return { prefix: match?.[1], rest: match?.[2] ?? '/' };
}

/**
 * What the proxy does with a list's address: the public one (any query) is rewritten onto its
 * internal path and view; an internal one asked for from outside is sent to its public address.
 * Anything else is not a list's business (null).
 */
export function routeListView(pathname: string, search: URLSearchParams): ListViewRouting | null {
  const { prefix, rest } = splitPrefix(pathname);
  const locale = prefix ?? routing.defaultLocale;
  for (const route of Object.values(LIST_ROUTES)) {
    const match = route.publicPath.exec(rest);
    if (match) {
      const view = listViewOf(search, route.keys);
      const path = `/${locale}${route.internal(match.slice(1))}/${listViewSegment(view, route.keys)}`;
      return { type: 'rewrite', locale, path };
    }
    const lastSlash = rest.lastIndexOf('/');
    const internal = route.internalPath.exec(rest.slice(0, lastSlash));
    const view = internal && parseListViewSegment(rest.slice(lastSlash + 1), route.keys);
    if (internal && view) {
      const query = listViewSearch(view, route.keys);
      const target = `${prefix ? `/${prefix}` : ''}${route.toPublic(internal.slice(1))}`;
      return { type: 'redirect', path: query ? `${target}?${query}` : target };
    }
  }
  return null;
}

/** The public path of a list's internal path (without locale prefix), as the visitor sees it. */
export function publicListPath(pathname: string): string {
  const lastSlash = pathname.lastIndexOf('/');
  for (const route of Object.values(LIST_ROUTES)) {
    const internal = route.internalPath.exec(pathname.slice(0, lastSlash));
    if (internal) return route.toPublic(internal.slice(1));
  }
  return pathname;
}
