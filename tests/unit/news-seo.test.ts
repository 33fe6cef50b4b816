import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { NewsItem } from '@/features/news/schemas';

const SITE = 'https://jordanexports.example';

const item: NewsItem = {
  id: 8,
  DESCRIPTION_ENG: 'National exports rise by 6.5%',
  DESCRIPTION_ARA: 'الصادرات الوطنية ترتفع بنسبة 6.5%',
  TARIFF_ENG: '<p>Jordan’s national exports increased.</p>',
  TARIFF_ARA: '<p>ارتفعت الصادرات.</p>',
  image: '/images/news/news-8.svg',
  news_date: '2026-07-28',
  status: 1,
  meta_description_en: '',
  meta_description_ar: 'وصف عربي',
  created_at: '2026-07-28 09:00:00+00',
  updated_at: '2026-08-02 10:00:00.5+00',
  version: 1,
};

describe('news metadata and structured data', () => {
  // The builders read SITE_URL through lib/config when no site URL is given.
  beforeAll(() => {
    vi.stubEnv('SITE_URL', SITE);
    vi.resetModules();
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('describes the item in each language, as an article', async () => {
    const { newsDetailMetadata, newsDescription } = await import('@/features/news/news-metadata');
    expect(newsDescription(item, 'en')).toBe('Jordan’s national exports increased.');
    expect(newsDescription(item, 'ar')).toBe('وصف عربي');
    const metadata = newsDetailMetadata(item, 'ar', 'صادرات الأردن');
    expect(metadata.title).toBe('الصادرات الوطنية ترتفع بنسبة 6.5%');
    expect(metadata.alternates).toEqual({
      canonical: `${SITE}/ar/news/8-National-exports-rise-by-65`,
      languages: {
        en: `${SITE}/news/8-National-exports-rise-by-65`,
        ar: `${SITE}/ar/news/8-National-exports-rise-by-65`,
        'x-default': `${SITE}/news/8-National-exports-rise-by-65`,
      },
    });
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      locale: 'ar_JO',
      publishedTime: '2026-07-28',
      modifiedTime: '2026-08-02T10:00:00.500Z',
    });
  });

  it('gives NewsArticle and the breadcrumb as JSON-LD', async () => {
    const { newsJsonLd } = await import('@/features/news/news-metadata');
    const [article, crumbs] = newsJsonLd(item, 'en', { home: 'Home', list: 'Latest News' });
    expect(article).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'National exports rise by 6.5%',
      inLanguage: 'en',
      url: `${SITE}/news/8-National-exports-rise-by-65`,
    });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('keeps the list canonical on the default order', async () => {
    const { newsListPath } = await import('@/features/news/news-metadata');
    expect(newsListPath(1, 'date-desc')).toBe('/news');
    expect(newsListPath(2, 'date-desc')).toBe('/news?page=2');
    expect(newsListPath(2, 'date-asc')).toBe('/news');
  });
});
