import { routing, type Locale } from '@/lib/i18n/routing';

// The 404 page in the server's HTML (issue 25). Next answers a notFound() thrown while a page
// renders with an empty document (`<html id="__next_error__">`, no lang, no text) that only its
// scripts fill in (vercel/next.js#62228). The portal's server (scripts/server/not-found-pages.mjs)
// then asks itself for the same address with a token only it knows, in NOT_FOUND_VIEW_HEADER; the
// proxy rewrites that request onto the 404 view, /{locale}/not-found-view/{the path}, an ordinary
// page, and the server sends its HTML with the status 404 and the headers Next gave. The path stays
// in the view's own (so usePathname gives the visitor's path, on the server as in the browser).

export const NOT_FOUND_VIEW_SEGMENT = 'not-found-view';
/** Keep in step with scripts/server/not-found-pages.mjs (a test checks). */
export const NOT_FOUND_VIEW_HEADER = 'x-portal-not-found-view';
/** The environment variable the portal's server puts its random token in, at start. */
export const NOT_FOUND_VIEW_TOKEN_ENV = 'PORTAL_NOT_FOUND_VIEW_TOKEN';

/**
 * True for the portal server's own request for a 404 view: its header holds the token the server
 * put in the environment (`process.env[NOT_FOUND_VIEW_TOKEN_ENV]`); never without a token.
 */
export function isNotFoundViewRequest(
  header: string | null | undefined,
  token: string | undefined,
): boolean {
  return typeof token === 'string' && token.length >= 16 && header === token;
}

const PREFIXED = new RegExp(
  `^/(${routing.locales.filter((locale) => locale !== routing.defaultLocale).join('|')})(?=/|$)`,
);

/** Where the 404 view of a public path renders: `/ar/x/y` → `/ar/not-found-view/x/y`. */
export function notFoundViewPath(pathname: string): { locale: Locale; path: string } {
  const prefix = PREFIXED.exec(pathname)?.[1] as Locale | undefined;
  const locale = prefix ?? routing.defaultLocale;
  const rest = prefix ? pathname.slice(prefix.length + 1) : pathname;
  return { locale, path: `/${locale}/${NOT_FOUND_VIEW_SEGMENT}${rest === '/' ? '' : rest}` };
}

const VIEW = new RegExp(`^/${NOT_FOUND_VIEW_SEGMENT}(?=/|$)`);

/** The visitor's path of a path (without locale prefix) of the 404 view; any other unchanged. */
export function publicNotFoundPath(pathname: string): string {
  return VIEW.test(pathname) ? pathname.replace(VIEW, '') || '/' : pathname;
}
