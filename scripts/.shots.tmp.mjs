import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3100';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-background-networking','--no-first-run'] });
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const p of pages) {
    const r = await page.goto(base + p);
    const name = `/tmp/shot-${p.replace(/[^a-z0-9]+/gi, '_')}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(r.status(), p, width, name, await page.evaluate(() => document.documentElement.scrollWidth));
  }
  await page.close();
}
await browser.close();
