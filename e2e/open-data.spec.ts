import { checkPage, messagesOf } from './support';
import { expect, test, type APIRequestContext } from './test';

// Issue 39 "Open data and feeds", in English and Arabic: the open-data page (axe, direction, the
// 390 px fit), its catalogue link to /data.json and every dataset there; each Atom feed of the
// page's language answers Atom with entries, cached publicly; the news list names its feed in a
// <link rel="alternate" type="application/atom+xml">; a JSON endpoint answers 304 to its ETag.

const DATASETS = ['agreements', 'events', 'trade-leads', 'trade-barriers', 'news'] as const;
/** Issue 58: others' open data the portal imports, under their own licence (PDDL, MIT). */
const SOURCED = [
  'gdp',
  'population',
  'exchange-rates-monthly',
  'exchange-rates-yearly',
  'sales-tax-rates',
] as const;
const SOURCED_LICENCES = [
  'https://opendatacommons.org/licenses/pddl/1-0/',
  'https://opensource.org/license/mit',
];
const FEEDS = ['news', 'events', 'trade-leads', 'trade-barriers'] as const;

type Catalog = {
  '@type': string;
  dataset: {
    identifier: string;
    title: string;
    license: string;
    distribution: { mediaType: string; downloadURL?: string; accessURL?: string }[];
  }[];
};

/** The feed's answer: Atom in the language, with at least one entry, kept by shared caches. */
async function expectAtomFeed(request: APIRequestContext, path: string, lang: 'en' | 'ar') {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const headers = response.headers();
  expect(headers['content-type'], path).toBe('application/atom+xml; charset=utf-8');
  expect(headers['cache-control'], path).toMatch(/s-maxage=\d+/);
  const xml = await response.text();
  expect(xml, path).toMatch(/^<\?xml version="1\.0" encoding="utf-8"\?>/);
  expect(xml, path).toContain(`<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">`);
  expect(xml, path).toMatch(/<entry>[\s\S]*<\/entry>/);
}

for (const lang of ['en', 'ar'] as const) {
  const prefix = lang === 'ar' ? '/ar' : '';
  const t = messagesOf(lang).OpenData;

  test(`open data in ${lang}: the page, the catalogue, the feeds and the news feed link`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/open-data`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    for (const key of DATASETS) {
      await expect(
        page.getByRole('heading', { level: 2, name: t.datasets[key].title }),
      ).toBeVisible();
    }
    // Each feed in both languages, whatever the page's.
    await expect(page.locator('a[href="/feeds/news.atom"]')).toHaveCount(1);
    await expect(page.locator('a[href="/ar/feeds/trade-barriers.atom"]')).toHaveCount(1);
    await checkPage(page, lang, 'open-data');

    // The catalogue, followed from the page.
    const [answer] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === '/data.json'),
      page.getByTestId('open-data-catalogue').click(),
    ]);
    expect(answer.status()).toBe(200);
    const catalog = (await answer.json()) as Catalog;
    expect(catalog['@type']).toBe('dcat:Catalog');
    expect(catalog.dataset.map((dataset) => dataset.identifier.split('#')[1])).toEqual([
      ...DATASETS,
      ...SOURCED.map((key) => `source-${key}`),
    ]);
    const own = catalog.dataset.slice(0, DATASETS.length);
    for (const dataset of catalog.dataset.slice(DATASETS.length)) {
      expect(SOURCED_LICENCES).toContain(dataset.license);
      const json = dataset.distribution.find((item) => item.mediaType === 'application/json');
      const path = new URL(json!.accessURL!).pathname;
      expect((await page.request.get(path)).status(), path).toBe(200);
    }
    for (const dataset of own) {
      expect(dataset.license).toBe('https://creativecommons.org/licenses/by/4.0/');
      const json = dataset.distribution.find((item) => item.mediaType === 'application/json');
      const path = new URL(json!.accessURL!).pathname;
      const data = await page.request.get(path);
      expect(data.status(), path).toBe(200);
      // The endpoint's ETag: asked again with it, 304 without a body.
      const etag = data.headers()['etag']!;
      expect(data.headers()['link'], path).toContain('rel="license"');
      const again = await page.request.get(path, { headers: { 'If-None-Match': etag } });
      expect(again.status(), path).toBe(304);
    }

    // Each feed of the catalogue in this language.
    const feeds = catalog.dataset
      .flatMap((dataset) => dataset.distribution)
      .filter((item) => item.mediaType === 'application/atom+xml')
      .map((item) => new URL(item.downloadURL!).pathname)
      .filter((path) => path.startsWith('/ar/') === (lang === 'ar'));
    expect(feeds.toSorted()).toEqual(
      FEEDS.map((name) => `${prefix}/feeds/${name}.atom`).toSorted(),
    );
    for (const path of feeds) await expectAtomFeed(page.request, path, lang);

    // The news list names its feed.
    await page.goto(`${prefix}/news`);
    const alternate = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(alternate).toHaveCount(1);
    const href = await alternate.getAttribute('href');
    expect(new URL(href!).pathname).toBe(`${prefix}/feeds/news.atom`);
    await expect(alternate).toHaveAttribute('title', t.feeds.news.title);
  });
}
