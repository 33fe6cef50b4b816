import 'server-only';

import { cachedQuery } from '@/lib/cache/cached-query';
import { CACHE_TAGS } from '@/lib/cache/tags';
import type { Locale } from '@/lib/i18n/routing';
import { contentPath } from '@/lib/navigation/menu-links';

import { findChildByAppId, findChildInMenuRoute, listAllChildren, listMenuTree } from './queries';

export const getPageByAppId = cachedQuery(
  'page-by-app-id',
  CACHE_TAGS.navigation,
  findChildByAppId,
);

export const getMenuRoutePage = cachedQuery(
  'menu-route-page',
  CACHE_TAGS.navigation,
  findChildInMenuRoute,
);

export const getSiteMapTrees = cachedQuery('site-map-trees', CACHE_TAGS.navigation, (db) =>
  Promise.all([1, 2, 3].map((menu) => listMenuTree(db, menu))),
);

/** Every menu child, in the order the content routes pick them (the sitemap lists them). */
export const getAllMenuChildren = cachedQuery(
  'sitemap-menu-children',
  CACHE_TAGS.navigation,
  listAllChildren,
);

/**
 * The path of the content page that carries each application id, in a locale; a page that is not
 * in the menus falls back to `/pages/{id}` (the content route picks the page by its numeric prefix).
 */
export async function getPageLinks(
  appIds: readonly number[],
  locale: Locale,
): Promise<Record<number, string>> {
  const pages = await Promise.all(appIds.map((appId) => getPageByAppId(appId)));
  return Object.fromEntries(
    appIds.map((appId, index) => {
      const page = pages[index];
      return [appId, page ? contentPath(page, locale) : `/pages/${appId}`];
    }),
  );
}
