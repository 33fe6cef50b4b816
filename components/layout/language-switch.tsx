'use client';

import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { Suspense, useState } from 'react';

import { storeLocale } from '@/lib/i18n/locale-memory';
import { Link, usePathname } from '@/lib/i18n/navigation';

import styles from './language-switch.module.css';

// Content pages have a slug per language: without a better answer the switch drops it and the
// page redirects to its own (a redirect that cannot keep the query).
function withoutSlug(pathname: string): string {
  return pathname.replace(/^(\/(?:pages|menu-\d+)\/\d+)-[^/]*$/, '$1');
}

// The page names its address in the other language (hreflang alternate, with that language's
// slug): going there directly keeps the query, e.g. the market information tab.
function alternatePath(locale: string, pathname: string): string | null {
  const read = (language: string) => {
    const link = document.querySelector(`link[rel="alternate"][hreflang="${language}"]`);
    const href = link?.getAttribute('href');
    if (!href) return null;
    const path = new URL(href, window.location.href).pathname;
    return decodeURI(path.replace(new RegExp(`^/${language}(?=/|$)`), '') || '/');
  };
  // After a client-side navigation the head may still hold the previous page's links.
  if (read(locale) !== decodeURI(pathname)) return null;
  return read(locale === 'ar' ? 'en' : 'ar');
}

function LanguageSwitchLink({ search }: { search: string }) {
  const t = useTranslations('LanguageSwitch');
  const locale = useLocale();
  const pathname = usePathname();
  const target = locale === 'ar' ? 'en' : 'ar';
  const [alternate, setAlternate] = useState<{ from: string; path: string } | null>(null);
  // Read when the visitor reaches for the link (the page's head is settled by then).
  const readAlternate = () => {
    const path = alternatePath(locale, pathname);
    if (path) setAlternate({ from: pathname, path });
  };
  const path = alternate?.from === pathname ? alternate.path : withoutSlug(pathname);
  return (
    <Link
      href={search ? `${path}?${search}` : path}
      locale={target}
      lang={target}
      aria-label={t('ariaLabel')}
      className={styles.switch}
      data-testid="language-switch"
      // next-intl writes the locale cookie on this click; local storage keeps the choice too.
      onClick={() => storeLocale(target)}
      onPointerEnter={readAlternate}
      onFocus={readAlternate}
      onTouchStart={readAlternate}
    >
      {t('label')}
    </Link>
  );
}

function LanguageSwitchWithQuery() {
  return <LanguageSwitchLink search={useSearchParams().toString()} />;
}

// Keeps the visitor on the same page (and query) in the other language. The query is read on the
// client only, so cached pages render the plain link first.
export function LanguageSwitch() {
  return (
    <Suspense fallback={<LanguageSwitchLink search="" />}>
      <LanguageSwitchWithQuery />
    </Suspense>
  );
}
