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
 * `/auth/login?redirect=…` in a locale. `path` (with its query, if any) has no locale prefix; the
 * redirect value has it, so the login page can go back there as is.
 */
export function loginPathFor(path: string, locale: Locale): string {
  const back = localePath(path, locale);
  return `${localePath('/auth/login', locale)}?redirect=${encodeURIComponent(back)}`;
}
