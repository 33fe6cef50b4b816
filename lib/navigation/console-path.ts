import { RETURN_ADDRESS_MAX_LENGTH } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/routing';

// The staff console (issue 13) answers at /admin and /ar/admin; its pages live under
// app/console/[locale]/, with a layout (and <html>) of their own, outside the public shell.
const CONSOLE_PATH = /^(?:\/(ar))?\/admin(\/.*)?$/;

export const CONSOLE_ROOT = '/admin';

/** The internal route of a console address, or null for any other path. */
export function routeConsole(pathname: string): { locale: Locale; path: string } | null {
  const match = CONSOLE_PATH.exec(pathname);
  if (!match) return null;
  const locale: Locale = match[1] === 'ar' ? 'ar' : 'en';
  const rest = (match[2] ?? '').replace(/\/+$/, '');
  return { locale, path: `/console/${locale}${rest}` };
}

/** A console page's public address in a locale: `consolePath('/enquiries/4', 'ar')`. */
export function consolePath(path: string, locale: Locale): string {
  const tail = path === '/' ? '' : path;
  return `${locale === 'ar' ? '/ar' : ''}${CONSOLE_ROOT}${tail}`;
}

const followed = (back: string | null | undefined): back is string =>
  !!back && back.length <= RETURN_ADDRESS_MAX_LENGTH;

/**
 * The console's own login page, returning to `back` (a console address) afterwards; one longer
 * than the sign-in follows is left out (issue 36: it only made the redirect's headers long).
 */
export function consoleLoginPath(locale: Locale, back?: string): string {
  const login = consolePath('/login', locale);
  return followed(back) ? `${login}?redirect=${encodeURIComponent(back)}` : login;
}

/** A console address to return to after sign-in; anything else falls back to the dashboard. */
export function safeConsoleRedirect(value: string | null | undefined, locale: Locale): string {
  if (followed(value) && routeConsole(value.split('?')[0]!) && !value.startsWith('//')) {
    return value;
  }
  return consolePath('/', locale);
}

/**
 * The console address `address` (path and query) in another locale: `/ar/admin/members?q=x` is
 * `/admin/members?q=x` in English. The sign-in page's `redirect` (a console address) moves with it,
 * so signing in lands in the chosen language. Anything else is that locale's dashboard.
 */
export function consoleAddressIn(address: string, locale: Locale): string {
  const mark = address.indexOf('?');
  const path = mark === -1 ? address : address.slice(0, mark);
  const query = mark === -1 ? '' : address.slice(mark + 1);
  const route = routeConsole(path);
  if (!route) return consolePath('/', locale);
  const page = route.path.slice(`/console/${route.locale}`.length) || '/';
  const params = new URLSearchParams(query);
  const redirect = params.get('redirect');
  if (page === '/login' && redirect && routeConsole(redirect.split('?')[0]!)) {
    params.set('redirect', consoleAddressIn(redirect, locale));
  }
  const search = params.toString();
  return `${consolePath(page, locale)}${search ? `?${search}` : ''}`;
}
