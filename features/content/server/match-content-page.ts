import 'server-only';

import type { Locale } from '@/lib/i18n/routing';
import { contentPath, movedPagePath } from '@/lib/navigation/menu-links';

import { parsePageParam } from '../parse-page-param';
import type { MenuChildDetail } from '../schemas';

export type ContentRoute = 'pages' | 'menu-1' | 'menu-3';

/** Reads the page a content route names by its number: the application id under /pages. */
export type ContentPageReader = (
  route: ContentRoute,
  id: number,
) => Promise<MenuChildDetail | null>;

export type LoadedContentPage = {
  page: MenuChildDetail;
  canonicalPath: string;
  isCanonical: boolean;
  /** The page now lives at a path of its own (its menu entry links there): canonicalPath. */
  moved: boolean;
};

/**
 * The menu page a `/{route}/{id}-{slug}` segment names (raw or percent-encoded, an Arabic slug
 * included), and the URL it should have in this locale. The reader decides what is visible: the
 * public one skips hidden pages (issue 29), the preview shows them.
 */
export async function matchContentPage(
  route: ContentRoute,
  segment: string,
  locale: Locale,
  read: ContentPageReader,
): Promise<LoadedContentPage | null> {
  const parsed = parsePageParam(segment);
  if (!parsed) return null;
  const page = await read(route, parsed.id);
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
