import { isLocale, LOCALE_COOKIE_MAX_AGE, type Locale } from './routing';

// part 3 "Locale handling": the chosen locale is kept in a cookie (365 days) and in local storage;
// with nothing stored, the bare root is negotiated (proxy.ts, docs/decisions/language-and-routing.md).

/** next-intl's locale cookie, which the proxy reads at the bare root. */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_STORAGE_KEY = 'locale';
/**
 * Set for a minute by the proxy when it chose the bare root's language without the cookie: only
 * the browser knows whether local storage still holds a choice (docs/decisions/language-and-routing.md).
 */
export const NEGOTIATED_COOKIE = 'locale-negotiated';
export const NEGOTIATED_MAX_AGE_SECONDS = 60;

export const homePathOf = (locale: Locale) => (locale === 'ar' ? '/ar' : '/');

/**
 * The language a home page should give way to: the one local storage keeps, when the proxy had
 * no cookie to go by and negotiated another. Null when the page is in the right language.
 */
export function storedLocaleOverride(page: {
  locale: Locale;
  pathname: string;
  negotiated: boolean;
  stored: string | null;
}): Locale | null {
  if (!page.negotiated || page.pathname !== homePathOf(page.locale)) return null;
  if (!isLocale(page.stored) || page.stored === page.locale) return null;
  return page.stored;
}

/** The locale cookie as next-intl writes it: a year, the whole site. */
export const localeCookie = (locale: Locale) =>
  `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;

// Local storage may be off (a private window, a policy): the cookie still keeps the choice.
export function readStoredLocale(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeLocale(locale: Locale) {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Nothing to do: see readStoredLocale.
  }
}
