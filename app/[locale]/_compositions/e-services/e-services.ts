import { ALERTS_PATH } from '@/features/alerts/constants';
import { EVENT_PATHS } from '@/features/events/constants';
import { HS_FINDER_PATH } from '@/features/hs-codes/hs-paths';
import { MARKET_ACCESS_PATH } from '@/features/market-access/constants';
import { OPEN_DATA_PATH } from '@/features/open-data/collection-paths';
import { SCREENING_PATH } from '@/features/screening/screening-path';
import { REGISTER_PATH } from '@/features/trade-barriers/constants';
import { TRADE_LEADS_PATH } from '@/features/trade-leads/constants';
import { COMPARE_MARKETS_PATH } from '@/lib/navigation/compare-markets-path';
import { LANDED_COST_PATH } from '@/lib/navigation/landed-cost-link';
import { WHERE_TO_SELL_PATH } from '@/lib/trade-flows/where-to-sell-path';

// Issue 36: the portal's online services, as the E-Services page lists them. A service is one entry
// here, its title and description under `EServices.services.{key}` in both catalogues. A content
// page is named by its application id (its address follows the menus, in the visitor's language).

/** The content id of the page's own banner and text (menu entry 41 of "E-Services"). */
export const E_SERVICES_PAGE_ID = 200;
/** The page's address (the menu entry's link). */
export const E_SERVICES_PATH = '/e-services';

export type EServiceTarget =
  /** A content page by its application id, with a query (a tab) if any. */
  | { page: number; query?: string }
  /** A page of the portal by its path (without the locale prefix). */
  | { path: string };

export type EService = {
  key: string;
  target: EServiceTarget;
  /** The service is used signed in: the list says so. */
  signIn: boolean;
};

export type EServiceGroup = { key: string; services: readonly EService[] };

export const E_SERVICE_GROUPS: readonly EServiceGroup[] = [
  {
    key: 'enquiries',
    services: [
      { key: 'enquiry', target: { page: 190 }, signIn: true },
      { key: 'marketStudy', target: { page: 130, query: '?tab=2' }, signIn: true },
      { key: 'matchmaking', target: { page: 130, query: '?tab=3' }, signIn: true },
      { key: 'readiness', target: { page: 140 }, signIn: true },
      { key: 'tradeBarrier', target: { page: 800 }, signIn: true },
      { key: 'myEnquiries', target: { path: '/profile/user-enquiries' }, signIn: true },
    ],
  },
  {
    key: 'company',
    services: [
      { key: 'account', target: { path: '/auth/register' }, signIn: false },
      { key: 'companyRegistration', target: { page: 170 }, signIn: true },
      { key: 'products', target: { path: '/my-products' }, signIn: true },
    ],
  },
  {
    key: 'eventsAndPublications',
    services: [
      { key: 'events', target: { path: EVENT_PATHS.international }, signIn: true },
      { key: 'publications', target: { page: 130, query: '?tab=1' }, signIn: true },
      { key: 'exportGuide', target: { page: 120 }, signIn: true },
    ],
  },
  {
    // Issue 45: every tool of the menus' "Export tools" entry (lib/db/seed/content/export-tools.ts).
    key: 'tools',
    services: [
      { key: 'hsFinder', target: { path: HS_FINDER_PATH }, signIn: false },
      { key: 'marketAccess', target: { path: MARKET_ACCESS_PATH }, signIn: false },
      { key: 'whereToSell', target: { path: WHERE_TO_SELL_PATH }, signIn: false },
      { key: 'tradeLeads', target: { path: TRADE_LEADS_PATH }, signIn: false },
      { key: 'barrierRegister', target: { path: REGISTER_PATH }, signIn: false },
      { key: 'alerts', target: { path: ALERTS_PATH }, signIn: false },
      { key: 'openData', target: { path: OPEN_DATA_PATH }, signIn: false },
      { key: 'screening', target: { path: SCREENING_PATH }, signIn: false },
      { key: 'compareMarkets', target: { path: COMPARE_MARKETS_PATH }, signIn: false },
      { key: 'landedCost', target: { path: LANDED_COST_PATH }, signIn: false },
    ],
  },
];

/** The application ids of the content pages the services lead to. */
export const eServicePageIds = (groups: readonly EServiceGroup[] = E_SERVICE_GROUPS) => [
  ...new Set(
    groups.flatMap((group) =>
      group.services.flatMap(({ target }) => ('page' in target ? [target.page] : [])),
    ),
  ),
];

/** A service's path without the locale prefix, given the content pages' paths by id. */
export function eServicePath(target: EServiceTarget, pageLinks: Record<number, string>): string {
  if ('path' in target) return target.path;
  return `${pageLinks[target.page] ?? `/pages/${target.page}`}${target.query ?? ''}`;
}
