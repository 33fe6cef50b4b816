import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { JsonLd } from '@/components/seo/json-ld';
import { NewsListPage } from '@/features/news/components/news-list-page';
import { firstParam, newsListView } from '@/features/news/news-list';
import { newsListPath } from '@/features/news/news-metadata';
import { getCachedPublishedNews } from '@/features/news/server/cached';
import { routing } from '@/lib/i18n/routing';
import { jsonLdBreadcrumbList } from '@/lib/seo/json-ld';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { localizedUrls } from '@/lib/seo/urls';

// ?page and ?sort make each request distinct; the list itself comes from the news cache.
export const dynamic = 'force-dynamic';

type SearchParams = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

// Reading ?page and ?sort makes the page dynamic; the list itself comes from the news cache.
async function loadView(searchParams: Promise<SearchParams>) {
  const query = await searchParams;
  return newsListView(await getCachedPublishedNews(), {
    page: firstParam(query.page),
    sort: firstParam(query.sort),
  });
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const [t, metadata, view] = await Promise.all([
    getTranslations({ locale, namespace: 'News' }),
    getTranslations({ locale, namespace: 'Metadata' }),
    loadView(searchParams),
  ]);
  const title = view.page > 1 ? t('pageTitle', { title: t('title'), page: view.page }) : t('title');
  return buildPageMetadata({
    title,
    description: t('metaDescription'),
    path: newsListPath(view.page, view.sort),
    locale,
    siteName: metadata('portalName'),
  });
}

export default async function NewsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [view, t, banner] = await Promise.all([
    loadView(searchParams),
    getTranslations({ locale, namespace: 'News' }),
    getTranslations({ locale, namespace: 'Banner' }),
  ]);
  return (
    <>
      <JsonLd
        data={jsonLdBreadcrumbList([
          { name: banner('home'), url: localizedUrls('/')[locale] },
          { name: t('title'), url: localizedUrls('/news')[locale] },
        ])}
      />
      <NewsListPage view={view} locale={locale} />
    </>
  );
}
