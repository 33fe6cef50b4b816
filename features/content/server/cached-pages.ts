import 'server-only';
import { unstable_cache } from 'next/cache';

import { CACHE_TAGS, CONTENT_REVALIDATE_SECONDS } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';

import { findChildByAppId, findChildInMenuRoute, listMenuTree } from './queries';

const options = { tags: [CACHE_TAGS.navigation], revalidate: CONTENT_REVALIDATE_SECONDS };

export const getPageByAppId = unstable_cache(
  async (appId: number) => findChildByAppId(await getDb(), appId),
  ['page-by-app-id'],
  options,
);

export const getMenuRoutePage = unstable_cache(
  async (id: number, route: 'menu-1' | 'menu-3') => findChildInMenuRoute(await getDb(), id, route),
  ['menu-route-page'],
  options,
);

export const getSiteMapTrees = unstable_cache(
  async () => {
    const db = await getDb();
    return Promise.all([1, 2, 3].map((menu) => listMenuTree(db, menu)));
  },
  ['site-map-trees'],
  options,
);
