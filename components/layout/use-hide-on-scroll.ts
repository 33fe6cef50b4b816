'use client';

import { useEffect, useState } from 'react';

import { useHydrated } from '@/components/ui/use-hydrated';

/**
 * `hidden` is true while the visitor scrolls down past `threshold` px and false again as soon as they
 * scroll up; `ready` tells that the page listens (after hydration).
 */
export function useHideOnScroll(threshold: number): { hidden: boolean; ready: boolean } {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const current = window.scrollY;
      if (current > last && current > threshold) setHidden(true);
      else if (current < last) setHidden(false);
      last = current;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return { hidden, ready: useHydrated() };
}
