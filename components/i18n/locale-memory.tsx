'use client';

import { useLocale } from 'next-intl';
import { useEffect } from 'react';

import {
  homePathOf,
  localeCookie,
  NEGOTIATED_COOKIE,
  readStoredLocale,
  storedLocaleOverride,
  storeLocale,
} from '@/lib/i18n/locale-memory';
import { isLocale } from '@/lib/i18n/routing';

const hasCookie = (name: string) =>
  document.cookie.split(';').some((entry) => entry.trim().startsWith(`${name}=`));

/**
 * part 3 "Locale handling": local storage keeps the language of the pages the visitor reads, as the
 * locale cookie does (next-intl writes it when a page's language differs from it). At the bare root
 * the proxy can only read the cookie; without one it negotiates and says so, and a choice local
 * storage still keeps wins here: the cookie is written again and the visitor goes to that home page.
 */
export function LocaleMemory() {
  const locale = useLocale();
  useEffect(() => {
    if (!isLocale(locale)) return;
    const negotiated = hasCookie(NEGOTIATED_COOKIE);
    if (negotiated) document.cookie = `${NEGOTIATED_COOKIE}=; path=/; max-age=0`;
    const { pathname, search } = window.location;
    const stored = readStoredLocale();
    const target = storedLocaleOverride({ locale, pathname, negotiated, stored });
    if (target) {
      document.cookie = localeCookie(target);
      window.location.replace(`${homePathOf(target)}${search}`);
      return;
    }
    storeLocale(locale);
  }, [locale]);
  return null;
}
