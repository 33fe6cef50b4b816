import type { Metadata } from 'next';

import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import { jsonLdBreadcrumbList, jsonLdNewsArticle, type JsonLdObject } from '@/lib/seo/json-ld';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { localizedUrls } from '@/lib/seo/urls';

import { DEFAULT_NEWS_SORT, newsExcerpt, newsPath, type NewsSort } from './news-list';
import type { NewsItem } from './schemas';

/** An ISO timestamp of a stored date or time, or undefined when it does not parse. */
export function isoTimeOf(value: string): string | undefined {
  const time = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}

export function newsDescription(item: NewsItem, locale: Locale): string {
  return pick(item, 'meta_description', locale) || newsExcerpt(pick(item, 'TARIFF', locale));
}

/** The list's canonical URL: each page of the default order; another order points to page 1. */
export function newsListPath(page: number, sort: NewsSort): string {
  return sort === DEFAULT_NEWS_SORT && page > 1 ? `/news?page=${page}` : '/news';
}

export function newsDetailMetadata(item: NewsItem, locale: Locale, siteName: string): Metadata {
  const published = item.news_date;
  const modified = isoTimeOf(item.updated_at);
  return buildPageMetadata({
    title: pick(item, 'DESCRIPTION', locale),
    description: newsDescription(item, locale),
    path: newsPath(item),
    locale,
    siteName,
    image: item.image || undefined,
    article: {
      publishedTime: published,
      modifiedTime: modified && modified.slice(0, 10) > published ? modified : undefined,
    },
  });
}

type Labels = { home: string; list: string };

/** NewsArticle and BreadcrumbList (Home / Latest News & Updates / title) for a detail page. */
export function newsJsonLd(item: NewsItem, locale: Locale, labels: Labels): JsonLdObject[] {
  const headline = pick(item, 'DESCRIPTION', locale);
  const url = localizedUrls(newsPath(item))[locale];
  return [
    jsonLdNewsArticle({
      headline,
      url,
      datePublished: item.news_date,
      description: newsDescription(item, locale),
      image: item.image || undefined,
      locale,
    }),
    jsonLdBreadcrumbList([
      { name: labels.home, url: localizedUrls('/')[locale] },
      { name: labels.list, url: localizedUrls('/news')[locale] },
      { name: headline, url },
    ]),
  ];
}
