import {
  expectDocumentDirection,
  expectNoSeriousA11yViolations,
  setupHeaders,
  waitForInteractive,
} from './support';
import { expect, test, type Page } from './test';

// A phone in portrait: nothing may widen the page beyond the screen (a wide table once did).
test.use({ viewport: { width: 390, height: 844 } });

const PUBLIC_PAGES = [
  '/',
  '/news',
  '/pages/100',
  '/pages/120',
  '/pages/130',
  '/pages/140',
  '/pages/150',
  '/pages/160',
  '/pages/190',
  '/pages/800',
  '/menu-1/32',
  '/international-events',
  '/local-events',
  '/auth/login',
  '/auth/register',
  '/auth/forget_password',
];
const MEMBER_PAGES = ['/profile', '/profile/user-enquiries', '/edit-profile', '/profile/my-events'];
const PASSWORD = 'Wadi-Rum-Sunset-2026';

async function expectFitsTheScreen(page: Page, path: string, lang: 'en' | 'ar') {
  await page.goto(`${lang === 'ar' ? '/ar' : ''}${path}`);
  await waitForInteractive(page);
  await expectDocumentDirection(page, lang);
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page, `${lang} ${path} is ${widths.page}px wide`).toBeLessThanOrEqual(
    widths.screen,
  );
  await expectNoSeriousA11yViolations(page);
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(`at phone width (${lang})`, () => {
    for (const path of PUBLIC_PAGES) {
      test(`${path} fits the screen`, async ({ page }) => {
        await expectFitsTheScreen(page, path, lang);
      });
    }

    test("a member's pages fit the screen", async ({ page }) => {
      const email = `phone-${lang}-${Date.now()}@example.jo`;
      const registered = await page.request.post('/api/register', {
        headers: setupHeaders(),
        data: {
          name: 'Rania',
          phone: '0791234567',
          email,
          password: PASSWORD,
          password_confirmation: PASSWORD,
        },
      });
      expect(registered.status()).toBe(201);
      const member = { email, password: PASSWORD };
      expect(
        (await page.request.post('/api/login', { headers: setupHeaders(), data: member })).status(),
      ).toBe(200);
      // One enquiry, so the member's table has a row with its long subject and date.
      const enquiry = await page.request.post('/api/all-enquiries', {
        headers: { ...setupHeaders(), 'X-Requested-With': 'XMLHttpRequest' },
        data: {
          submitData: {
            enq_type: 7,
            name: 'Rania Khoury',
            phone: '0791234567',
            subject: 'Certificates of origin for exports of olive oil to the European Union',
            description: 'Which certificates does a first shipment of olive oil to Germany need?',
            agreements: true,
          },
        },
      });
      expect(enquiry.status()).toBe(201);
      for (const path of MEMBER_PAGES) await expectFitsTheScreen(page, path, lang);
    });
  });
}
