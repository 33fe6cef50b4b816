import type { MetadataRoute } from 'next';

import { getCachedMapCountries } from '@/features/agreements/server/cached';
import { getCachedCatalogue } from '@/features/buyers/server/cached';
import { getAllMenuChildren } from '@/features/content/server/cached-pages';
import { getCachedCredentials } from '@/features/credentials/server/cached';
import { getCachedTreeNodeIds } from '@/features/hs-codes/server/cached';
import { getCachedMarketAccessPaths } from '@/features/market-access/server/cached';
import { getCachedPublishedNews } from '@/features/news/server/cached';
import { getVisibleSponsors } from '@/features/sponsors/server/cached';
import { getCachedBarriers } from '@/features/trade-barriers/server/cached';
import { getCachedWhereToSellPaths } from '@/features/trade-flows/server/cached';
import { getCachedLeadIds } from '@/features/trade-leads/server/cached';
import { buildSitemap } from '@/lib/seo/sitemap';

import { sitemapPages } from './sitemap-pages';

// Rendered per request from cached data: `next build` must not open the embedded database.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [
    news,
    sponsors,
    menuChildren,
    catalogue,
    credentials,
    ftaCountries,
    hsNodes,
    marketAccess,
    whereToSell,
    tradeLeads,
    tradeBarriers,
  ] = await Promise.all([
    getCachedPublishedNews(),
    // part 1 §2.3: only the sponsors the site shows (status 1, not expired) are listed
    getVisibleSponsors(),
    getAllMenuChildren(),
    getCachedCatalogue(),
    getCachedCredentials(),
    getCachedMapCountries(),
    getCachedTreeNodeIds(),
    getCachedMarketAccessPaths(),
    getCachedWhereToSellPaths(),
    getCachedLeadIds(),
    getCachedBarriers(),
  ]);
  const buyers = {
    companies: catalogue.companies,
    items: [...catalogue.items.products, ...catalogue.items.services],
  };
  return buildSitemap(
    sitemapPages({
      news,
      sponsors,
      menuChildren,
      buyers,
      credentials,
      ftaCountries,
      hsNodes,
      marketAccess,
      whereToSell,
      tradeLeads,
      tradeBarriers,
    }),
  );
}
