'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, useTransition } from 'react';

import { NEWS_LOADING_MS, newsListSearch, type NewsListQuery } from '../news-list';

function scrollToTop() {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

/**
 * Moves the news list to another page or sort through the URL (so a link or a reload keeps it),
 * scrolls to the top and reports `busy` while the server renders the new list, for at least 800 ms.
 */
export function useNewsNavigation() {
  const router = useRouter();
  const pathname = usePathname();
  const [isPending, startTransition] = useTransition();
  const [holding, setHolding] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const hrefFor = useCallback(
    (query: NewsListQuery) => `${pathname}${newsListSearch(query)}`,
    [pathname],
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
