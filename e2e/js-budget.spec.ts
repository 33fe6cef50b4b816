import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';

import { firstLoadJsOf } from '../scripts/first-load-js.mjs';

import { setupHeaders } from './support';

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

// Issue 12: the member's company pages, as a member with a company, a product and a service sees
// them (set up through the API; the context keeps the session cookie the registration sets).
test.describe('member pages', () => {
  let member: APIRequestContext;
  const ids = { product: 0, service: 0 };

  test.beforeAll(async ({ playwright, baseURL }) => {
    member = await playwright.request.newContext({ baseURL });
    const password = 'Budget-Olive-2026';
    const registered = await member.post('/api/register', {
      headers: setupHeaders(),
      data: {
        name: 'Rana',
        phone: '0791234567',
        email: `budget-${Date.now()}@example.jo`,
        password,
        password_confirmation: password,
      },
    });
    expect(registered.status()).toBe(201);
    const { token } = (await registered.json()) as { token: string };
    const auth = { ...setupHeaders(), Authorization: `Bearer ${token}` };
    const image = async (background: string) => ({
      name: 'image.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 320, height: 240, channels: 3, background } })
        .png()
        .toBuffer(),
    });
    const pdf = {
      name: 'file.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
      ),
    };
    const company = await member.post('/api/international-buyers', {
      headers: auth,
      multipart: {
        company_registered_name: 'Budget Olive Products Co.',
        company_trading_name: 'Budget Olive',
        type_of_company: '1',
        phone_number: '96265512345',
        mobile_number: '962791234567',
        website_url: 'www.budget-olive.example',
        e_mail: 'info@budget-olive.example',
        location_type_id: '1',
        governorates: '1',
        industry_information_for_products: '[3]',
        industry_information_for_services: '[]',
        countries_of_operations: '[682]',
        attachment_option_file: JSON.stringify([{ title: 'ISO 22000', file_index: 0 }]),
        person_title: '1',
        person_position: '3',
        person_first_name: 'Rana',
        person_last_name: 'Saleh',
        person_mobile_number: '962797654321',
        person_email: 'rana@budget-olive.example',
        agreements: '1',
        logo: await image('#0a6e4f'),
        company_profile_pdf: pdf,
        'certificate_files.0': pdf,
      },
    });
    expect(await company.text()).toBe('Success');
    const [sector] = (await (await member.get('/api/industries-for-products')).json()) as {
      iid: number;
    }[];
    const [serviceSector] = (await (await member.get('/api/industries-for-services')).json()) as {
      iid: number;
    }[];
    const subsectors = (await (await member.get('/api/sub_ind')).json()) as {
      id: number;
      ind_id: number;
    }[];
    const subOf = (iid = 0) => String(subsectors.find((sub) => sub.ind_id === iid)?.id ?? '');
    const offering = {
      description_eng: 'Cold-pressed olive oil.',
      description_ara: 'زيت زيتون معصور على البارد.',
      cert: 'ISO 22000',
      features: '1 l bottles',
      contacts: 'www.budget-olive.example/contact',
    };
    for (const [kind, iid, extra] of [
      ['products', sector?.iid, { gs1_code: '62512345', hs_code: '1509' }],
      ['services', serviceSector?.iid, { certificate_image: pdf }],
    ] as const) {
      const added = await member.post(`/api/${kind}`, {
        headers: auth,
        multipart: {
          name_eng: 'Budget olive oil',
          name_ara: 'زيت زيتون',
          industry: String(iid),
          sub_ind: subOf(iid),
          ...offering,
          ...extra,
          image: await image('#c5a53b'),
        },
      });
      expect(await added.text()).toBe('Success');
    }
    const { company_id } = (await (await member.get('/api/user')).json()) as {
      company_id: number;
    };
    for (const kind of ['products', 'services'] as const) {
      const [first] = (await (await member.get(`/api/my-${kind}-get/${company_id}`)).json()) as {
        id: number;
      }[];
      ids[kind === 'products' ? 'product' : 'service'] = first?.id ?? 0;
    }
  });

  test.afterAll(() => member.dispose());

  const MEMBER_PAGES = [
    { path: () => '/my-products', budget: CONTENT_PAGE },
    { path: () => '/ar/my-services', budget: CONTENT_PAGE },
    { path: () => '/add-product', budget: FORM_PAGE },
    { path: () => '/add-service', budget: FORM_PAGE },
    { path: () => `/profile/my-products/${ids.product}/edit`, budget: FORM_PAGE },
    { path: () => `/ar/profile/my-services/${ids.service}/edit`, budget: FORM_PAGE },
  ];

  for (const [index, { path, budget }] of MEMBER_PAGES.entries()) {
    test(`first-load JavaScript of member page ${index + 1} is within ${budget / KB} KB`, async () => {
      const response = await member.get(path(), { headers: { 'Accept-Language': 'en' } });
      expect(response.status()).toBe(200);
      // Still the member page, not the login page it would send a visitor to.
      expect(new URL(response.url()).pathname).toBe(path());
      const { gzipBytes, files } = firstLoadJsOf(await response.text());
      expect(files).toBeGreaterThan(0);
      expect(gzipBytes).toBeLessThanOrEqual(budget);
    });
  }
});
