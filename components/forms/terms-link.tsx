'use client';

import { useLocale } from 'next-intl';
import type { ReactNode } from 'react';

import { Link } from '@/lib/i18n/navigation';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { contentPath } from '@/lib/navigation/menu-links';

// The footer's "Terms and Conditions" entry (menu 3, page 1; lib/db/seed/content/footer-legal.ts),
// linked the way the footer links it.
const TERMS_PAGE = {
  id: 51,
  a_id: null,
  menu_id: 3,
  url: 'terms-and-conditions',
  url_ara: 'الشروط-والأحكام',
};

/** The terms and conditions page in a locale. */
export function termsHref(locale: Locale): string {
  return contentPath(TERMS_PAGE, locale);
}

function TermsLink({ children, newTabNote }: { children: ReactNode; newTabNote: string }) {
  const locale = useLocale();
  return (
    // A new tab keeps what the visitor has typed.
    <Link href={termsHref(isLocale(locale) ? locale : 'en')} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {newTabNote}</span>
    </Link>
  );
}

/**
 * The `link` tag of a rich label (`t.rich('terms', { link: termsLink(t('opensInNewTab')) })`): the
 * terms page in a new tab, announced with `newTabNote`.
 */
export function termsLink(newTabNote: string) {
  return function renderTermsLink(chunks: ReactNode) {
    return <TermsLink newTabNote={newTabNote}>{chunks}</TermsLink>;
  };
}
