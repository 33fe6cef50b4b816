import { registerCompanyByApi } from './helpers/company-api';
import { CSRF_HEADERS } from './helpers/console';
import { pdf, png } from './helpers/files';
import { signUpMember } from './helpers/member';
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

/** A signed-in member (the page's cookies) with a company and one product; its id and version. */
async function memberWithProduct(request: APIRequestContext, tag: string) {
  await signUpMember(request, {
    email: `stale-${tag}-${Date.now()}@example.jo`,
    password: PASSWORD,
    name: 'Hala',
  });
  const companyId = await registerCompanyByApi(request, {
    name: 'Petra Olive Foods Co.',
    tradingName: 'Petra Olive',
    domain: 'petra-olive.example',
    person: ['Hala', 'Nasser'],
    files: {
      logo: await png('logo.png', '#0a6e4f'),
      profile: pdf('profile'),
      certificate: pdf('iso'),
    },
  });
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
    headers: { ...CSRF_HEADERS, ...setupHeaders() },
    multipart: { ...fields, image: await png('oil.png', '#556b2f') },
  });
  expect(added.status(), await added.text()).toBe(200);
  const [product] = (await (await request.get(`/api/my-products-get/${companyId}`)).json()) as {
    id: number;
    version: number;
    image: string;
  }[];
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
      headers: CSRF_HEADERS,
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
