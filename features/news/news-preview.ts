import { newsPath } from './news-list';

/**
 * Issue 29: the preview route's address for a news item's page in one language (the route turns
 * the editor's preview on and goes there; a draft is shown only in a preview).
 */
export function newsPreviewHref(
  item: { id: number; DESCRIPTION_ENG: string; DESCRIPTION_ARA: string },
  locale: 'en' | 'ar',
): string {
  const path = newsPath(item);
  const localized = locale === 'ar' ? `/ar${path}` : path;
  return `/api/staff/preview?path=${encodeURIComponent(localized)}`;
}
