import { expect, test } from './test';

// Issue 11, the first paint: each language preloads the one variable font file its first paint
// sets text in, the files are cached for a year (their names carry the package version), and an
// English page fetches no Arabic web font.
const INTER = '/fonts/inter-latin-wght-normal-5.3.0.woff2';
const CAIRO_ARABIC = '/fonts/cairo-arabic-wght-normal-5.3.0.woff2';

for (const { path, preloaded, family, sample, notFetched } of [
  { path: '/news', preloaded: INTER, family: 'Inter', sample: 'News', notFetched: 'cairo-' },
  {
    path: '/ar/news',
    preloaded: CAIRO_ARABIC,
    family: 'Cairo',
    sample: 'الأخبار',
    notFetched: 'inter-',
  },
]) {
  test(`${path} preloads ${preloaded} and paints its text in ${family}`, async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await expect(page.locator(`link[rel="preload"][as="font"][href="${preloaded}"]`)).toHaveCount(
      1,
    );
    await page.evaluate(() => document.fonts.ready);
    // check() with a sample: the face whose unicode-range covers the script, loaded.
    expect(
      await page.evaluate(([name, text]) => document.fonts.check(`16px ${name}`, text), [
        family,
        sample,
      ] as const),
    ).toBe(true);
    expect(fonts).toContain(preloaded);
    expect(fonts.filter((font) => font.includes(notFetched))).toEqual([]);
  });
}

test('the font files are served as woff2 and cached for a year', async ({ request }) => {
  for (const file of [INTER, CAIRO_ARABIC]) {
    const response = await request.get(file);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('font/woff2');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
});

// The largest paint of the news list (the first card's picture, on a phone) and of an article is
// fetched at high priority with the style sheets, not at the low priority of images found later.
test('the first news picture is preloaded at high priority, the others are not', async ({
  page,
}) => {
  await page.goto('/news');
  const first = page.locator('main article img').first();
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  const src = await first.getAttribute('src');
  await expect(
    page.locator(`link[rel="preload"][as="image"][fetchpriority="high"][href="${src}"]`),
  ).toHaveCount(1);
  await expect(page.locator('main article img[fetchpriority="high"]')).toHaveCount(1);
});
