import { describe, expect, it } from 'vitest';

import {
  jsonLdBreadcrumbList,
  jsonLdNewsArticle,
  jsonLdOrganization,
  serializeJsonLd,
} from '@/lib/seo/json-ld';

const SITE = 'https://jordanexports.example';

describe('serializeJsonLd', () => {
  it('cannot close the script element or open a comment, and still parses to the same data', () => {
    const data = {
      '@type': 'NewsArticle',
      headline: '</script><script>alert(1)</script> <!-- & \u2028',
    };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/<|>|&/);
    expect(text).not.toContain('\u2028');
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('jsonLdOrganization', () => {
  it('names the portal with its URL, logo and social profiles', () => {
    expect(
      jsonLdOrganization({
        siteUrl: SITE,
        alternateName: 'صادرات الأردن',
        sameAs: ['https://x.com/JordanExports', 'https://x.com/JordanExports', 'javascript:x', ''],
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Jordan Exports',
      alternateName: 'صادرات الأردن',
      url: `${SITE}/`,
      logo: `${SITE}/images/logo.svg`,
      sameAs: ['https://x.com/JordanExports'],
    });
  });

  it('leaves out empty fields', () => {
    const node = jsonLdOrganization({ siteUrl: SITE, alternateName: 'Jordan Exports' });
    expect(node).not.toHaveProperty('sameAs');
    expect(node).not.toHaveProperty('alternateName');
    expect(node).not.toHaveProperty('description');
  });
});

describe('jsonLdNewsArticle', () => {
  it('has headline, dates, absolute image, language and the portal as publisher', () => {
    const node = jsonLdNewsArticle({
      headline: 'Exports rise',
      url: `${SITE}/ar/news/8-Exports-rise`,
      datePublished: '2026-07-28',
      image: '/images/news/news-8.svg',
      locale: 'ar',
      siteUrl: SITE,
    });
    expect(node).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Exports rise',
      datePublished: '2026-07-28',
      dateModified: '2026-07-28',
      image: [`${SITE}/images/news/news-8.svg`],
      inLanguage: 'ar',
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${SITE}/ar/news/8-Exports-rise` },
      url: `${SITE}/ar/news/8-Exports-rise`,
      publisher: {
        '@type': 'Organization',
        name: 'Jordan Exports',
        url: `${SITE}/`,
        logo: `${SITE}/images/logo.svg`,
      },
    });
  });
});

describe('jsonLdBreadcrumbList', () => {
  it('numbers the items from 1', () => {
    expect(
      jsonLdBreadcrumbList([
        { name: 'Home', url: `${SITE}/` },
        { name: 'News', url: `${SITE}/news` },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'News', item: `${SITE}/news` },
    ]);
  });
});
