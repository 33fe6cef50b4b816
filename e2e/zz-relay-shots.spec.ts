import { expect, test } from '@playwright/test';

import { ADMIN_STATE } from './helpers/console';
import { setupHeaders, waitForInteractive } from './support';

const PASSWORD = 'Petra-Treasury-2026';

async function login(page: import('@playwright/test').Page, tag: string) {
  const email = `shots-${tag}-${Date.now()}@example.jo`;
  await page.request.post('/api/register', {
    headers: setupHeaders(),
    data: { name: 'Anna', phone: '0795551234', email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  const r = await page.request.post('/api/login', { headers: setupHeaders(), data: { email, password: PASSWORD } });
  expect(r.status()).toBe(200);
}

test('shots', async ({ browser }) => {
  test.setTimeout(300_000);
  const ctx = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await ctx.newPage();
  await login(page, 'buyer');
  for (const lang of ['en', 'ar'] as const) {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${lang === 'ar' ? '/ar' : ''}/buyers/1`);
      await waitForInteractive(page);
      await page.getByTestId('contact-exporter-open').click();
      await expect(page.getByTestId('contact-exporter-form')).toBeVisible();
      await page.getByTestId('contact-exporter-form').getByRole('button', { name: /Send|إرسال/ }).click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/relay-shots/dialog-${lang}-${width}.png` });
    }
  }
  await ctx.close();
  // Admin console
  const admin = await browser.newContext({ storageState: ADMIN_STATE });
  const ap = await admin.newPage();
  for (const lang of ['en', 'ar'] as const) {
    for (const width of [390, 1440]) {
      await ap.setViewportSize({ width, height: 900 });
      await ap.goto(`${lang === 'ar' ? '/ar' : ''}/admin/buyer-messages`);
      await ap.screenshot({ path: `/tmp/relay-shots/console-${lang}-${width}.png`, fullPage: true });
      const link = ap.getByTestId('staff-buyer-message').first().getByRole('link');
      await link.click();
      await ap.screenshot({ path: `/tmp/relay-shots/console-detail-${lang}-${width}.png`, fullPage: true });
    }
  }
  await admin.close();
});
