import { expect, test } from './test';

const NEWS_11 =
  '/news/11-Packaging-and-labelling-clinic-helps-food-exporters-meet-destination-market-rules';

test.describe('search engines', () => {
  test('the sitemap lists every public page in both languages with alternates', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locs.length).toBeGreaterThan(20);
    for (const loc of locs) expect(() => new URL(loc), loc).not.toThrow();
    const paths = locs.map((loc) => decodeURI(new URL(loc).pathname));
    for (const path of ['/', '/ar', '/news', '/ar/news', NEWS_11, `/ar${NEWS_11}`, '/sponsor/1']) {
      expect(paths, path).toContain(path);
    }
    expect(paths).toContain('/pages/120-export-guide');
    expect(paths.some((path) => path.startsWith('/ar/pages/120-'))).toBe(true);
    expect(paths.some((path) => path.includes('/news/12-'))).toBe(false); // the draft
    expect(paths.some((path) => path.includes('page-under-construction'))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
    expect(xml).toMatch(
      /<xhtml:link rel="alternate" hreflang="ar" href="https?:\/\/[^"]+\/ar\/news"/,
    );
    expect(xml).toContain('hreflang="x-default"');
  });

  test('robots.txt keeps crawlers out of private areas and names the sitemap', async ({
    request,
  }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain('User-Agent: *');
    for (const path of ['/api/', '/profile', '/edit-profile', '/my-*', '/add-*', '/auth/']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });

  test('a news page has alternates, canonical, Open Graph and NewsArticle JSON-LD', async ({
    page,
  }) => {
    await page.goto(NEWS_11);
    const title =
      'Packaging and labelling clinic helps food exporters meet destination market rules';
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`^https?://[^/]+${NEWS_11}$`),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
      'href',
      new RegExp(`^https?://[^/]+/ar${NEWS_11}$`),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      new RegExp(`${NEWS_11}$`),
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US');
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
      'content',
      '2026-10-20',
    );
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const nodes = blocks.flatMap((text) => [JSON.parse(text)].flat()) as Record<string, unknown>[];
    const article = nodes.find((node) => node['@type'] === 'NewsArticle');
    expect(article).toMatchObject({
      headline: title,
      datePublished: '2026-10-20',
      inLanguage: 'en',
      publisher: { '@type': 'Organization', name: 'Jordan Exports' },
    });
    expect(String((article!.image as string[])[0])).toMatch(/^https?:\/\/.+news-11\.svg$/);
  });

  test('the Arabic news page points its canonical at the Arabic address', async ({ page }) => {
    await page.goto(`/ar${NEWS_11}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/ar${NEWS_11}$`),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      new RegExp(`^https?://[^/]+${NEWS_11}$`),
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ar_JO');
  });

  test('the news list and a sponsor page have canonical and Open Graph tags', async ({ page }) => {
    await page.goto('/news?page=2');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/news\?page=2$/);
    await expect(page).toHaveTitle('Latest News & Updates – page 2 | Jordan Exports');
    await page.goto('/sponsor/1');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/sponsor\/1$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      /^Nabataea Export Finance Bank/,
    );
  });
});
