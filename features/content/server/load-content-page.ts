import 'server-only';

import type { Locale } from '@/lib/i18n/routing';
import { contentPath, movedPagePath } from '@/lib/navigation/menu-links';

import { parsePageParam } from '../parse-page-param';
import type { MenuChildDetail } from '../schemas';

import { getMenuRoutePage, getPageByAppId } from './cached-pages';

export type ContentRoute = 'pages' | 'menu-1' | 'menu-3';

export type LoadedContentPage = {
  page: MenuChildDetail;
  canonicalPath: string;
  isCanonical: boolean;
  /** The page now lives at a path of its own (its menu entry links there): canonicalPath. */
  moved: boolean;
};

/** The menu page a `/{route}/{id}-{slug}` URL names, and the URL it should have in this locale. */
export async function loadContentPage(
  route: ContentRoute,
  segment: string,
  locale: Locale,
): Promise<LoadedContentPage | null> {
  const parsed = parsePageParam(segment);
  if (!parsed) return null;
  const page =
    route === 'pages' ? await getPageByAppId(parsed.id) : await getMenuRoutePage(parsed.id, route);
  if (!page) return null;
  const movedTo = movedPagePath(page, locale);
  const canonicalPath = movedTo ?? contentPath(page, locale);
  return {
    page,
    canonicalPath,
    isCanonical: canonicalPath === `/${route}/${parsed.id}-${parsed.slug}`,
    moved: movedTo !== null,
  };
}

export const SITE_MAP_KEYS = ['site-map', 'sitemap'];

// part 1 §2.1: menu 3 shows the site map when the page key is site-map or sitemap.
export function isSiteMapPage(page: MenuChildDetail): boolean {
  return page.menu_id !== 1 && page.menu_id !== 2 && SITE_MAP_KEYS.includes(page.url.toLowerCase());
}
