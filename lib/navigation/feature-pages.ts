import { routing } from '@/lib/i18n/routing';

import { LIST_VIEW_KEYS, listViewOf, listViewSegment, type ListViewKeys } from './list-views';

// Pages that are more than text (the guide, the market information tabs, the enquiry forms, the
// FAQs) each have a route of their own, /{locale}/feature/{name}/{slug}, so a plain content page
// ships none of their code and each of them only its own. The proxy rewrites the public address
// (/pages/120-export-guide) onto it; the visitor never sees the internal one.

export const FEATURE_SEGMENT = 'feature';

/** The feature pages by content route and id: the app id under /pages, the page id under menus. */
export const FEATURE_PAGES = {
  pages: {
    100: 'faq-exporters',
    120: 'export-guide',
    130: 'market-information',
    140: 'readiness',
    150: 'institutions',
    160: 'international-buyers',
    170: 'key-trade-players',
    190: 'contact',
    800: 'trade-barriers',
  },
  'menu-1': { 32: 'faq-buyers' },
} as const satisfies Record<string, Record<number, string>>;

/**
 * Feature pages that show a list filtered from the query: their route has one more segment, the
 * list's view (lib/navigation/list-views.ts), so each filter and page is cached on its own.
 */
export const FEATURE_LIST_KEYS: Record<string, ListViewKeys | undefined> = {
  institutions: LIST_VIEW_KEYS.institutions,
  'international-buyers': LIST_VIEW_KEYS.buyersDirectory,
};

type FeatureRoute = keyof typeof FEATURE_PAGES;
const FEATURE_NAMES: Record<FeatureRoute, Record<string, string | undefined>> = FEATURE_PAGES;

const ROUTE_OF_NAME = new Map<string, FeatureRoute>(
  (Object.keys(FEATURE_PAGES) as FeatureRoute[]).flatMap((route) =>
    Object.values(FEATURE_PAGES[route]).map((name) => [name, route] as const),
  ),
);

// The prefixed locales (/ar); the default one has no prefix.
const PREFIX = `(?:/(${routing.locales.filter((locale) => locale !== routing.defaultLocale).join('|')}))?`;
const PUBLIC_PAGE = new RegExp(`^${PREFIX}/(pages|menu-1)/((\\d+)(?:-[^/]*)?)$`);
const INTERNAL_PAGE = new RegExp(`^${PREFIX}/${FEATURE_SEGMENT}/([^/]+)/([^/]+)(?:/[^/]+)?$`);

export type FeaturePageRouting =
  { type: 'rewrite'; locale: string; path: string } | { type: 'redirect'; path: string };

/**
 * What the proxy does with a content URL: a feature page's public address is rewritten onto its
 * own route; an internal address asked for from outside is sent to its public one; anything else
 * is not a feature page (null).
 */
export function routeFeaturePage(
  pathname: string,
  search: URLSearchParams = new URLSearchParams(),
): FeaturePageRouting | null {
  const page = PUBLIC_PAGE.exec(pathname);
  if (page) {
    const [, prefixed, route, slug, id] = page as unknown as [
      string,
      string | undefined,
      FeatureRoute,
      string,
      string,
    ];
    const name = FEATURE_NAMES[route][id];
    if (!name) return null;
    const locale = prefixed ?? routing.defaultLocale;
    const keys = FEATURE_LIST_KEYS[name];
    const view = keys ? `/${listViewSegment(listViewOf(search, keys), keys)}` : '';
    return {
      type: 'rewrite',
      locale,
      path: `/${locale}/${FEATURE_SEGMENT}/${name}/${slug}${view}`,
    };
  }
  const internal = INTERNAL_PAGE.exec(pathname);
  const route = internal && ROUTE_OF_NAME.get(internal[2]!);
  if (!internal || !route) return null;
  const prefix = internal[1] ? `/${internal[1]}` : '';
  return { type: 'redirect', path: `${prefix}/${route}/${internal[3]}` };
}

/** The public path of a path without locale prefix, as the visitor sees it. */
export function publicFeaturePath(pathname: string): string {
  const internal = new RegExp(`^/${FEATURE_SEGMENT}/([^/]+)/([^/]+)(?:/[^/]+)?$`).exec(pathname);
  const route = internal && ROUTE_OF_NAME.get(internal[1]!);
  return internal && route ? `/${route}/${internal[2]}` : pathname;
}
