import { AGREEMENTS_PATH, FTA_COUNTRY_PATH, FTA_MAP_PATH } from '@/features/agreements/constants';
import { ALERTS_PATH } from '@/features/alerts/constants';
import type { MenuChildSummary } from '@/features/content/schemas';
import { CREDENTIALS_PATH } from '@/features/credentials/constants';
import { EVENT_PATHS } from '@/features/events/constants';
import { EXPERTS_PATH } from '@/features/experts/experts-path';
import { HS_BROWSE_PATH, HS_FINDER_PATH, hsNodePath } from '@/features/hs-codes/hs-paths';
import { INSTITUTIONS_PATH } from '@/features/institutions/constants';
import { MARKET_ACCESS_PATH } from '@/features/market-access/constants';
import { newsPath } from '@/features/news/news-list';
import { OPEN_DATA_PATH } from '@/features/open-data/collection-paths';
import { SCREENING_PATH } from '@/features/screening/screening-path';
import { barrierEntryPath } from '@/features/trade-barriers/barrier-visibility';
import { REGISTER_PATH } from '@/features/trade-barriers/constants';
import { TRADE_LEADS_PATH, tradeLeadPath } from '@/features/trade-leads/constants';
import { locales, type Locale } from '@/lib/i18n/routing';
import { COMPARE_MARKETS_PATH, compareMarketsPath } from '@/lib/navigation/compare-markets-path';
import { contentPath, isEligibleChild, UNDER_CONSTRUCTION_PATH } from '@/lib/navigation/menu-links';
import type { SitemapPage } from '@/lib/seo/sitemap';
import { WHERE_TO_SELL_PATH } from '@/lib/trade-flows/where-to-sell-path';

import { E_SERVICES_PATH } from './[locale]/_compositions/e-services/e-services';

// The pages app/sitemap.ts lists, composed from the domains that own them.
export type SitemapSources = {
  news: { id: number; DESCRIPTION_ENG: string; news_date: string; updated_at?: string }[];
  sponsors: { id: number }[];
  menuChildren: MenuChildSummary[];
  /** The public companies and items of the buyer directories (issue 14). */
  buyers?: { companies: { id: number }[]; items: { type: string; id: number }[] };
  /** The credentials and the map's visible country pages (issue 27). */
  credentials?: { id: number }[];
  ftaCountries?: { id: number }[];
  /** The HS tree's sections, chapters and headings (issue 37): their numerals and codes. */
  hsNodes?: string[];
  /** The market-access pages of the headings staff entered terms for (issue 37). */
  marketAccess?: string[];
  /** The "Where to sell" pages of the products with trade flows (issue 38). */
  whereToSell?: string[];
  /** The public trade leads (issue 39). */
  tradeLeads?: { id: number; updated_at: string }[];
  /** The published entries of the barrier register (issue 39). */
  tradeBarriers?: { id: number; updated_at: string }[];
};

const bothLocales = (pathOf: (locale: Locale) => string) =>
  Object.fromEntries(locales.map((locale) => [locale, pathOf(locale)])) as Record<Locale, string>;

/**
 * Menu pages that have a page of their own: children with an external or internal link lead
 * elsewhere, and /pages/{a_id} serves the first child with that a_id (the order listAllChildren
 * and the page route share), so later copies are left out.
 */
function menuPages(children: SitemapSources['menuChildren']): SitemapPage[] {
  const seen = new Set<string>();
  const pages: SitemapPage[] = [];
  for (const child of children) {
    if (!isEligibleChild(child)) continue;
    const key = child.a_id !== null ? `pages:${child.a_id}` : `menu:${child.id}`;
    const path = bothLocales((locale) => contentPath(child, locale));
    if (seen.has(key) || path.en === UNDER_CONSTRUCTION_PATH) continue;
    seen.add(key);
    pages.push({ path, changeFrequency: 'monthly', priority: 0.6 });
  }
  return pages;
}

/** The local buyers' sector pages, and each public company and item page. */
function buyerPages(buyers: SitemapSources['buyers']): SitemapPage[] {
  const page = (path: string, priority: number): SitemapPage => ({
    path,
    changeFrequency: 'weekly',
    priority,
  });
  return [
    page('/local-buyers/products', 0.6),
    page('/local-buyers/services', 0.6),
    ...(buyers?.companies ?? []).map((company) => page(`/buyers/${company.id}`, 0.5)),
    ...(buyers?.items ?? []).map((item) => page(`/buyers/${item.type}/${item.id}`, 0.4)),
  ];
}

/** Each credential's page and each visible country page of the map (issue 27). */
function tradePages({ credentials, ftaCountries }: SitemapSources): SitemapPage[] {
  return [
    ...(credentials ?? []).map((credential) => ({
      path: `${CREDENTIALS_PATH}/${credential.id}`,
      changeFrequency: 'monthly' as const,
      priority: 0.4,
    })),
    ...(ftaCountries ?? []).map((country) => ({
      path: `${FTA_COUNTRY_PATH}/${country.id}`,
      changeFrequency: 'monthly' as const,
      priority: 0.5,
    })),
  ];
}

/** The HS tree's pages down to the headings; a subheading's page adds little to its heading's. */
const hsNodePages = (ids: readonly string[] = []): SitemapPage[] =>
  ids.map((id) => ({ path: hsNodePath(id), changeFrequency: 'yearly', priority: 0.3 }));

/** Every public page: home, the news list and items, the directories, the sponsors and the menu pages. */
export function sitemapPages(sources: SitemapSources): SitemapPage[] {
  const { news, sponsors, menuChildren, buyers } = sources;
  return [
    { path: '/', changeFrequency: 'daily', priority: 1 },
    { path: '/news', changeFrequency: 'daily', priority: 0.8 },
    { path: INSTITUTIONS_PATH, changeFrequency: 'weekly', priority: 0.7 },
    { path: EXPERTS_PATH, changeFrequency: 'weekly', priority: 0.6 },
    { path: EVENT_PATHS.international, changeFrequency: 'weekly', priority: 0.7 },
    { path: EVENT_PATHS.local, changeFrequency: 'weekly', priority: 0.6 },
    { path: CREDENTIALS_PATH, changeFrequency: 'weekly', priority: 0.6 },
    { path: AGREEMENTS_PATH, changeFrequency: 'monthly', priority: 0.7 },
    { path: FTA_MAP_PATH, changeFrequency: 'monthly', priority: 0.7 },
    { path: E_SERVICES_PATH, changeFrequency: 'monthly', priority: 0.7 },
    { path: HS_FINDER_PATH, changeFrequency: 'monthly', priority: 0.7 },
    { path: HS_BROWSE_PATH, changeFrequency: 'yearly', priority: 0.5 },
    { path: MARKET_ACCESS_PATH, changeFrequency: 'monthly', priority: 0.6 },
    { path: WHERE_TO_SELL_PATH, changeFrequency: 'monthly', priority: 0.6 },
    { path: COMPARE_MARKETS_PATH, changeFrequency: 'monthly', priority: 0.6 },
    { path: TRADE_LEADS_PATH, changeFrequency: 'daily', priority: 0.7 },
    ...(sources.tradeLeads ?? []).map((lead) => ({
      path: tradeLeadPath(lead.id),
      lastModified: lead.updated_at,
      changeFrequency: 'weekly' as const,
      priority: 0.5,
    })),
    { path: ALERTS_PATH, changeFrequency: 'yearly', priority: 0.5 },
    { path: REGISTER_PATH, changeFrequency: 'weekly', priority: 0.6 },
    { path: OPEN_DATA_PATH, changeFrequency: 'monthly', priority: 0.5 },
    { path: SCREENING_PATH, changeFrequency: 'weekly', priority: 0.6 },
    ...(sources.tradeBarriers ?? []).map((entry) => ({
      path: barrierEntryPath(entry.id),
      lastModified: entry.updated_at,
      changeFrequency: 'monthly' as const,
      priority: 0.5,
    })),
    ...news.map((item) => ({
      path: newsPath(item),
      lastModified: item.updated_at || item.news_date,
      changeFrequency: 'monthly' as const,
      priority: 0.7,
    })),
    ...sponsors.map((sponsor) => ({
      path: `/sponsor/${sponsor.id}`,
      changeFrequency: 'monthly' as const,
      priority: 0.4,
    })),
    ...menuPages(menuChildren),
    ...buyerPages(buyers),
    ...tradePages(sources),
    ...hsNodePages(sources.hsNodes),
    ...[
      ...(sources.marketAccess ?? []),
      ...(sources.whereToSell ?? []),
      // Issue 58: a product with trade flows has its markets side by side too (the suggested set).
      ...(sources.whereToSell ?? []).map((path) =>
        compareMarketsPath(path.slice(WHERE_TO_SELL_PATH.length + 1)),
      ),
    ].map((path) => ({
      path,
      changeFrequency: 'monthly' as const,
      priority: 0.4,
    })),
  ];
}
