import { firstLoadJsOf } from '../scripts/first-load-js.mjs';

import { expectEveryCase } from './helpers/http-cases';
import { memberWithCompany } from './helpers/member-company';
import { CONTENT_PAGES, FORM_PAGES } from './js-budget-pages';
import { expect, test, type APIRequestContext } from './test';

// Issue 11: the JavaScript each page's first load fetches (gzip, from the production build the
// journeys run on), within its budget. Bytes, not time: the same build gives the same figures.
// Every new page joins this table. One test per table, looping over its pages with the `request`
// fixture only (issue 54: no browser context); a failure names each page over its budget.
const KB = 1024;
const CONTENT_PAGE = 185 * KB;
const FORM_PAGE = 230 * KB;

const BUDGETS = [
  ...CONTENT_PAGES.map((path) => ({ path, budget: CONTENT_PAGE })),
  ...FORM_PAGES.map((path) => ({ path, budget: FORM_PAGE })),
];

async function expectWithinBudget(
  request: APIRequestContext,
  path: string,
  budget: number,
  { memberPage = false } = {},
) {
  const response = await request.get(path, { headers: { 'Accept-Language': 'en' } });
  expect(response.status()).toBe(200);
  // A member page measured as itself, not as the login page a visitor is sent to.
  if (memberPage) expect(new URL(response.url()).pathname).toBe(path);
  const { gzipBytes, files } = firstLoadJsOf(await response.text());
  expect(files, 'script files').toBeGreaterThan(0);
  expect(gzipBytes, 'gzip bytes').toBeLessThanOrEqual(budget);
}

test('first-load JavaScript of every public page is within its budget', async ({ request }) => {
  // About 100 pages, many rendered for the first time in the run.
  test.setTimeout(240_000);
  await expectEveryCase(
    BUDGETS,
    ({ path, budget }) => `${path} (${budget / KB} KB)`,
    ({ path, budget }) => expectWithinBudget(request, path, budget),
  );
});

// A member page needs a session (a visitor is sent to log in) and, for the company edit, a
// company: the member registers one through the API (on the test's own request context, which
// keeps the session cookie), then each page is measured with its cookie.
test("first-load JavaScript of every member's page is within its budget", async ({ request }) => {
  const made = await memberWithCompany(request);
  // The company edit form, and the member's products and services (issue 12): lists within the
  // content budget, add and edit forms within the form budget.
  const MEMBER_PAGES: { name: string; path: string; budget: number }[] = [
    {
      name: 'the company edit page',
      path: `/profile/my-company/${made.companyId}/edit`,
      budget: FORM_PAGE,
    },
    { name: '/my-products', path: '/my-products', budget: CONTENT_PAGE },
    { name: '/ar/my-services', path: '/ar/my-services', budget: CONTENT_PAGE },
    { name: '/add-product', path: '/add-product', budget: FORM_PAGE },
    { name: '/add-service', path: '/add-service', budget: FORM_PAGE },
    {
      name: 'the product edit page',
      path: `/profile/my-products/${made.ids.products}/edit`,
      budget: FORM_PAGE,
    },
    {
      name: 'the Arabic service edit page',
      path: `/ar/profile/my-services/${made.ids.services}/edit`,
      budget: FORM_PAGE,
    },
    { name: '/profile/my-events', path: '/profile/my-events', budget: CONTENT_PAGE },
    {
      name: '/ar/profile/origin-assessments',
      path: '/ar/profile/origin-assessments',
      budget: CONTENT_PAGE,
    },
    { name: '/profile/landed-costs', path: '/profile/landed-costs', budget: CONTENT_PAGE },
    // Issue 59: the export plan's sections are forms.
    { name: '/ar/export-plan', path: '/ar/export-plan', budget: FORM_PAGE },
  ];
  await expectEveryCase(
    MEMBER_PAGES,
    ({ name, budget }) => `${name} (${budget / KB} KB)`,
    ({ path, budget }) => expectWithinBudget(request, path, budget, { memberPage: true }),
  );
});
