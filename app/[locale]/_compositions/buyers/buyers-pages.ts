import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';

import type { Crumb } from '@/components/layout/page-banner';
import { isItemType, type ItemType } from '@/features/buyers/constants';
import { getPageByAppId } from '@/features/content/server/cached-pages';
import { pick } from '@/lib/i18n/localized';
import { routing, type Locale } from '@/lib/i18n/routing';
import { contentPath } from '@/lib/navigation/menu-links';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import type { LocalizedPath } from '@/lib/seo/urls';

// What the buyers' routes share: their params, the menu pages they hang from (part 2: local
// buyers' content is menu child 24, page 240; international buyers' is page 160) and metadata.

export const LOCAL_BUYERS_PAGE_ID = 240;
export const INTERNATIONAL_BUYERS_PAGE_ID = 160;

/** The route's locale, or a 404. */
export function localeOf(value: string): Locale {
  if (!hasLocale(routing.locales, value)) notFound();
  return value;
}

/** A path id (digits only, within the integer columns), or a 404. */
export function idParam(value: string): number {
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) notFound();
  return Number(value);
}

export function typeParam(value: string): ItemType {
  if (!isItemType(value)) notFound();
  return value;
}

/** Page 240's banner (title, sub-subtitle, image) for the local buyers pages. */
export async function localBuyersBanner(locale: Locale) {
  const [page, t] = await Promise.all([
    getPageByAppId(LOCAL_BUYERS_PAGE_ID),
    getTranslations({ locale, namespace: 'Buyers' }),
  ]);
  return {
    title: page ? pick(page, 'title', locale) : t('localBuyers'),
    subSubtitle: page ? pick(page, 'sub_subtitle', locale) : undefined,
    image: page?.image || '/images/banners/buyers.svg',
  };
}

/** The crumb of local buyers' first page, in the list's type. */
export async function localBuyersCrumb(locale: Locale, type: ItemType): Promise<Crumb> {
  const banner = await localBuyersBanner(locale);
  return { label: banner.title, href: `/local-buyers/${type}` };
}

/** The crumb of page 160 (the directory), at its address in this locale. */
export async function internationalBuyersCrumb(locale: Locale): Promise<Crumb> {
  const [page, t] = await Promise.all([
    getPageByAppId(INTERNATIONAL_BUYERS_PAGE_ID),
    getTranslations({ locale, namespace: 'Buyers' }),
  ]);
  if (!page) return { label: t('directory.heading') };
  return { label: pick(page, 'title', locale), href: contentPath(page, locale) };
}

export async function buyersMetadata(input: {
  locale: Locale;
  title: string;
  description: string;
  path: LocalizedPath;
  image?: string;
}): Promise<Metadata> {
  const t = await getTranslations({ locale: input.locale, namespace: 'Metadata' });
  return buildPageMetadata({ ...input, siteName: t('portalName') });
}
