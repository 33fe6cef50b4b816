import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';

import { buildCollectionFeed } from '@/features/open-data/collection-feed';
import { feedTextsOf } from '@/features/open-data/feed-texts';
import { feedParamsSchema } from '@/features/open-data/schemas';
import { answerConditionally } from '@/lib/api/conditional-get';
import { buildAtomFeed } from '@/lib/feeds/atom';
import { feedAlternate, feedNameOfSegment, feedPath } from '@/lib/feeds/feed-paths';
import { rfc3339 } from '@/lib/feeds/rfc3339';
import { xmlEscape, xmlSafe } from '@/lib/feeds/xml-text';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

import { checkAtomFeed, entryTexts } from '../api/helpers/atom-rules';

// Issue 39 "Open data and feeds": the Atom builder's escaping, dates and links, checked against
// RFC 4287's rules with a real XML parser (tests/api/helpers/atom-rules.ts).

const SITE = 'https://jordanexports.example';
const translate = (locale: 'en' | 'ar') => {
  const t = createTranslator({
    locale,
    messages: locale === 'ar' ? ar : en,
    namespace: 'OpenData',
  });
  return (key: string, values?: Record<string, string>) => t(key as never, values as never);
};

const newsRow = (id: number, title: string, updated = '2026-11-20 09:15:00.5+00') => ({
  id,
  DESCRIPTION_ENG: title,
  DESCRIPTION_ARA: `خبر ${title}`,
  TARIFF_ENG: `<p>Body of ${title} &amp; more</p>`,
  TARIFF_ARA: '<p>نص الخبر</p>',
  meta_description_en: '',
  meta_description_ar: '',
  news_date: '2026-11-19',
  created_at: '2026-11-19 08:00:00+00',
  updated_at: updated,
});

describe('XML text', () => {
  it('escapes the markup characters and removes what XML 1.0 forbids', () => {
    expect(xmlEscape(`a<b>&"c"'d'`)).toBe('a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;');
    expect(xmlSafe('a\u0000b\u0007c\u001Fd\tok\n\uFFFEe\uFFFF')).toBe('abcd\tok\ne');
    expect(xmlSafe('x\uD800y\uDC00z 😀')).toBe('xyz 😀');
    expect(xmlSafe('ctrl\u0085\u009F end')).toBe('ctrl end');
  });
});

describe('RFC 3339 dates', () => {
  it('reads PostgreSQL timestamps and days (a day starts in Amman)', () => {
    expect(rfc3339('2026-11-25 17:28:22.123456+00')).toBe('2026-11-25T17:28:22.123Z');
    expect(rfc3339('2026-11-25 20:28:22+03')).toBe('2026-11-25T17:28:22.000Z');
    expect(rfc3339('2026-11-25T17:28:22Z')).toBe('2026-11-25T17:28:22.000Z');
    expect(rfc3339('2026-11-25')).toBe('2026-11-24T21:00:00.000Z');
    expect(rfc3339('')).toBeNull();
    expect(rfc3339('not a date')).toBeNull();
  });
});

describe('feed paths', () => {
  it('names each feed in each language and reads the route segment back', () => {
    expect(feedPath('news', 'en')).toBe('/feeds/news.atom');
    expect(feedPath('trade-barriers', 'ar')).toBe('/ar/feeds/trade-barriers.atom');
    expect(feedNameOfSegment('trade-leads.atom')).toBe('trade-leads');
    expect(feedNameOfSegment('news.rss')).toBeNull();
    expect(feedNameOfSegment('other.atom')).toBeNull();
  });

  it("puts a feed into a page's metadata as an alternate of type Atom", () => {
    expect(feedAlternate('ar', 'news', 'News', SITE)).toEqual({
      'application/atom+xml': [{ url: `${SITE}/ar/feeds/news.atom`, title: 'News' }],
    });
    const metadata = buildPageMetadata({
      title: 'News',
      path: '/news',
      locale: 'en',
      siteName: 'Jordan Exports',
      siteUrl: SITE,
      feeds: [{ name: 'news', title: 'News feed' }],
    });
    expect(metadata.alternates?.types).toEqual({
      'application/atom+xml': [{ url: `${SITE}/feeds/news.atom`, title: 'News feed' }],
    });
    expect(metadata.alternates?.canonical).toBe(`${SITE}/news`);
  });
});

describe('the Atom builder', () => {
  it('writes a valid feed whose hostile text stays text', () => {
    const xml = buildAtomFeed({
      id: 'tag:jordanexports.example,2026:en/feeds/news',
      title: 'News & <events>',
      lang: 'en',
      selfUrl: `${SITE}/feeds/news.atom`,
      alternates: [
        { href: `${SITE}/news`, hreflang: 'en' },
        { href: `${SITE}/ar/news`, hreflang: 'ar' },
      ],
      author: { name: 'Jordan Exports', uri: SITE },
      emptyUpdated: '2026-01-01T00:00:00.000Z',
      entries: [
        {
          id: 'tag:jordanexports.example,2026:en/news/1',
          title: '<script>alert("x")</script>\u0001 ]]> &amp;',
          updated: '2026-11-20T09:15:00.000Z',
          published: '2026-11-19T08:00:00.000Z',
          link: `${SITE}/news/1-a?x=1&y=2`,
          summary: 'Fish & chips\u000B',
        },
      ],
    });
    const { document, problems } = checkAtomFeed(xml);
    expect(problems).toEqual([]);
    expect(entryTexts(document, 'title')).toEqual(['<script>alert("x")</script> ]]> &amp;']);
    expect(entryTexts(document, 'summary')).toEqual(['Fish & chips']);
    // The feed's updated is its latest entry's.
    expect(xml).toContain('<updated>2026-11-20T09:15:00.000Z</updated>');
  });

  it('is valid with no entry (its updated then given)', () => {
    const xml = buildCollectionFeed({
      name: 'trade-barriers',
      rows: [],
      locale: 'ar',
      siteUrl: SITE,
      today: '2026-11-25',
      texts: feedTextsOf(translate('ar'), 'trade-barriers', 'ar'),
    });
    const { document, problems } = checkAtomFeed(xml);
    expect(problems).toEqual([]);
    expect(document.documentElement.getAttribute('xml:lang')).toBe('ar');
  });

  it("builds a collection's feed in Arabic: Arabic titles, Arabic pages, one entry per row", () => {
    const rows = [newsRow(1, 'One'), newsRow(2, 'Two', '2026-11-21 10:00:00+00')];
    const xml = buildCollectionFeed({
      name: 'news',
      rows,
      locale: 'ar',
      siteUrl: SITE,
      today: '2026-11-25',
      texts: feedTextsOf(translate('ar'), 'news', 'ar'),
    });
    const { document, problems } = checkAtomFeed(xml);
    expect(problems).toEqual([]);
    // The last changed first.
    expect(entryTexts(document, 'title')).toEqual(['خبر Two', 'خبر One']);
    expect(entryTexts(document, 'id')[0]).toBe('tag:jordanexports.example,2026:ar/news/2');
    expect(xml).toContain(`href="${SITE}/ar/news/2-Two"`);
    expect(xml).toContain(
      `rel="self" type="application/atom+xml" href="${SITE}/ar/feeds/news.atom"`,
    );
    expect(xml).toContain('<title type="text">صادرات الأردن: الأخبار</title>');
  });
});

describe('conditional GET (hono/etag)', () => {
  const BODY = '{"a":1}';
  const answer = (ifNoneMatch?: string) =>
    answerConditionally(
      new Request('https://jordanexports.example/data.json', {
        headers: ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {},
      }),
      async () =>
        new Response(BODY, {
          headers: {
            'Content-Type': 'application/json',
            'Cache-Control': 'public, max-age=0',
            'X-Content-Type-Options': 'nosniff',
          },
        }),
    );

  it('tags the body strongly and compares If-None-Match weakly, in a list or as *', async () => {
    const first = await answer();
    expect(first.status).toBe(200);
    expect(await first.text()).toBe(BODY);
    const tag = first.headers.get('etag')!;
    expect(tag).toMatch(/^"[0-9a-f]{64}"$/);
    for (const header of [tag, `W/${tag}`, `"other", W/"x", ${tag}`, '*']) {
      expect((await answer(header)).status, header).toBe(304);
    }
    expect((await answer('"other"')).status).toBe(200);
  });

  it('a 304 has no body and keeps the caching headers, not the body’s type', async () => {
    const tag = (await answer()).headers.get('etag')!;
    const again = await answer(tag);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(tag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=0');
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
    expect(again.headers.get('content-type')).toBeNull();
  });
});

describe('a feed’s address', () => {
  it('reads its language and name, and refuses anything else', () => {
    expect(feedParamsSchema.parse({ locale: 'ar', feed: 'trade-leads.atom' })).toEqual({
      locale: 'ar',
      feed: 'trade-leads',
    });
    for (const params of [
      { locale: 'fr', feed: 'news.atom' },
      { locale: 'en', feed: 'news.rss' },
      { locale: 'en', feed: 'jobs.atom' },
    ]) {
      expect(feedParamsSchema.safeParse(params).success, JSON.stringify(params)).toBe(false);
    }
  });
});
