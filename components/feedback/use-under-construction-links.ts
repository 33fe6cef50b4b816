'use client';

import { useEffect } from 'react';

import { UNDER_CONSTRUCTION_PATH } from '@/lib/navigation/menu-links';

const UNDER_CONSTRUCTION_PATHS = new Set([
  UNDER_CONSTRUCTION_PATH,
  `/ar${UNDER_CONSTRUCTION_PATH}`,
]);

/** Whether a link leads to the under-construction page of this site, in this tab. */
export function leadsToUnderConstruction(anchor: HTMLAnchorElement, origin: string): boolean {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  let url: URL;
  try {
    url = new URL(anchor.href);
  } catch {
    return false;
  }
  return url.origin === origin && UNDER_CONSTRUCTION_PATHS.has(url.pathname.replace(/\/$/, ''));
}

// A click that asks for a new tab or window, or a download, keeps the browser's own behaviour.
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * part 1 §2.2: a link to a page not built yet (a menu item without a page, or a link staff wrote
 * to /page-under-construction) opens the "page under construction" modal where the visitor is,
 * instead of leaving for a page that only says so. One listener for every link of the page, menu
 * or content: it runs before the links' own handlers (capture), so a client-side navigation never
 * starts. Before hydration, and without scripts, the link leads to the page itself.
 */
export function useUnderConstructionLinks(openModal: () => void) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if (!leadsToUnderConstruction(anchor, window.location.origin)) return;
      event.preventDefault();
      openModal();
    };
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, [openModal]);
}
