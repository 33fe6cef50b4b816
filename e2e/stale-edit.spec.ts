import sharp from 'sharp';

import {
  expectDocumentDirection,
  expectNoSeriousA11yViolations,
  label,
  messagesOf,
  setupHeaders,
  waitForInteractive,
} from './support';
import { expect, test, waitForHydration, type APIRequestContext } from './test';

// Issue 24 "No lost update": a member edits a product in one tab while it is changed elsewhere;
// saving the stale form shows the message in the page's language and keeps what was typed.

const PASSWORD = 'Wadi-Rum-Sands-2026';
const CSRF = { 'X-Requested-With': 'XMLHttpRequest' };

const png = async (color: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .png()
    .toBuffer();
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);
const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

/** A signed-in member (the page's cookies) with a company and one product; its id and version. */
async function memberWithProduct(request: APIRequestContext, tag: string) {
  const email = `stale-${tag}-${Date.now()}@example.jo`;
  const registered = await request.post('/api/register', {
    headers: setupHeaders(),
    data: {
      name: 'Hala',
      phone: '0795551234',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  expect(registered.status()).toBe(201);
  const login = await request.post('/api/login', {
    headers: setupHeaders(),
    data: { email, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const company = await request.post('/api/international-buyers', {
    headers: { ...CSRF, ...setupHeaders() },
    multipart: {
      company_registered_name: 'Petra Olive Foods Co.',
      company_trading_name: 'Petra Olive',
      type_of_company: '1',
      phone_number: '96265512345',
      mobile_number: '962791234567',
      website_url: 'www.petra-olive.example',
      e_mail: 'info@petra-olive.example',
      location_type_id: '1',
      governorates: '1',
      industry_information_for_products: '[3]',
      industry_information_for_services: '[]',
      countries_of_operations: '[682]',
      person_title: '1',
      person_position: '3',
      person_first_name: 'Hala',
      person_last_name: 'Nasser',
      person_mobile_number: '962797654321',
      person_email: 'hala@petra-olive.example',
      agreements: '1',
      attachment_option_file: JSON.stringify([{ title: 'ISO 22000', file_index: 0 }]),
      logo: file('logo.png', 'image/png', await png('#0a6e4f')),
      company_profile_pdf: file('profile.pdf', 'application/pdf', pdf),
      'certificate_files.0': file('iso.pdf', 'application/pdf', pdf),
    },
  });
  expect(company.status(), await company.text()).toBe(200);
  const user = (await (await request.get('/api/user')).json()) as { company_id: number };
  const [sub] = (await (await request.get('/api/sub_ind_by_ind_iid/3')).json()) as { id: number }[];
  const fields = {
    name_eng: 'Extra virgin olive oil',
    name_ara: 'زيت زيتون بكر ممتاز',
    gs1_code: '6251234567892',
    hs_code: '150910',
    industry: '3',
    sub_ind: String(sub!.id),
    description_eng: 'Cold-pressed oil from the groves of Ajloun.',
    description_ara: 'زيت معصور على البارد من بساتين عجلون.',
    cert: 'ISO 22000',
    features: 'Acidity below 0.8 %.',
    contacts: 'www.petra-olive.example/contact',
  };
  const added = await request.post('/api/products', {
    headers: { ...CSRF, ...setupHeaders() },
    multipart: { ...fields, image: file('oil.png', 'image/png', await png('#556b2f')) },
  });
  expect(added.status(), await added.text()).toBe(200);
  const [product] = (await (
    await request.get(`/api/my-products-get/${user.company_id}`)
  ).json()) as { id: number; version: number; image: string }[];
  return { product: product!, fields };
}

for (const lang of ['en', 'ar'] as const) {
  test(`a stale product form shows the change and keeps what was typed (${lang})`, async ({
    page,
  }) => {
    const m = messagesOf(lang);
    const prefix = lang === 'ar' ? '/ar' : '';
    const { product, fields } = await memberWithProduct(page.request, lang);

    await page.goto(`${prefix}/profile/my-products/${product.id}/edit`);
    await waitForInteractive(page);
    await expectDocumentDirection(page, lang);
    const name = page.locator('form').getByLabel(label(m.Offerings.fields.name_eng), {
      exact: true,
    });
    await name.fill('Olive oil typed in this tab');

    // Meanwhile the same product is changed elsewhere (another tab, from the version shown).
    const elsewhere = await page.request.post(`/api/edit-products/${product.id}`, {
      headers: CSRF,
      multipart: {
        ...fields,
        name_eng: 'Olive oil changed in another tab',
        image_changed: '0',
        existing_image: product.image,
        certificate_changed: '0',
        version: String(product.version),
      },
    });
    expect(elsewhere.status(), await elsewhere.text()).toBe(200);

    await page.getByRole('button', { name: m.Offerings.submit }).click();
    const notice = page.getByTestId('stale-version');
    await expect(notice).toContainText(m.Api.staleVersion);
    await expect(notice.getByRole('button', { name: m.Modals.reloadPage })).toBeVisible();
    await expect(name).toHaveValue('Olive oil typed in this tab');
    await expectNoSeriousA11yViolations(page);

    // The member reloads: the form shows the change made elsewhere, and saving it works again.
    await Promise.all([
      page.waitForEvent('load'),
      notice.getByRole('button', { name: m.Modals.reloadPage }).click(),
    ]);
    await waitForHydration(page);
    await expect(name).toHaveValue('Olive oil changed in another tab');
    await name.fill('Olive oil typed again');
    await page.getByRole('button', { name: m.Offerings.submit }).click();
    await expect(page.getByText(m.Offerings.products.changed)).toBeVisible();
  });
}
