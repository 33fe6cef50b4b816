'use client';

import { useEffect, useState } from 'react';

/** True while the visitor scrolls down past `threshold` px; false again as soon as they scroll up. */
export function useHideOnScroll(threshold: number): boolean {
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
  return hidden;
}
