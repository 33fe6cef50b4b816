import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { JsonLd } from '@/components/seo/json-ld';
import { NewsArticle } from '@/features/news/components/news-article';
import { isCanonicalNewsParam, newsPath, parseNewsParam } from '@/features/news/news-list';
import { newsDetailMetadata, newsJsonLd } from '@/features/news/news-metadata';
import { getCachedNewsItem, getCachedPublishedNews } from '@/features/news/server/cached';
import { routing } from '@/lib/i18n/routing';
import { redirectKeepingQuery } from '@/lib/navigation/redirect-keeping-query';

type Props = { params: Promise<{ locale: string; slug: string }> };

const MORE_NEWS = 3;

export const revalidate = 3600;
export const generateStaticParams = () => [];

// The item is chosen by the numeric prefix (part 1 §2.1); an unknown or unpublished id is a 404.
async function load(params: Props['params']) {
  const { locale, slug } = await params;
  if (!hasLocale(routing.locales, locale)) return null;
  const parsed = parseNewsParam(slug);
  const item = parsed && (await getCachedNewsItem(parsed.id));
  return item ? { locale, slug, item } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load(params);
  if (!loaded) return {};
  const metadata = await getTranslations({ locale: loaded.locale, namespace: 'Metadata' });
  return newsDetailMetadata(loaded.item, loaded.locale, metadata('portalName'));
}

export default async function NewsDetailPage({ params }: Props) {
  const loaded = await load(params);
  if (!loaded) notFound();
  const { locale, slug, item } = loaded;
  setRequestLocale(locale);
  if (!isCanonicalNewsParam(slug, item)) redirectKeepingQuery(encodeURI(newsPath(item)), locale);
  const [all, t, banner] = await Promise.all([
    getCachedPublishedNews(),
    getTranslations({ locale, namespace: 'News' }),
    getTranslations({ locale, namespace: 'Banner' }),
  ]);
  const more = all.filter((other) => other.id !== item.id).slice(0, MORE_NEWS);
  return (
    <>
      <JsonLd data={newsJsonLd(item, locale, { home: banner('home'), list: t('title') })} />
      <NewsArticle item={item} locale={locale} more={more} />
    </>
  );
}
