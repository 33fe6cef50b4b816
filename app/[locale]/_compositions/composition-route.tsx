import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ComponentType } from 'react';

import { JsonLd } from '@/components/seo/json-ld';
import type { FeedLink } from '@/lib/feeds/feed-paths';
import { routing, type Locale } from '@/lib/i18n/routing';
import { jsonLdBreadcrumbList } from '@/lib/seo/json-ld';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { localizedUrls } from '@/lib/seo/urls';

// A public page at an address of its own that shows one composition (the FTA map, the e-services):
// its metadata, its breadcrumb as JSON-LD, and the composition in the address's language. The page
// file keeps `export const revalidate` (Next reads it from the file itself).

type Props = { params: Promise<{ locale: string }> };

export function compositionRoute({
  path,
  texts,
  Page,
  feeds,
}: {
  path: string;
  /** The page's title (also its breadcrumb) and description in a language. */
  texts: (locale: Locale) => Promise<{ title: string; description: string }>;
  Page: ComponentType<{ locale: Locale }>;
  /** The Atom feeds the page names in its head (issue 39), with their titles in a language. */
  feeds?: (locale: Locale) => Promise<FeedLink[]>;
}) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params;
    if (!hasLocale(routing.locales, locale)) return {};
    const [{ title, description }, metadata, feedLinks] = await Promise.all([
      texts(locale),
      getTranslations({ locale, namespace: 'Metadata' }),
      feeds?.(locale),
    ]);
    return buildPageMetadata({
      title,
      description,
      path,
      locale,
      siteName: metadata('portalName'),
      feeds: feedLinks,
    });
  }

  async function Route({ params }: Props) {
    const { locale } = await params;
    if (!hasLocale(routing.locales, locale)) notFound();
    setRequestLocale(locale);
    const [{ title }, banner] = await Promise.all([
      texts(locale),
      getTranslations({ locale, namespace: 'Banner' }),
    ]);
    return (
      <>
        <JsonLd
          data={jsonLdBreadcrumbList([
            { name: banner('home'), url: localizedUrls('/')[locale] },
            { name: title, url: localizedUrls(path)[locale] },
          ])}
        />
        <Page locale={locale} />
      </>
    );
  }

  return { generateMetadata, Route };
}
