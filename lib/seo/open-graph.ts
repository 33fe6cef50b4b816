import type { Metadata } from 'next';

import { localePath } from '@/lib/i18n/locale-path';
import { locales, type Locale } from '@/lib/i18n/routing';

import { absoluteUrl, pathIn, type LocalizedPath } from './urls';

type OpenGraph = NonNullable<Metadata['openGraph']>;

export const OG_LOCALES: Record<Locale, string> = { en: 'en_US', ar: 'ar_JO' };

export type OpenGraphInput = {
  title: string;
  description?: string;
  path: LocalizedPath;
  locale: Locale;
  siteName: string;
  /** A site path (`/images/news/a.svg`) or an absolute URL. */
  image?: string;
  imageAlt?: string;
  /** An article (news) carries its publication date. */
  article?: { publishedTime: string; modifiedTime?: string };
  siteUrl?: string;
};

/** An image path made absolute; a URL that is already absolute is kept. */
export function absoluteImage(image: string, siteUrl?: string): string {
  return /^https?:\/\//i.test(image) ? image : absoluteUrl(image, siteUrl);
}

export function buildOpenGraph(input: OpenGraphInput): OpenGraph {
  const { title, description, path, locale, siteName, image, imageAlt, article, siteUrl } = input;
  const common = {
    title,
    description,
    siteName,
    url: absoluteUrl(localePath(pathIn(path, locale), locale), siteUrl),
    locale: OG_LOCALES[locale],
    alternateLocale: locales.filter((other) => other !== locale).map((other) => OG_LOCALES[other]),
    images: image ? [{ url: absoluteImage(image, siteUrl), alt: imageAlt ?? title }] : undefined,
  };
  if (!article) return { ...common, type: 'website' };
  return {
    ...common,
    type: 'article',
    publishedTime: article.publishedTime,
    modifiedTime: article.modifiedTime,
  };
}
