import { expect, test } from '@playwright/test';

import { firstLoadJsOf } from '../scripts/first-load-js.mjs';

// Issue 11: the JavaScript each page's first load fetches (gzip, from the production build the
// journeys run on), within its budget. Bytes, not time: the same build gives the same figures.
// Every new page joins this table.
const KB = 1024;
const CONTENT_PAGE = 185 * KB;
const FORM_PAGE = 230 * KB;

const CONTENT_PAGES = [
  '/',
  '/ar',
  '/news',
  '/ar/news?page=2&sort=date-asc',
  '/news/11-Packaging-and-labelling-clinic-helps-food-exporters-meet-destination-market-rules',
  '/pages/120-export-guide',
  '/ar/pages/120',
  '/pages/130-market-information',
  '/pages/100-faq-for-exporters',
  '/menu-1/32-faq-for-international-buyers',
  '/menu-1/19-trade-facilitation-portal',
  '/pages/170-jordan-key-trade-players',
  '/menu-3/53-site-map',
  '/search/export',
  '/sponsor/1',
  '/page-under-construction',
];

// Pages that show a form at load: the enquiry, readiness and account pages.
const FORM_PAGES = [
  '/auth/login',
  '/ar/auth/login',
  '/auth/register',
  '/auth/forget_password',
  '/auth/reset_password/0123456789abcdef/member@example.jo',
  '/auth/verify/0123456789abcdef',
  '/pages/140-Initial-export-readiness-assessment',
  '/pages/190-contact-us',
  '/ar/pages/190',
  '/pages/150-export-trade-support-institutions',
  '/pages/160-international-buyers',
  '/pages/800-report-your-case',
];

const BUDGETS = [
  ...CONTENT_PAGES.map((path) => ({ path, budget: CONTENT_PAGE })),
  ...FORM_PAGES.map((path) => ({ path, budget: FORM_PAGE })),
];

for (const { path, budget } of BUDGETS) {
  test(`first-load JavaScript of ${path} is within ${budget / KB} KB`, async ({ request }) => {
    const response = await request.get(path, { headers: { 'Accept-Language': 'en' } });
    expect(response.status()).toBe(200);
    const { gzipBytes, files } = firstLoadJsOf(await response.text());
    expect(files).toBeGreaterThan(0);
    expect(gzipBytes).toBeLessThanOrEqual(budget);
  });
}
