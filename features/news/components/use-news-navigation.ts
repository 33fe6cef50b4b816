'use client';

import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useCallback, useEffect, useRef, useState, useTransition } from 'react';

import { localePath } from '@/lib/i18n/locale-path';
import { isLocale, routing } from '@/lib/i18n/routing';

import { NEWS_LOADING_MS, newsListSearch, type NewsListQuery } from '../news-list';

function scrollToTop() {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

/**
 * Moves the news list to another page or sort through the URL (so a link or a reload keeps it),
 * scrolls to the top and reports `busy` while the server renders the new list, for at least 800 ms.
 * The address is built from the locale, not the current pathname: the list is served from a
 * rewritten path, which the server would otherwise render into the links.
 */
export function useNewsNavigation() {
  const router = useRouter();
  const locale = useLocale();
  const [isPending, startTransition] = useTransition();
  const [holding, setHolding] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const hrefFor = useCallback(
    (query: NewsListQuery) =>
      `${localePath('/news', isLocale(locale) ? locale : routing.defaultLocale)}${newsListSearch(query)}`,
    [locale],
  );

  const navigate = useCallback(
    (query: NewsListQuery) => {
      window.clearTimeout(timer.current);
      setHolding(true);
      timer.current = window.setTimeout(() => setHolding(false), NEWS_LOADING_MS);
      startTransition(() => router.push(hrefFor(query), { scroll: false }));
      scrollToTop();
    },
    [hrefFor, router],
  );

  return { busy: isPending || holding, hrefFor, navigate };
}
