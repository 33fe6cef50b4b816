import { routing } from '@/lib/i18n/routing';

import {
  LIST_VIEW_KEYS,
  listViewOf,
  listViewSearch,
  listViewSegment,
  parseListViewSegment,
  type ListViewKeys,
} from './list-views';

// Which public addresses are lists served through views (lib/navigation/list-views.ts), and what
// the proxy does with them: the public address is rewritten onto the list's internal path and
// view; the internal one asked for from outside is sent back to its public address.

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

/**
 * A list at `publicPath` whose route folder is app/[locale]/views/{folder}: `segments` is the
 * pattern of the route's own segments after the path (each a group, '/(\d{1,9})'), '' for none.
 */
function listRoute(
  publicPath: string,
  folder: string,
  keys: ListViewKeys,
  segments = '',
): ListRoute {
  const tail = (groups: string[]) => groups.map((group) => `/${group}`).join('');
  return {
    publicPath: new RegExp(`^${publicPath}${segments}$`),
    internal: (groups) => `/${LIST_VIEW_SEGMENT}/${folder}${tail(groups)}`,
    internalPath: new RegExp(`^/${LIST_VIEW_SEGMENT}/${folder}${segments}$`),
    toPublic: (groups) => `${publicPath}${tail(groups)}`,
    keys,
  };
}

const ID = '/(\\d{1,9})';

/** The lists served through views, by name; a new list adds itself here and its route folder. */
export const LIST_ROUTES: Record<string, ListRoute> = {
  credentials: listRoute('/credentials', 'credentials', LIST_VIEW_KEYS.credentials),
  agreements: listRoute('/free-trade-agreements', 'agreements', LIST_VIEW_KEYS.agreements),
  institutions: listRoute(
    '/export-trade-support-institutions',
    'institutions',
    LIST_VIEW_KEYS.institutions,
  ),
  localBuyers: listRoute(
    '/local-buyers',
    'local-buyers',
    LIST_VIEW_KEYS.localBuyers,
    `/(products|services)${ID}${ID}`,
  ),
  buyerCompany: listRoute('/buyers', 'buyer-company', LIST_VIEW_KEYS.buyerCompany, ID),
  experts: listRoute('/pool-of-experts', 'experts', LIST_VIEW_KEYS.experts),
  internationalEvents: listRoute(
    '/international-events',
    'events/international',
    LIST_VIEW_KEYS.events,
  ),
  localEvents: listRoute('/local-events', 'events/local', LIST_VIEW_KEYS.events),
  hsFinder: listRoute('/hs-finder', 'hs-finder', LIST_VIEW_KEYS.hsFinder),
  // The market-access entry page (issue 37): its form's code and country.
  marketAccess: listRoute('/market-access', 'market-access', LIST_VIEW_KEYS.marketAccess),
  // Where to sell (issue 38): the entry page's code box, and a code's markets in the order asked.
  whereToSellEntry: listRoute(
    '/where-to-sell',
    'where-to-sell-entry',
    LIST_VIEW_KEYS.whereToSellEntry,
  ),
  whereToSell: listRoute(
    '/where-to-sell',
    'where-to-sell',
    LIST_VIEW_KEYS.whereToSell,
    '/([^/]{1,40})',
  ),
  // Markets side by side for a product (issue 58): the code box; the markets named, one added, the order.
  marketComparisonEntry: listRoute(
    '/compare-markets',
    'compare-markets-entry',
    LIST_VIEW_KEYS.marketComparisonEntry,
  ),
  marketComparison: listRoute(
    '/compare-markets',
    'compare-markets',
    LIST_VIEW_KEYS.marketComparison,
    '/([^/]{1,40})',
  ),
  // The public register of trade barriers (issue 39): country, sector, status and text.
  tradeBarriers: listRoute(
    '/trade-barriers/register',
    'trade-barriers',
    LIST_VIEW_KEYS.tradeBarriers,
  ),
  // Trade leads (issue 39): country, sector, HS chapter, open or closed, and the page.
  tradeLeads: listRoute('/trade-leads', 'trade-leads', LIST_VIEW_KEYS.tradeLeads),
  // The public screening against the sanctions lists (issue 47): a name, a country, a minimum.
  screening: listRoute('/screening', 'screening', LIST_VIEW_KEYS.screening),
};

/** The most path segments a view is written in (a long screening name: list-views.ts). */
const VIEW_SEGMENTS_MAX = 8;

/** An internal path of the route and its view (one segment, or a long view's chunks), or nulls. */
function internalView(route: ListRoute, rest: string) {
  const parts = rest.split('/');
  for (let count = 1; count <= VIEW_SEGMENTS_MAX && count < parts.length; count += 1) {
    const internal = route.internalPath.exec(parts.slice(0, -count).join('/'));
    const view = internal && parseListViewSegment(parts.slice(-count).join('/'), route.keys);
    if (internal && view) return { internal, view };
  }
  return { internal: null, view: null };
}

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
    const { internal, view } = internalView(route, rest);
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
  for (const route of Object.values(LIST_ROUTES)) {
    const { internal } = internalView(route, pathname);
    if (internal) return route.toPublic(internal.slice(1));
  }
  const lastSlash = pathname.lastIndexOf('/');
  for (const route of Object.values(LIST_ROUTES)) {
    const internal = route.internalPath.exec(pathname.slice(0, lastSlash));
    if (internal) return route.toPublic(internal.slice(1));
  }
  return pathname;
}
