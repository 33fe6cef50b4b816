'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useState } from 'react';

import styles from './global-loading.module.css';

// A link to another page of the portal was followed: the bar shows until the new page is there,
// so a slow network never looks like a dead click.
function isPageLink(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute('download')) {
    return false;
  }
  const url = new URL(anchor.href, window.location.href);
  const here = window.location;
  return (
    url.origin === here.origin &&
    !url.pathname.startsWith('/api/') &&
    (url.pathname !== here.pathname || url.search !== here.search)
  );
}

function Progress() {
  const [navigating, setNavigating] = useState<string | null>(null);
  const location = `${usePathname()}?${useSearchParams().toString()}`;
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (isPageLink(event)) setNavigating(location);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [location]);
  // The bar belongs to the page it was started on: arriving anywhere else ends it.
  if (navigating === null || navigating !== location) return null;
  return (
    <div className={`${styles.bar} indeterminate`} aria-hidden data-testid="navigation-progress" />
  );
}

export function NavigationProgress() {
  return (
    <Suspense fallback={null}>
      <Progress />
    </Suspense>
  );
}
