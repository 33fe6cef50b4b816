import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/lib/i18n/routing';
import { jsonLdBreadcrumbList } from '@/lib/seo/json-ld';
import { localizedUrls } from '@/lib/seo/urls';

import { JsonLd } from './json-ld';

/** A step of a page's breadcrumbs after Home: its name and its path (without locale prefix). */
export type BreadcrumbStep = { name: string; path: string };

/** The page's breadcrumbs for search engines: Home, then `trail`, each at its address in `locale`. */
export async function BreadcrumbJsonLd({
  trail,
  locale,
}: {
  trail: readonly BreadcrumbStep[];
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Banner' });
  const steps = [{ name: t('home'), path: '/' }, ...trail];
  return (
    <JsonLd
      data={jsonLdBreadcrumbList(
        steps.map(({ name, path }) => ({ name, url: localizedUrls(path)[locale] })),
      )}
    />
  );
}
