import type { MetadataRoute } from 'next';

import { localePath } from '@/lib/i18n/locale-path';
import { locales, routing } from '@/lib/i18n/routing';

import { absoluteUrl } from './urls';

// The member area, sign-in screens and the API are not for search engines (part 1 §6).
export const PRIVATE_PATHS = [
  '/api/',
  '/profile',
  '/edit-profile',
  '/my-*',
  '/add-*',
  '/auth/',
  // The alerts' personal links (issue 39): confirmation and the choices of one subscription.
  '/alerts/confirm',
  '/alerts/manage/',
];

export function buildRobots(siteUrl?: string): MetadataRoute.Robots {
  const localized = locales
    .filter((locale) => locale !== routing.defaultLocale)
    .flatMap((locale) =>
      PRIVATE_PATHS.filter((path) => path !== '/api/').map((path) => localePath(path, locale)),
    );
  return {
    rules: { userAgent: '*', allow: '/', disallow: [...PRIVATE_PATHS, ...localized] },
    sitemap: absoluteUrl('/sitemap.xml', siteUrl),
  };
}
