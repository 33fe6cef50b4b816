import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { JsonLd } from '@/components/seo/json-ld';
import { NewsListPage } from '@/features/news/components/news-list-page';
import { newsListView } from '@/features/news/news-list';
import { parseNewsListSegments } from '@/features/news/news-list-route';
import { newsListPath } from '@/features/news/news-metadata';
import { getCachedPublishedNews } from '@/features/news/server/cached';
import { formatNumber } from '@/lib/i18n/format-number';
import { routing } from '@/lib/i18n/routing';
import { jsonLdBreadcrumbList } from '@/lib/seo/json-ld';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { localizedUrls } from '@/lib/seo/urls';

// /news?page=2&sort=date-asc, rewritten here by the proxy (features/news/news-list-route.ts) so
// each page and order is rendered once and then served from the full-route cache, re-validated
// with the `news` tag like an article.
type Props = { params: Promise<{ locale: string; sort: string; page: string }> };

export const revalidate = 3600;
export const generateStaticParams = () => [];

async function load(params: Props['params']) {
  const { locale, sort, page } = await params;
  const query = parseNewsListSegments(sort, page);
  if (!hasLocale(routing.locales, locale) || !query) return null;
  return { locale, view: newsListView(await getCachedPublishedNews(), query) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load(params);
  if (!loaded) return {};
  const { locale, view } = loaded;
  const [t, metadata, openData] = await Promise.all([
    getTranslations({ locale, namespace: 'News' }),
    getTranslations({ locale, namespace: 'Metadata' }),
    getTranslations({ locale, namespace: 'OpenData' }),
  ]);
  const title =
    view.page > 1
      ? t('pageTitle', { title: t('title'), page: formatNumber(view.page, locale) })
      : t('title');
  return buildPageMetadata({
    title,
    description: t('metaDescription'),
    path: newsListPath(view.page, view.sort),
    locale,
    siteName: metadata('portalName'),
    // <link rel="alternate" type="application/atom+xml"> to the news feed (issue 39).
    feeds: [{ name: 'news', title: openData('feeds.news.title') }],
  });
}

export default async function NewsListRoute({ params }: Props) {
  const loaded = await load(params);
  if (!loaded) notFound();
  const { locale, view } = loaded;
  setRequestLocale(locale);
  const [t, banner] = await Promise.all([
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
