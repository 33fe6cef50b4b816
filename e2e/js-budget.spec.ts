import { firstLoadJsOf } from '../scripts/first-load-js.mjs';

import { CONTENT_PAGES, FORM_PAGES } from './js-budget-pages';
import { setupHeaders } from './support';
import { expect, test, type APIRequestContext } from './test';

// Issue 11: the JavaScript each page's first load fetches (gzip, from the production build the
// journeys run on), within its budget. Bytes, not time: the same build gives the same figures.
// Every new page joins this table.
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
  expect(files).toBeGreaterThan(0);
  expect(gzipBytes).toBeLessThanOrEqual(budget);
}

for (const { path, budget } of BUDGETS) {
  test(`first-load JavaScript of ${path} is within ${budget / KB} KB`, async ({ request }) => {
    await expectWithinBudget(request, path, budget);
  });
}

// A member page needs a session (a visitor is sent to log in) and, for the company edit, a
// company: the member registers one through the API, then the page is measured with its cookie.
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);
const PASSWORD = 'Wadi-Rum-Sunset-2026';

/** A member with a company, a product and a service, in a context that keeps its session cookie. */
async function memberWithCompany(member: APIRequestContext) {
  const email = `budget-${Date.now()}@example.jo`;
  const account = { name: 'Rania', phone: '0791234567', email, password: PASSWORD };
  const registered = await member.post('/api/register', {
    headers: setupHeaders(),
    data: { ...account, password_confirmation: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const login = await member.post('/api/login', {
    headers: setupHeaders(),
    data: { email, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const headers = () => ({ ...setupHeaders(), 'X-Requested-With': 'XMLHttpRequest' });
  const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });
  const company = await member.post('/api/international-buyers', {
    headers: headers(),
    multipart: {
      company_registered_name: 'Budget Foods Co. LLC',
      company_trading_name: 'Budget Foods',
      type_of_company: '1',
      phone_number: '96265512345',
      mobile_number: '962791234567',
      website_url: 'www.budget-foods.example',
      e_mail: 'info@budget-foods.example',
      location_type_id: '1',
      governorates: '1',
      industry_information_for_products: '[3]',
      industry_information_for_services: '[]',
      countries_of_operations: '[682]',
      attachment_option_file: JSON.stringify([{ title: 'ISO 22000', file_index: 0 }]),
      person_title: '1',
      person_position: '3',
      person_first_name: 'Rania',
      person_last_name: 'Haddad',
      person_mobile_number: '962797654321',
      person_email: 'rania@budget-foods.example',
      agreements: '1',
      logo: file('logo.png', 'image/png', PNG_1PX),
      company_profile_pdf: file('profile.pdf', 'application/pdf', PDF),
      'certificate_files.0': file('iso.pdf', 'application/pdf', PDF),
    },
  });
  expect(company.status(), await company.text()).toBe(200);
  const { company_id } = (await (await member.get('/api/user')).json()) as { company_id: number };

  // One product and one service, each in the first sector of its kind and a subsector of it.
  const subsectors = (await (await member.get('/api/sub_ind')).json()) as {
    id: number;
    ind_id: number;
  }[];
  const ids = { products: 0, services: 0 };
  for (const kind of ['products', 'services'] as const) {
    const [sector] = (await (await member.get(`/api/industries-for-${kind}`)).json()) as {
      iid: number;
    }[];
    const subsector = subsectors.find((sub) => sub.ind_id === sector?.iid);
    const added = await member.post(`/api/${kind}`, {
      headers: headers(),
      multipart: {
        name_eng: 'Cold-pressed olive oil',
        name_ara: 'زيت زيتون معصور على البارد',
        ...(kind === 'products' ? { gs1_code: '62512345', hs_code: '1509' } : {}),
        industry: String(sector?.iid),
        sub_ind: String(subsector?.id),
        description_eng: 'Extra virgin olive oil from the north of Jordan.',
        description_ara: 'زيت زيتون بكر ممتاز من شمال الأردن.',
        cert: 'ISO 22000',
        features: '1 l bottles',
        contacts: 'www.budget-foods.example/contact',
        image: file('image.png', 'image/png', PNG_1PX),
        certificate_image: file('certificate.pdf', 'application/pdf', PDF),
      },
    });
    expect(added.status(), await added.text()).toBe(200);
    const [first] = (await (await member.get(`/api/my-${kind}-get/${company_id}`)).json()) as {
      id: number;
    }[];
    ids[kind] = first?.id ?? 0;
  }
  return { companyId: company_id, ids };
}

test.describe('member pages', () => {
  let member: APIRequestContext;
  let made: Awaited<ReturnType<typeof memberWithCompany>>;

  test.beforeAll(async ({ playwright, baseURL }) => {
    member = await playwright.request.newContext({ baseURL });
    made = await memberWithCompany(member);
  });
  test.afterAll(() => member.dispose());

  // The company edit form, and the member's products and services (issue 12): lists within the
  // content budget, add and edit forms within the form budget.
  const MEMBER_PAGES: { name: string; path: () => string; budget: number }[] = [
    {
      name: 'the company edit page',
      path: () => `/profile/my-company/${made.companyId}/edit`,
      budget: FORM_PAGE,
    },
    { name: '/my-products', path: () => '/my-products', budget: CONTENT_PAGE },
    { name: '/ar/my-services', path: () => '/ar/my-services', budget: CONTENT_PAGE },
    { name: '/add-product', path: () => '/add-product', budget: FORM_PAGE },
    { name: '/add-service', path: () => '/add-service', budget: FORM_PAGE },
    {
      name: 'the product edit page',
      path: () => `/profile/my-products/${made.ids.products}/edit`,
      budget: FORM_PAGE,
    },
    {
      name: 'the Arabic service edit page',
      path: () => `/ar/profile/my-services/${made.ids.services}/edit`,
      budget: FORM_PAGE,
    },
    { name: '/profile/my-events', path: () => '/profile/my-events', budget: CONTENT_PAGE },
  ];

  for (const { name, path, budget } of MEMBER_PAGES) {
    test(`first-load JavaScript of ${name} is within ${budget / KB} KB`, async () => {
      await expectWithinBudget(member, path(), budget, { memberPage: true });
    });
  }
});
