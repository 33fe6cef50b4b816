import 'server-only';

import { getDb } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/routing';
import { isPreview } from '@/lib/preview/preview-mode';

import type { MenuChildDetail } from '../schemas';

import { getMenuRoutePage, getPageByAppId } from './cached-pages';
import {
  matchContentPage,
  type ContentPageReader,
  type ContentRoute,
  type LoadedContentPage,
} from './match-content-page';
import { findChildByAppId, findChildInMenuRoute } from './queries';

export type { ContentRoute, LoadedContentPage } from './match-content-page';

/** The public reader: the data cache, each page under its own tag, hidden pages left out. */
const cachedPages: ContentPageReader = (route, id) =>
  route === 'pages' ? getPageByAppId(id) : getMenuRoutePage(id, route);

/** An editor's preview (issue 29): the database read directly, hidden pages included, uncached. */
const previewPages: ContentPageReader = async (route, id) => {
  const db = await getDb();
  const options = { includeHidden: true };
  return route === 'pages'
    ? findChildByAppId(db, id, options)
    : findChildInMenuRoute(db, id, route, options);
};

/** The menu page a `/{route}/{id}-{slug}` URL names, and the URL it should have in this locale. */
export async function loadContentPage(
  route: ContentRoute,
  segment: string,
  locale: Locale,
): Promise<LoadedContentPage | null> {
  const read = (await isPreview()) ? previewPages : cachedPages;
  return matchContentPage(route, segment, locale, read);
}

export const SITE_MAP_KEYS = ['site-map', 'sitemap'];

// part 1 §2.1: menu 3 shows the site map when the page key is site-map or sitemap.
export function isSiteMapPage(page: MenuChildDetail): boolean {
  return page.menu_id !== 1 && page.menu_id !== 2 && SITE_MAP_KEYS.includes(page.url.toLowerCase());
}
