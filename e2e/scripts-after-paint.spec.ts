import { consolePath } from '../lib/navigation/console-path';

import { ADMIN_STATE } from './helpers/console';
import { waitForInteractive } from './support';
import { expect, test, type Page } from './test';

// Issue 11, scripts after the first paint (scripts/server/deferred-scripts.mjs): the HTML names a
// page's chunks in comments, a loader adds them as scripts once the first contentful paint is
// reported, and the page then hydrates. Each chunk starts with V8's compile hint.
const CHUNK_SCRIPT_ELEMENT = /<script src="\/_next\/static\/chunks\/[^"]+\.js" async="">/;
const deferredChunks = (html: string) =>
  [...html.matchAll(/<!--deferred-script (\/_next\/static\/chunks\/\S+\.js)-->/g)].map(
    ([, src]) => src!,
  );

/** The first contentful paint, the chunk scripts in the document and the chunk requests scripts made. */
const scriptTiming = (page: Page) =>
  page.evaluate(() => {
    const chunk = (url: string) => new URL(url, location.href).pathname;
    return {
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
      elements: [...document.querySelectorAll<HTMLScriptElement>('script[src][async]')]
        .map((script) => chunk(script.src))
        .filter((path) => path.startsWith('/_next/static/chunks/')),
      requests: performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .filter((entry) => chunk(entry.name).startsWith('/_next/static/chunks/'))
        .map((entry) => ({ path: chunk(entry.name), start: entry.startTime })),
    };
  });

for (const path of ['/', '/ar/news', '/auth/login', '/ar/pages/190']) {
  test(`${path} requests its scripts after its first contentful paint, then hydrates`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html).not.toMatch(CHUNK_SCRIPT_ELEMENT);
    const deferred = deferredChunks(html);
    expect(deferred.length).toBeGreaterThan(4);

    await page.goto(path);
    await waitForInteractive(page);
    const timing = await scriptTiming(page);
    expect(timing.fcp).toBeGreaterThan(0);
    // Every chunk the HTML names is a script of the page now (React and Turbopack find them).
    for (const src of deferred) expect(timing.elements).toContain(src);
    expect(timing.requests.length).toBeGreaterThan(0);
    for (const { start } of timing.requests) expect(start).toBeGreaterThanOrEqual(timing.fcp);
  });
}

test('the client chunks start with V8’s compile hint', async ({ request }) => {
  const deferred = deferredChunks(await (await request.get('/')).text());
  for (const src of deferred) {
    const body = await (await request.get(src)).text();
    expect(body.startsWith('//# allFunctionsCalledOnLoad\n'), src).toBe(true);
  }
});

test.describe('the console', () => {
  test.use({ storageState: ADMIN_STATE });

  test('gives the loader its nonce, and its scripts run under the policy', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto(consolePath('/', 'en'));
    const policy = response?.headers()['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    const html = (await response?.text()) ?? '';
    expect(html).toContain(
      `<script data-deferred-scripts="" nonce="${nonce}">(function loadDeferredScripts`,
    );
    const deferred = deferredChunks(html);
    expect(deferred.length).toBeGreaterThan(4);
    await expect
      .poll(async () => (await scriptTiming(page)).elements.length)
      .toBeGreaterThanOrEqual(deferred.length);
    // React has hydrated the page: its elements carry their fibres.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(document.body).some((key) => key.startsWith('__reactFiber')),
        ),
      )
      .toBe(true);
    expect(violations).toEqual([]);
  });
});

// Until its scripts run, a page is its server HTML: a form sent then (Enter in a field) must not
// put what was typed in the address, where history, logs and referrers keep it.
test.describe('before the scripts run', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, field } of [
    { path: '/auth/login', field: 'email' },
    { path: '/ar/auth/register', field: 'email' },
    { path: '/pages/190-contact-us', field: 'name' },
  ]) {
    test(`a form of ${path} sent with Enter keeps the typed text out of the address`, async ({
      page,
    }) => {
      await page.goto(path);
      const input = page.locator(`main form input[name="${field}"]`);
      await input.fill('visitor@example.jo');
      await Promise.all([page.waitForEvent('load'), input.press('Enter')]);
      expect(page.url()).not.toContain('example.jo');
      expect(new URL(page.url()).search).toBe('');
    });
  }
});
