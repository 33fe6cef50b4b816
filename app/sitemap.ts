import type { MetadataRoute } from 'next';
import { unstable_cache } from 'next/cache';

import { listAllChildren } from '@/features/content/server/queries';
import { getCachedPublishedNews } from '@/features/news/server/cached';
import { getCachedSponsors } from '@/features/sponsors/server/cached';
import { isSponsorVisible, todayInAmman } from '@/features/sponsors/sponsor-visibility';
import { CACHE_TAGS, CONTENT_REVALIDATE_SECONDS } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';
import { buildSitemap } from '@/lib/seo/sitemap';

import { sitemapPages } from './sitemap-pages';

// Rendered per request from cached data: `next build` must not open the embedded database.
export const dynamic = 'force-dynamic';

const getMenuChildren = unstable_cache(
  async () => listAllChildren(await getDb()),
  ['sitemap-menu-children'],
  { tags: [CACHE_TAGS.navigation], revalidate: CONTENT_REVALIDATE_SECONDS },
);

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [news, sponsors, menuChildren] = await Promise.all([
    getCachedPublishedNews(),
    getCachedSponsors(),
    getMenuChildren(),
  ]);
  const today = todayInAmman();
  return buildSitemap(
    sitemapPages({
      news,
      // part 1 §2.3: only the sponsors the site shows (status 1, not expired) are listed
      sponsors: sponsors.filter((sponsor) => isSponsorVisible(sponsor, today)),
      menuChildren,
    }),
  );
}
