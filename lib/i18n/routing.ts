import { defineRouting } from 'next-intl/routing';

export const locales = ['en', 'ar'] as const;
export type Locale = (typeof locales)[number];

// part 1 §9: locale cookie lifetime 365 days.
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export const routing = defineRouting({
  locales,
  defaultLocale: 'en',
  localePrefix: 'as-needed',
  // The bare root is negotiated in proxy.ts (spec README); every other URL keeps the locale it names.
  localeDetection: false,
  localeCookie: { maxAge: LOCALE_COOKIE_MAX_AGE },
  // No `Link` header of alternates: it copied the address three times (a long search made the
  // answer's headers too large for the proxy in front, issue 36), and it named one slug for both
  // languages; every page names its alternates in its <head>, each with its own slug.
  alternateLinks: false,
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}
