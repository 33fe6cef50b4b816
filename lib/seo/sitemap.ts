import type { MetadataRoute } from 'next';

import { locales } from '@/lib/i18n/routing';

import { localizedUrls, type LocalizedPath } from './urls';

type Entry = MetadataRoute.Sitemap[number];

export type SitemapPage = {
  path: LocalizedPath;
  lastModified?: string;
  changeFrequency?: Entry['changeFrequency'];
  priority?: number;
};

/** One entry per page and language, each naming the page in every language (hreflang). */
export function buildSitemap(pages: SitemapPage[], siteUrl?: string): MetadataRoute.Sitemap {
  return pages.flatMap(({ path, ...rest }) => {
    const urls = localizedUrls(path, siteUrl);
    const languages = { ...urls, 'x-default': urls.en };
    return locales.map((locale) => ({ url: urls[locale], ...rest, alternates: { languages } }));
  });
}
