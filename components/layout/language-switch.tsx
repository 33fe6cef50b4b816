'use client';

import Button from '@mui/material/Button';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { Suspense } from 'react';

import { Link, usePathname } from '@/lib/i18n/navigation';

// Content pages have a slug per language: the switch drops it and the page redirects to its own.
function withoutSlug(pathname: string): string {
  return pathname.replace(/^(\/(?:pages|menu-\d+)\/\d+)-[^/]*$/, '$1');
}

function LanguageSwitchLink({ search }: { search: string }) {
  const t = useTranslations('LanguageSwitch');
  const locale = useLocale();
  const pathname = withoutSlug(usePathname());
  const target = locale === 'ar' ? 'en' : 'ar';
  return (
    <Button
      component={Link}
      href={search ? `${pathname}?${search}` : pathname}
      locale={target}
      lang={target}
      aria-label={t('ariaLabel')}
      color="inherit"
      size="small"
      sx={{ fontWeight: 700, minWidth: 0, px: 1.5, flexShrink: 0 }}
      data-testid="language-switch"
    >
      {t('label')}
    </Button>
  );
}

function LanguageSwitchWithQuery() {
  return <LanguageSwitchLink search={useSearchParams().toString()} />;
}

// Keeps the visitor on the same page (and query) in the other language; content pages then
// redirect to their slug in that language. The query is read on the client only, so cached pages
// render the plain link first.
export function LanguageSwitch() {
  return (
    <Suspense fallback={<LanguageSwitchLink search="" />}>
      <LanguageSwitchWithQuery />
    </Suspense>
  );
}
