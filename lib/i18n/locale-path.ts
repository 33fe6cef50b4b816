import { routing, type Locale } from './routing';

/** The path a locale serves it at: English without prefix, Arabic under /ar (ARCHITECTURE §6). */
export function localePath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === routing.defaultLocale) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}
