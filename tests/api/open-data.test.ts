import { asc } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { beforeAll, describe, expect, it } from 'vitest';

import { catalogTextsOf } from '@/features/open-data/catalog-texts';
import { buildCollectionFeed } from '@/features/open-data/collection-feed';
import { buildDataCatalog, distributionUrls } from '@/features/open-data/data-catalog';
import { DATASET_KEYS } from '@/features/open-data/datasets';
import { FEED_ENTRY_COUNT, type FeedRows } from '@/features/open-data/feed-rows';
import { feedTextsOf } from '@/features/open-data/feed-texts';
import { dataCatalogSchema } from '@/features/open-data/schemas';
import { readCollectionUpdates } from '@/features/open-data/server/collection-updates';
import { OPEN_DATA_API_PATHS } from '@/features/open-data/server/data-endpoints';
import {
  listFeedEvents,
  listFeedNews,
  listFeedTradeBarriers,
  listFeedTradeLeads,
} from '@/features/open-data/server/feed-queries';
import { SOURCED_DATASETS } from '@/features/open-data/sourced-datasets';
import {
  countries,
  enquiries,
  industries,
  news,
  tradeBarriers,
  tradeBarrierUpdates,
} from '@/lib/db/schema';
import { FEED_NAMES, feedNameOfSegment, type FeedName } from '@/lib/feeds/feed-paths';
import type { Locale } from '@/lib/i18n/routing';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

import { createMember } from './helpers/accounts';
import { checkAtomFeed, entryTexts } from './helpers/atom-rules';
import { json, testApiForFile } from './helpers/test-api';
import { TEST_SITE_URL } from './helpers/test-services';

// Issue 39 "Open data and feeds": the four Atom feeds in both languages from the seeded database,
// valid under RFC 4287's rules; /data.json listing every dataset, each of whose distribution URLs
// answers 200; the public data endpoints' ETag, 304, licence link and paging.

const api = testApiForFile();
const TODAY = '2026-11-25';

const translate = (locale: Locale) => {
  const t = createTranslator({
    locale,
    messages: locale === 'ar' ? ar : en,
    namespace: 'OpenData',
  });
  return (key: string, values?: Record<string, string>) => t(key as never, values as never);
};

// The rows each feed reads: what the route handler's cached readers read, uncached.
const READERS: { [N in FeedName]: () => Promise<FeedRows[N]> } = {
  news: () => listFeedNews(api.db),
  events: () => listFeedEvents(api.db),
  'trade-leads': () => listFeedTradeLeads(api.db),
  'trade-barriers': () => listFeedTradeBarriers(api.db),
};

async function feedXml(name: FeedName, locale: Locale): Promise<string> {
  return buildCollectionFeed({
    name,
    rows: await READERS[name](),
    locale,
    siteUrl: TEST_SITE_URL,
    today: TODAY,
    texts: feedTextsOf(translate(locale), name, locale),
  });
}

const SECRET_REPORT = 'Reporter Hidden Exporter Co.';
const DRAFT_NEWS = 'Open data test: a news draft';

beforeAll(async () => {
  // The register: one published entry with a public update, one awaiting approval from a report.
  const [country] = await api.db.select().from(countries).orderBy(asc(countries.id)).limit(1);
  const [sector] = await api.db.select().from(industries).orderBy(asc(industries.iid)).limit(1);
  const reporter = await createMember(api, { name: SECRET_REPORT });
  const [report] = await api.db
    .insert(enquiries)
    .values({
      user_id: reporter.user.id,
      enq_type: 5,
      email: reporter.user.email,
      date: '2026-09-30',
      data: { company: SECRET_REPORT },
    })
    .returning({ id: enquiries.id });
  const [published] = await api.db
    .insert(tradeBarriers)
    .values({
      title_eng: 'Open data test: import licence for olive oil',
      title_ara: 'اختبار البيانات المفتوحة: رخصة استيراد زيت الزيتون',
      summary_eng: 'Importers need a licence <renewed> each quarter & pay a fee.',
      summary_ara: 'يحتاج المستوردون إلى رخصة تجدد كل ربع سنة.',
      country_id: country!.id,
      industry_id: sector!.iid,
      hs_codes: ['1509'],
      status: 'resolved_in_part',
      status_date: '2026-10-01',
      source_enquiry_id: report!.id,
      publication: 'published',
      published_at: '2026-10-02 08:00:00+00',
    })
    .returning({ id: tradeBarriers.id });
  await api.db.insert(tradeBarrierUpdates).values({
    barrier_id: published!.id,
    date: '2026-11-01',
    text_eng: 'The fee was halved.',
    text_ara: 'خُفّض الرسم إلى النصف.',
  });
  await api.db.insert(news).values({
    DESCRIPTION_ENG: DRAFT_NEWS,
    DESCRIPTION_ARA: 'اختبار البيانات المفتوحة: مسودة خبر',
    TARIFF_ENG: '<p>Not yet.</p>',
    TARIFF_ARA: '<p>ليس بعد.</p>',
    image: '',
    news_date: '2026-11-24',
    status: 0,
    meta_description_en: '',
    meta_description_ar: '',
  });
  await api.db.insert(tradeBarriers).values({
    title_eng: 'Open data test: awaiting approval',
    title_ara: 'اختبار البيانات المفتوحة: بانتظار الموافقة',
    country_id: country!.id,
    status_date: '2026-10-01',
    publication: 'awaiting_approval',
  });
});

describe('the Atom feeds (/feeds/{name}.atom, /ar/feeds/{name}.atom)', () => {
  for (const name of FEED_NAMES) {
    for (const locale of ['en', 'ar'] as const) {
      it(`${name} in ${locale}: a valid Atom 1.0 feed with its entries`, async () => {
        const xml = await feedXml(name, locale);
        const { document, problems } = checkAtomFeed(xml);
        expect(problems).toEqual([]);
        const root = document.documentElement;
        expect(root.getAttribute('xml:lang')).toBe(locale);
        const titles = entryTexts(document, 'title');
        expect(titles.length).toBeGreaterThan(0);
        expect(titles.length).toBeLessThanOrEqual(FEED_ENTRY_COUNT);
        if (locale === 'ar')
          expect(titles.some((title) => /[\u0600-\u06FF]/.test(title))).toBe(true);
        const prefix = locale === 'ar' ? `${TEST_SITE_URL}/ar/` : `${TEST_SITE_URL}/`;
        for (const link of document.getElementsByTagName('link')) {
          if (link.parentElement?.localName === 'entry') {
            expect(link.getAttribute('href')!.startsWith(prefix)).toBe(true);
          }
        }
        expect(xml).toContain(
          `href="${TEST_SITE_URL}${locale === 'ar' ? '/ar' : ''}/feeds/${name}.atom"`,
        );
        expect(feedNameOfSegment(`${name}.atom`)).toBe(name);
      });
    }
  }

  it('the register feed holds published entries only, never the report they came from', async () => {
    const xml = await feedXml('trade-barriers', 'en');
    expect(xml).toContain('Open data test: import licence for olive oil');
    expect(xml).toContain('Resolved in part');
    expect(xml).not.toContain('awaiting approval');
    expect(xml).not.toContain(SECRET_REPORT);
    // The entry's updated is its latest public update's change, not before its publication.
    const rows = await listFeedTradeBarriers(api.db);
    const entry = rows.find((row) => row.title_eng.startsWith('Open data test'));
    expect(
      Date.parse(entry!.updated_at.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')),
    ).not.toBeNaN();
  });

  it('the news feed never holds a draft', async () => {
    expect(await feedXml('news', 'en')).not.toContain(DRAFT_NEWS);
  });

  it('the trade-leads feed never holds a draft', async () => {
    const rows = await listFeedTradeLeads(api.db);
    expect(rows.every((row) => row.status === 'published' || row.status === 'closed')).toBe(true);
  });
});

describe('/data.json (DCAT-US 1.1)', () => {
  it('lists every dataset with its licence and distributions, each URL answering 200', async () => {
    const catalog = buildDataCatalog({
      siteUrl: TEST_SITE_URL,
      texts: catalogTextsOf(translate('en')),
      modified: await readCollectionUpdates(api.db),
      today: TODAY,
    });
    expect(dataCatalogSchema.parse(catalog)).toEqual(catalog);
    expect(catalog['@type']).toBe('dcat:Catalog');
    expect(catalog.conformsTo).toBe('https://project-open-data.cio.gov/v1.1/schema');
    expect(catalog.dataset.map((dataset) => dataset.identifier)).toEqual([
      ...DATASET_KEYS.map((key) => `${TEST_SITE_URL}/open-data#${key}`),
      ...SOURCED_DATASETS.map((item) => `${TEST_SITE_URL}/open-data#source-${item.key}`),
    ]);
    const own = catalog.dataset.slice(0, DATASET_KEYS.length);
    for (const dataset of own) {
      expect(dataset).toMatchObject({
        '@type': 'dcat:Dataset',
        accessLevel: 'public',
        license: 'https://creativecommons.org/licenses/by/4.0/',
        publisher: { '@type': 'org:Organization', name: 'Jordan Exports' },
        contactPoint: { '@type': 'vcard:Contact', hasEmail: expect.stringMatching(/^mailto:/) },
      });
    }
    for (const dataset of catalog.dataset) {
      expect(dataset.modified).toMatch(/^\d{4}-\d{2}-\d{2}/);
      expect(dataset.title).not.toBe('');
      expect(dataset.distribution.some((item) => item.mediaType === 'application/json')).toBe(true);
    }
    // Issue 58: the market indicators' datasets of others, under their publisher and licence.
    const sourced = catalog.dataset.slice(DATASET_KEYS.length);
    expect(sourced.map((dataset) => [dataset.publisher.name, dataset.license])).toEqual([
      ['World Bank', 'https://opendatacommons.org/licenses/pddl/1-0/'],
      ['World Bank', 'https://opendatacommons.org/licenses/pddl/1-0/'],
      [
        'Federal Reserve Bank of St. Louis (FRED)',
        'https://opendatacommons.org/licenses/pddl/1-0/',
      ],
      [
        'Federal Reserve Bank of St. Louis (FRED)',
        'https://opendatacommons.org/licenses/pddl/1-0/',
      ],
      ['Valerian Saliou (node-sales-tax)', 'https://opensource.org/license/mit'],
    ]);
    expect(sourced[0]).toMatchObject({
      modified: '2026-03-20',
      landingPage: 'https://data.worldbank.org/indicator/NY.GDP.MKTP.CD',
    });
    const urls = distributionUrls(catalog);
    expect(urls.filter((url) => url.endsWith('.atom'))).toHaveLength(8);
    for (const url of urls) {
      const { pathname } = new URL(url);
      const feed = /^(?:\/ar)?\/feeds\/([^/]+)$/.exec(pathname);
      if (feed) {
        const name = feedNameOfSegment(feed[1]!);
        expect(name, url).not.toBeNull();
        const xml = await feedXml(name!, pathname.startsWith('/ar/') ? 'ar' : 'en');
        expect(checkAtomFeed(xml).problems, url).toEqual([]);
        continue;
      }
      const response = await api.request(pathname);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toMatch(/^application\/json/);
    }
  });
});

describe('the public data endpoints: ETag, conditional GET, licence, paging', () => {
  const LIST_PATHS = OPEN_DATA_API_PATHS.filter((path) => !path.includes('{'));

  it('names five lists and their records', () => {
    expect(LIST_PATHS).toEqual([
      '/free-trade-agreements',
      '/events',
      '/trade-leads',
      '/trade-barriers',
      '/news',
    ]);
  });

  for (const path of [
    '/free-trade-agreements',
    '/events',
    '/trade-leads',
    '/trade-barriers',
    '/news',
  ]) {
    it(`GET /api${path}: a strong ETag, 304 to If-None-Match, the licence in Link`, async () => {
      const first = await api.request(`/api${path}`);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers.get('link')).toContain(
        `<${TEST_SITE_URL}/open-data#licence>; rel="license"`,
      );
      const again = await api.request(`/api${path}`, { headers: { 'If-None-Match': etag! } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('link')).toContain('rel="license"');
      const listed = await api.request(`/api${path}`, {
        headers: { 'If-None-Match': `"nope", W/${etag}` },
      });
      expect(listed.status).toBe(304);
      const other = await api.request(`/api${path}`, { headers: { 'If-None-Match': '"nope"' } });
      expect(other.status).toBe(200);
      expect((await other.text()).length).toBeGreaterThan(0);
    });
  }

  it('an error answer gets no ETag, and a write route none either', async () => {
    const bad = await api.request('/api/news?page=0');
    expect(bad.status).toBe(422);
    expect(bad.headers.get('etag')).toBeNull();
    const missing = await api.request('/api/news/999999');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
  });

  it('news and agreements answer whole without paging, a page with it', async () => {
    const all = await json<{ id: number }[]>(await api.request('/api/news'));
    expect(all.length).toBeGreaterThan(2);
    const response = await api.request('/api/news?page=2&page_size=2');
    expect(response.status).toBe(200);
    const page = await json<{ id: number }[]>(response);
    expect(page.map((item) => item.id)).toEqual(all.slice(2, 4).map((item) => item.id));
    expect(response.headers.get('x-total-count')).toBe(String(all.length));
    const link = response.headers.get('link')!;
    expect(link).toContain('</api/news?page=1&page_size=2>; rel="prev"');
    if (all.length > 4) expect(link).toContain('</api/news?page=3&page_size=2>; rel="next"');
    expect(link).toContain('rel="license"');

    const agreements = await json<unknown[]>(await api.request('/api/free-trade-agreements'));
    const first = await api.request('/api/free-trade-agreements?page_size=1');
    expect(await json<unknown[]>(first)).toHaveLength(Math.min(1, agreements.length));
    expect(first.headers.get('x-total-count')).toBe(String(agreements.length));
  });

  it('the OpenAPI document states the licence, the ETag and the 304 of each endpoint', async () => {
    type Doc = {
      paths: Record<
        string,
        {
          get?: {
            description?: string;
            responses: Record<string, unknown>;
            parameters?: { name: string }[];
          };
        }
      >;
    };
    const doc = await json<Doc>(await api.request('/api/openapi.json'));
    for (const path of OPEN_DATA_API_PATHS) {
      const get = doc.paths[`/api${path}`]?.get;
      expect(get, path).toBeDefined();
      expect(get!.description).toContain('Creative Commons Attribution 4.0');
      expect(get!.description).toContain('If-None-Match');
      expect(Object.keys(get!.responses)).toContain('304');
      expect(get!.parameters?.some((parameter) => parameter.name === 'If-None-Match')).toBe(true);
    }
  });
});
