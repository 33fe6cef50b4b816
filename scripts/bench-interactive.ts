// `npm run bench:interactive -- <base URL>` (and part of `npm run bench`), issue 31: each public
// page of the JavaScript budget table, in both languages, loaded in a real Chromium at 390 px with
// slow 4G (150 ms, 1.6 Mbps, as DevTools applies it) and a 4× CPU slowdown set through CDP, cold cache, the median of
// INTERACTIVE_RUNS (5), each page at the address it answers at (after its redirect, if any): first
// contentful paint, largest paint, hydrated (`html[data-hydrated]`),
// the sum of long tasks, and the time until a tap on the menu button opens the drawer (tapped
// every 100 ms from the first paint, in a second load: a tap ends the largest-paint record).
import { pathToFileURL } from 'node:url';

import { chromium, type Browser, type Page } from '@playwright/test';

import { CONTENT_PAGES, FORM_PAGES } from '../e2e/js-budget-pages';

const RUNS = Number(process.env.INTERACTIVE_RUNS ?? 5);
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Lighthouse's slow 4G (150 ms round trip, 1.6 Mbps) as DevTools applies it to each request:
// the round trip × 3.75 and the throughput × 0.9 (lighthouse-core's DEVTOOLS_RTT_ADJUSTMENT_FACTOR
// and DEVTOOLS_THROUGHPUT_ADJUSTMENT_FACTOR), since a request-level delay stands for a network's
// round trips. With 150 ms as such, a page painted and hydrated 0.7 and 1.8 s earlier.
const NETWORK = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
const CPU_SLOWDOWN = 4;
const TIMEOUT_MS = 30_000;

type Sample = { fcp: number; lcp: number; hydrated: number; longTasks: number; drawer: number };

// Runs in the page before its own scripts: what it paints, its long tasks, when React marks the
// document hydrated, and when the drawer's dialog opens.
const OBSERVE = `(() => {
  const m = (window.__bench = { fcp: 0, lcp: 0, longTasks: 0, hydrated: 0, drawer: 0 });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') m.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) m.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) m.longTasks += e.duration;
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    const html = document.documentElement;
    if (!m.hydrated && html.dataset.hydrated) m.hydrated = performance.now();
    const drawer = document.querySelector('[data-testid="nav-drawer-panel"]');
    if (!m.drawer && drawer && drawer.open) m.drawer = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated', 'open'] });
})();`;

type Metrics = Omit<Sample, 'drawer'> & { drawer: number };
const read = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bench: Metrics }).__bench);

async function throttledPage(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  await context.addInitScript(OBSERVE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

/** One cold load without input: paints, hydration and long tasks once the page has settled. */
async function loadOnce(browser: Browser, url: string) {
  const { context, page } = await throttledPage(browser);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
    await page.waitForFunction(
      () => (window as unknown as { __bench: Metrics }).__bench.hydrated > 0,
      undefined,
      { timeout: TIMEOUT_MS },
    );
    // Long tasks and the largest paint that hydration causes are reported a moment later.
    await page.waitForTimeout(1000);
    return await read(page);
  } finally {
    await context.close();
  }
}

/** One cold load tapping the menu button every 100 ms from the first paint until the drawer opens. */
async function tapOnce(browser: Browser, url: string) {
  const { context, page } = await throttledPage(browser);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    const toggle = page.getByTestId('drawer-toggle');
    await toggle.waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    const deadline = Date.now() + TIMEOUT_MS;
    while ((await read(page).catch(() => undefined))?.drawer === 0 && Date.now() < deadline) {
      await toggle.tap({ timeout: 1000, force: true }).catch(() => undefined);
      await page.waitForTimeout(100);
    }
    return (await read(page)).drawer;
  } finally {
    await context.close();
  }
}

/**
 * Where an address answers with its page: a short address (/ar/pages/120) redirects to the one with
 * the page's slug, a round trip that belongs to the link, not to the page measured here.
 */
export async function pageAddress(url: string): Promise<string> {
  const response = await fetch(url, { redirect: 'follow' });
  await response.arrayBuffer();
  return response.url;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** A page of the budget table and its other language (English pages have no `/ar` prefix). */
export function interactivePages(): string[] {
  const other = (path: string) =>
    path.startsWith('/ar/') || path === '/ar'
      ? path.slice(3) || '/'
      : `/ar${path === '/' ? '' : path}`;
  const pages = [...CONTENT_PAGES, ...FORM_PAGES].flatMap((path) => [path, other(path)]);
  const only = process.env.INTERACTIVE_PAGES?.split(',').map((page) => page.trim());
  return [...new Set(pages)].filter((page) => !only || only.includes(page));
}

export type InteractiveRow = Sample;

/** The medians of RUNS cold loads (and as many tapping loads) of `path` on `base`. */
export async function measureInteractive(
  browser: Browser,
  base: string,
  path: string,
): Promise<InteractiveRow> {
  const url = await pageAddress(`${base}${path}`);
  const samples: Sample[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const loaded = await loadOnce(browser, url).catch(() => undefined);
    const drawer = await tapOnce(browser, url).catch(() => 0);
    if (loaded) samples.push({ ...loaded, drawer });
  }
  const pick = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
  return {
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    hydrated: pick('hydrated'),
    longTasks: pick('longTasks'),
    drawer: pick('drawer'),
  };
}

export const launchBenchBrowser = () =>
  chromium.launch({ executablePath: CHROMIUM, headless: true });

export const INTERACTIVE_CONDITIONS = `Chromium at 390 px, slow 4G (DevTools: ${NETWORK.latency} ms, ${((NETWORK.downloadThroughput * 8) / 1024 / 1024).toFixed(2)} Mbps), ${CPU_SLOWDOWN}× CPU, cold cache, median of ${RUNS}`;

/** Seconds with one decimal, or – for a figure that was not measured. */
export const seconds = (ms: number) => (ms > 0 ? (ms / 1000).toFixed(1) : '–');

export async function benchInteractive(base: string) {
  const browser = await launchBenchBrowser();
  try {
    console.log(`\nA tap's answer: ${INTERACTIVE_CONDITIONS} (seconds)\n`);
    console.log(
      'page                                                 FCP     LCP  hydrated  long tasks  drawer',
    );
    for (const path of interactivePages()) {
      const row = await measureInteractive(browser, base, path);
      console.log(
        `${path.slice(0, 50).padEnd(50)}${seconds(row.fcp).padStart(8)}${seconds(row.lcp).padStart(8)}${seconds(row.hydrated).padStart(8)}${seconds(row.longTasks).padStart(12)}${seconds(row.drawer).padStart(8)}`,
      );
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const base = process.argv[2] ?? process.env.BENCH_BASE_URL;
  if (!base) throw new Error('Usage: npm run bench:interactive -- http://127.0.0.1:3000');
  await benchInteractive(base.replace(/\/$/, ''));
}
