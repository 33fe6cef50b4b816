import { consolePath } from '../lib/navigation/console-path';
import { PAINT_WAIT_MS, SLOW_FIRST_BYTE_MS } from '../scripts/server/deferred-script-loader.mjs';

import { ADMIN_STATE } from './helpers/console';
import { waitForInteractive } from './support';
import { expect, test, type Page } from './test';

// Issues 11, 31 and 36, scripts after the first paint (scripts/server/deferred-scripts.mjs): the
// HTML names a page's chunks as inert links; a loader adds them as scripts once the first
// contentful paint is reported, and the page then hydrates. On a slow network (a late first byte)
// it preloads them first, so that they download while the page paints.
// Each chunk starts with V8's compile hint. When a Next upgrade changes the chunk tags, the
// rewrite no longer recognises them and these tests fail (DEFER_SCRIPTS=off is the switch).
const CHUNK_SCRIPT_ELEMENT = /<script src="\/_next\/static\/chunks\/[^"]+\.js" async="">/;
const deferredChunks = (html: string) =>
  [
    ...html.matchAll(
      /<link as="script" fetchpriority="low" href="(\/_next\/static\/chunks\/\S+\.js)" data-deferred-script="">/g,
    ),
  ].map(([, src]) => src!);

// Before the page's own scripts: when the first chunk script element enters the document.
const WATCH_CHUNK_SCRIPTS = `new MutationObserver((records, observer) => {
  for (const record of records) for (const node of record.addedNodes) {
    if (node.nodeName === 'SCRIPT' && !node.noModule && /\\/_next\\/static\\/chunks\\//.test(node.src)) {
      window.__firstChunkScript = performance.now();
      observer.disconnect();
      return;
    }
  }
}).observe(document, { childList: true, subtree: true });`;

/** The first contentful paint, the chunk scripts in the document and when the first was added. */
const scriptTiming = (page: Page) =>
  page.evaluate(() => {
    const chunk = (url: string) => new URL(url, location.href).pathname;
    return {
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
      elements: [...document.querySelectorAll<HTMLScriptElement>('script[src][async]')]
        .map((script) => chunk(script.src))
        .filter((path) => path.startsWith('/_next/static/chunks/')),
      firstScript: (window as { __firstChunkScript?: number }).__firstChunkScript ?? -1,
    };
  });

for (const path of ['/', '/ar/news', '/auth/login', '/ar/pages/190']) {
  test(`${path} runs its scripts after its first contentful paint, then hydrates`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html).not.toMatch(CHUNK_SCRIPT_ELEMENT);
    const deferred = deferredChunks(html);
    expect(deferred.length).toBeGreaterThan(4);

    await page.addInitScript(WATCH_CHUNK_SCRIPTS);
    await page.goto(path);
    await waitForInteractive(page);
    const timing = await scriptTiming(page);
    expect(timing.fcp).toBeGreaterThan(0);
    // Every chunk the HTML names is a script of the page now (React and Turbopack find them).
    for (const src of deferred) expect(timing.elements).toContain(src);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.fcp);
  });
}

/** When the page's chunks were requested, its first byte and first contentful paint (ms). */
const chunkRequests = (page: Page) =>
  page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    firstByte:
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
        ?.responseStart ?? -1,
    preloadedAt: (window as { __preloadedAt?: number }).__preloadedAt ?? null,
    starts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));

// Before the page's own scripts: when the loader turned to preloading, if it did.
const WATCH_PRELOADING = `new MutationObserver(() => {
  const loader = document.querySelector('script[data-deferred-scripts]');
  if (loader?.dataset.deferredScripts === 'preloading' && window.__preloadedAt === undefined) {
    window.__preloadedAt = performance.now();
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-deferred-scripts'] });`;

test('on a fast network, no chunk is requested before the first contentful paint', async ({
  page,
}) => {
  await page.addInitScript(WATCH_PRELOADING);
  await page.goto('/ar/news');
  await waitForInteractive(page);
  const { fcp, firstByte, preloadedAt, starts } = await chunkRequests(page);
  expect(fcp).toBeGreaterThan(0);
  expect(starts.length).toBeGreaterThan(4);
  if (preloadedAt === null) {
    for (const start of starts) expect(start).toBeGreaterThanOrEqual(fcp);
  } else {
    // A machine too busy to paint for a second preloads as a slow phone does, never sooner; the
    // timer's moment may read a fraction of a millisecond early.
    expect(firstByte > SLOW_FIRST_BYTE_MS || preloadedAt >= PAINT_WAIT_MS - 1).toBe(true);
  }
});

test('on a slow network, the chunks download while the page paints', async ({ page, context }) => {
  // Every request's answer starts 600 ms late: the first byte is late, as on a phone's network.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 600,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.addInitScript(`new MutationObserver(() => {
    const loader = document.querySelector('script[data-deferred-scripts]');
    if (loader?.dataset.deferredScripts === 'preloading') window.__preloaded = true;
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-deferred-scripts'] });`);
  await page.goto('/news');
  await waitForInteractive(page);
  const { fcp, starts } = await chunkRequests(page);
  expect(await page.evaluate(() => (window as { __preloaded?: boolean }).__preloaded)).toBe(true);
  expect(fcp).toBeGreaterThan(0);
  expect(Math.min(...starts)).toBeLessThan(fcp);
});

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
