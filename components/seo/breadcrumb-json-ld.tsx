import type { Locale } from '@/lib/i18n/routing';
import { jsonLdBreadcrumbList } from '@/lib/seo/json-ld';
import { localizedUrls } from '@/lib/seo/urls';

import { JsonLd } from './json-ld';

/** A step of a page's breadcrumbs after Home: its name and its path (without locale prefix). */
export type BreadcrumbStep = { name: string; path: string };

/**
 * The page's breadcrumbs for search engines: Home (`home`, its name in the page's language), then
 * `trail`, each at its address in `locale`.
 */
export function BreadcrumbJsonLd({
  home,
  trail,
  locale,
}: {
  home: string;
  trail: readonly BreadcrumbStep[];
  locale: Locale;
}) {
  const steps = [{ name: home, path: '/' }, ...trail];
  return (
    <JsonLd
      data={jsonLdBreadcrumbList(
        steps.map(({ name, path }) => ({ name, url: localizedUrls(path)[locale] })),
      )}
    />
  );
}
