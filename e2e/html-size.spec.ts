import { expect, test } from './test';

// Issue 11: the home page's HTML (markup and RSC payload, uncompressed) stays under 150 KB in both
// languages, Arabic text taking two bytes a letter. Bytes, not time: the same content gives the
// same figure (docs/performance.md).
const KB = 1024;
const HOME_HTML = 150 * KB;

for (const path of ['/', '/ar']) {
  test(`the HTML of ${path} is under ${HOME_HTML / KB} KB`, async ({ request }) => {
    const response = await request.get(path, { headers: { 'Accept-Language': 'en' } });
    expect(response.status()).toBe(200);
    const body = await response.body();
    expect(body.toString('utf8')).toContain('data-testid="main-slider"');
    expect(body.byteLength).toBeLessThan(HOME_HTML);
  });
}
