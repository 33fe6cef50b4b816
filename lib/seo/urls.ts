import { getConfig } from '@/lib/config';
import { localePath } from '@/lib/i18n/locale-path';
import { locales, routing, type Locale } from '@/lib/i18n/routing';

/** A path without locale prefix, the same in both languages or one per language (Arabic slugs). */
export type LocalizedPath = string | Readonly<Record<Locale, string>>;

export type Alternates = {
  canonical: string;
  languages: Record<Locale | 'x-default', string>;
};

const siteUrlOf = (siteUrl?: string) => siteUrl ?? getConfig().SITE_URL;

/** An absolute URL on the site; non-ASCII (Arabic) slugs come out percent-encoded. */
export function absoluteUrl(path: string, siteUrl?: string): string {
  const base = new URL(siteUrlOf(siteUrl));
  const basePath = base.pathname.replace(/\/$/, '');
  return new URL(`${basePath}${path.startsWith('/') ? path : `/${path}`}`, base.origin).href;
}

export function pathIn(path: LocalizedPath, locale: Locale): string {
  return typeof path === 'string' ? path : path[locale];
}

/** The absolute URL of a page in each language. */
export function localizedUrls(path: LocalizedPath, siteUrl?: string): Record<Locale, string> {
  const entries = locales.map((locale) => [
    locale,
    absoluteUrl(localePath(pathIn(path, locale), locale), siteUrl),
  ]);
  return Object.fromEntries(entries) as Record<Locale, string>;
}

/**
 * `alternates` for a page's metadata: the canonical URL in the current locale and the page in
 * every language, English as x-default. `buildAlternates('/news', 'ar')`, or with the slug of each
 * language: `buildAlternates({ en: '/pages/120-export-guide', ar: '/pages/120-دليل' }, locale)`.
 */
export function buildAlternates(path: LocalizedPath, locale: Locale, siteUrl?: string): Alternates {
  const urls = localizedUrls(path, siteUrl);
  return {
    canonical: urls[locale],
    languages: { ...urls, 'x-default': urls[routing.defaultLocale] },
  };
}
