import 'server-only';
import { unstable_cache } from 'next/cache';

import { cachedQuery } from '@/lib/cache/cached-query';
import { CACHE_TAGS, CONTENT_REVALIDATE_SECONDS, contentPageTag } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/routing';
import { contentPath, EXPORT_TOOLS_SLUG } from '@/lib/navigation/menu-links';

import {
  findChildByAppId,
  findChildInMenuRoute,
  listAllChildren,
  listEntryPagesBySlug,
  listMenuTree,
} from './queries';

/**
 * A content page read from the data cache under its own tag (issue 29: a change to one page
 * re-validates that page, not every page): `content-page:app:{a_id}` or `content-page:id:{id}`.
 */
function pageRead<Args extends unknown[], Result>(
  key: string,
  by: 'app' | 'id',
  load: (id: number, ...args: Args) => Promise<Result>,
) {
  return (id: number, ...args: Args): Promise<Result> =>
    unstable_cache(() => load(id, ...args), [key, String(id), ...args.map(String)], {
      tags: [contentPageTag(by, id)],
      revalidate: CONTENT_REVALIDATE_SECONDS,
    })();
}

export const getPageByAppId = pageRead('page-by-app-id', 'app', async (appId: number) =>
  findChildByAppId(await getDb(), appId),
);

export const getMenuRoutePage = pageRead(
  'menu-route-page',
  'id',
  async (id: number, route: 'menu-1' | 'menu-3') => findChildInMenuRoute(await getDb(), id, route),
);

export const getSiteMapTrees = cachedQuery('site-map-trees', CACHE_TAGS.navigation, (db) =>
  Promise.all([1, 2, 3].map((menu) => listMenuTree(db, menu))),
);

/**
 * The pages of the top menu's "Export tools" entry (issue 45), found by its English slug: the home
 * page's block shows them, so an editor's change to the menu shows there too.
 */
export const getExportToolsPages = cachedQuery('export-tools-pages', CACHE_TAGS.navigation, (db) =>
  listEntryPagesBySlug(db, 1, EXPORT_TOOLS_SLUG),
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
