import { RETURN_ADDRESS_MAX_LENGTH } from '@/lib/constants';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';

// part 3 §2 "Routes": the member area needs a login (with or without the /ar prefix).
const MEMBER_ROOTS = [
  '/profile',
  '/edit-profile',
  '/add-product',
  '/add-service',
  '/my-company',
  '/my-products',
  '/my-services',
  // issue 59: the company's export plan
  '/export-plan',
] as const;

/** The path without its locale prefix and the locale it names. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === '/ar' || pathname.startsWith('/ar/')) {
    return { locale: 'ar', path: pathname.slice(3) || '/' };
  }
  return { locale: 'en', path: pathname };
}

/** True for a page of the member area, e.g. `/profile/user-enquiries` or `/ar/my-products/`. */
export function isMemberRoute(pathname: string): boolean {
  const { path } = splitLocale(pathname);
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return MEMBER_ROOTS.some((root) => trimmed === root || trimmed.startsWith(`${root}/`));
}

/**
 * `/auth/login?redirect=…` without the login page's locale prefix, for next-intl's `Link` and
 * router, which add it. `path` (with its query, if any) is the page to return to without its locale
 * prefix; the redirect value has it, so the login page goes back to the page in its own language.
 * Every login link and redirect is built here or by loginPathFor (issue 25: the header's link
 * returned Arabic visitors to the English page). A path longer than the login follows
 * (RETURN_ADDRESS_MAX_LENGTH) is left out.
 */
export function loginHrefFor(path: string, locale: Locale): string {
  const back = localePath(path, locale);
  // One the login would not follow goes nowhere: it only made the redirect's headers long (issue 36).
  if (back.length > RETURN_ADDRESS_MAX_LENGTH) return '/auth/login';
  return `/auth/login?redirect=${encodeURIComponent(back)}`;
}

/** `/auth/login?redirect=…` in a locale, with its prefix (for a plain redirect or link). */
export function loginPathFor(path: string, locale: Locale): string {
  return localePath(loginHrefFor(path, locale), locale);
}
