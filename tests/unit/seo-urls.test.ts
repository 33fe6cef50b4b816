import { describe, expect, it } from 'vitest';

import { localePath } from '@/lib/i18n/locale-path';
import { buildOpenGraph } from '@/lib/seo/open-graph';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { absoluteUrl, buildAlternates, localizedUrls } from '@/lib/seo/urls';

const SITE = 'https://jordanexports.example';

describe('localePath and absoluteUrl', () => {
  it('serves English without a prefix and Arabic under /ar', () => {
    expect(localePath('/news', 'en')).toBe('/news');
    expect(localePath('/news', 'ar')).toBe('/ar/news');
    expect(localePath('/', 'ar')).toBe('/ar');
    expect(localePath('news', 'en')).toBe('/news');
  });

  it('joins the site URL, keeping its base path and encoding Arabic slugs', () => {
    expect(absoluteUrl('/news', SITE)).toBe(`${SITE}/news`);
    expect(absoluteUrl('/news', 'https://gov.example/portal/')).toBe(
      'https://gov.example/portal/news',
    );
    expect(absoluteUrl('/ar/pages/120-دليل', SITE)).toBe(
      `${SITE}/ar/pages/120-${encodeURIComponent('دليل')}`,
    );
    expect(absoluteUrl('/news?page=2', SITE)).toBe(`${SITE}/news?page=2`);
  });
});

describe('buildAlternates', () => {
  it('points the canonical at the current locale and lists both languages and x-default', () => {
    expect(buildAlternates('/news', 'ar', SITE)).toEqual({
      canonical: `${SITE}/ar/news`,
      languages: { en: `${SITE}/news`, ar: `${SITE}/ar/news`, 'x-default': `${SITE}/news` },
    });
    expect(buildAlternates('/', 'en', SITE).languages).toEqual({
      en: `${SITE}/`,
      ar: `${SITE}/ar`,
      'x-default': `${SITE}/`,
    });
  });

  it('takes a different slug per language', () => {
    const alternates = buildAlternates(
      { en: '/pages/120-export-guide', ar: '/pages/120-دليل-التصدير' },
      'en',
      SITE,
    );
    expect(alternates.canonical).toBe(`${SITE}/pages/120-export-guide`);
    expect(decodeURI(alternates.languages.ar)).toBe(`${SITE}/ar/pages/120-دليل-التصدير`);
    expect(localizedUrls('/sponsor/1', SITE)).toEqual({
      en: `${SITE}/sponsor/1`,
      ar: `${SITE}/ar/sponsor/1`,
    });
  });
});

describe('Open Graph and page metadata', () => {
  const input = {
    title: 'Jordan at Gulfood',
    description: 'Buyers from 40 countries',
    path: '/news/2-Jordan-at-Gulfood',
    locale: 'ar' as const,
    siteName: 'صادرات الأردن',
    image: '/images/news/news-2.svg',
    siteUrl: SITE,
  };

  it('describes a page in its locale with an absolute URL and image', () => {
    expect(buildOpenGraph(input)).toEqual({
      title: 'Jordan at Gulfood',
      description: 'Buyers from 40 countries',
      siteName: 'صادرات الأردن',
      url: `${SITE}/ar/news/2-Jordan-at-Gulfood`,
      locale: 'ar_JO',
      alternateLocale: ['en_US'],
      images: [{ url: `${SITE}/images/news/news-2.svg`, alt: 'Jordan at Gulfood' }],
      type: 'website',
    });
  });

  it('marks news as an article with its publication time and keeps absolute images', () => {
    const og = buildOpenGraph({
      ...input,
      locale: 'en',
      image: 'https://cdn.example/a.png',
      article: { publishedTime: '2026-02-03' },
    });
    expect(og).toMatchObject({
      type: 'article',
      publishedTime: '2026-02-03',
      locale: 'en_US',
      images: [{ url: 'https://cdn.example/a.png' }],
    });
  });

  it('puts title, description, alternates, Open Graph and the Twitter card together', () => {
    const metadata = buildPageMetadata({ ...input, image: undefined });
    expect(metadata.title).toBe('Jordan at Gulfood');
    expect(metadata.alternates?.canonical).toBe(`${SITE}/ar/news/2-Jordan-at-Gulfood`);
    expect(metadata.twitter).toMatchObject({ card: 'summary', title: 'Jordan at Gulfood' });
    expect(metadata.openGraph).toMatchObject({ type: 'website', images: undefined });
  });
});
