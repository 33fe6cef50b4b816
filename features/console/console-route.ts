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

/** The console's own login page, returning to `back` (a console address) afterwards. */
export function consoleLoginPath(locale: Locale, back?: string): string {
  const login = consolePath('/login', locale);
  return back ? `${login}?redirect=${encodeURIComponent(back)}` : login;
}

/** A console address to return to after sign-in; anything else falls back to the dashboard. */
export function safeConsoleRedirect(value: string | null | undefined, locale: Locale): string {
  if (value && routeConsole(value.split('?')[0]!) && !value.startsWith('//')) return value;
  return consolePath('/', locale);
}
