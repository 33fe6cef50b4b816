import { chromium } from '@playwright/test';
const [token, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [1440, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'portal_session', value: token, domain: '127.0.0.1', path: '/' }]);
  const page = await context.newPage();
  for (const p of paths) {
    for (const prefix of ['', '/ar']) {
      const res = await page.goto(`http://127.0.0.1:3500${prefix}${p}`);
      await page.waitForLoadState('networkidle');
      const name = `${(prefix || '/en').slice(1)}${p.replace(/[/?=&]/g, '_')}-${width}.png`;
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      await page.screenshot({ path: `/tmp/shots-approvals/${name}`, fullPage: true });
      console.log(res.status(), name, 'scrollWidth', wide);
    }
  }
  await context.close();
}
await browser.close();
