import { expect, test } from './test';

// Issue 31: a tab bar that reads its tab from the query must not paint the server's panel a second
// time at hydration (a Suspense fallback replaced by the same content): the browser counted that
// second paint as the page's largest paint, seconds after the first. The panel the parser made is
// the panel the hydrated page shows.
const WATCH_FIRST_PANEL = `new MutationObserver((records, observer) => {
  for (const record of records) for (const node of record.addedNodes) {
    if (node.nodeType === 1 && node.matches('[role="tabpanel"]:not([hidden])')) {
      window.__firstPanel = node;
      observer.disconnect();
      return;
    }
  }
}).observe(document, { childList: true, subtree: true });`;

for (const path of [
  '/pages/130-market-information',
  '/ar/pages/130?tab=1&country=682&year=2026',
  '/pages/100-faq-for-exporters',
  '/ar/pages/100',
]) {
  test(`${path} keeps the server's tab panel through hydration`, async ({ page }) => {
    await page.addInitScript(WATCH_FIRST_PANEL);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const kept = await page.evaluate(() => {
      const first = (window as { __firstPanel?: Element }).__firstPanel;
      const shown = document.querySelector('[role="tabpanel"]:not([hidden])');
      return { seen: Boolean(first), same: first === shown, connected: first?.isConnected };
    });
    expect(kept).toEqual({ seen: true, same: true, connected: true });
  });
}
