import sharp from 'sharp';

import { formatNumber } from '../lib/i18n/format-number';

import {
  expectDocumentDirection,
  expectNoSeriousA11yViolations,
  label,
  messagesOf,
  setupHeaders,
  waitForInteractive,
  type Messages,
} from './support';
import { expect, test, type APIRequestContext, type Locator, type Page } from './test';

// Issue 12: a new member registers a company, adds a product and a service, sees them in process,
// edits the product without changing its image, and deletes the service; in English and Arabic,
// with axe on every page and every page within a 390 px screen.

const PASSWORD = 'Jerash-Columns-2026';

const locales = [
  {
    lang: 'en' as const,
    prefix: '',
    m: messagesOf('en'),
    registration: '/pages/170-jordan-key-trade-players',
    sector: 'Food Processing',
    country: ['Saudi', 'Saudi Arabia'],
  },
  {
    lang: 'ar' as const,
    prefix: '/ar',
    m: messagesOf('ar'),
    registration: '/pages/170',
    sector: 'الصناعات الغذائية',
    country: ['السعود', 'السعودية'],
  },
];

const pdf = (title: string) => ({
  name: `${title}.pdf`,
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    `%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n% ${title}\ntrailer <</Root 1 0 R>>\n%%EOF\n`,
  ),
});

const png = async (name: string, color: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .png()
    .toBuffer(),
});

async function newMember(request: APIRequestContext, page: Page, tag: string) {
  const email = `company-${tag}-${Date.now()}@example.jo`;
  const registered = await request.post('/api/register', {
    headers: setupHeaders(),
    data: {
      name: 'Rania',
      phone: '0795551234',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  expect(registered.status()).toBe(201);
  const login = await page.request.post('/api/login', {
    headers: setupHeaders(),
    data: { email, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
}

/** Opens a page, checks its direction, that it fits a phone's width, and axe. */
async function visit(page: Page, path: string, lang: 'en' | 'ar') {
  await page.goto(path);
  await waitForInteractive(page);
  await checkPage(page, lang);
}

async function checkPage(page: Page, lang: 'en' | 'ar') {
  await expectDocumentDirection(page, lang);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page, `${page.url()} is ${widths.page}px wide`).toBeLessThanOrEqual(widths.screen);
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function chooseOption(select: Locator, index = 1) {
  await expect(select.locator('option').nth(index)).toBeAttached();
  await select.selectOption({ index });
}

async function expectSuccessThenProfile(page: Page, m: Messages, prefix: string) {
  await expect(page.getByRole('dialog', { name: m.Modals.success.title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${prefix}/profile$`));
}

for (const { lang, prefix, m, registration, sector, country } of locales) {
  const f = m.CompanyForm.fields;
  const o = m.Offerings.fields;

  test.describe(`the exporter's company (${lang})`, () => {
    test('registers a company, adds a product and a service, edits one and deletes the other', async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      await newMember(request, page, lang);

      // Page 170: the registration form, with a logo, a profile and two certificates.
      await visit(page, `${prefix}${registration}`, lang);
      const form = page.locator('form');
      const field = (name: string) => form.getByLabel(label(name), { exact: true });
      await field(f.company_registered_name).fill('Petra Olive Mills Co. LLC');
      await field(f.company_trading_name).fill('Petra Olive Mills');
      await chooseOption(field(f.type_of_company));
      await field(f.phone_number).fill('96265512345');
      await field(f.mobile_number).fill('962791234567');
      await field(f.e_mail).fill('info@petra-olive.example');
      await field(f.website_url).fill('www.petra-olive.example');
      await field(f.location_type_id).selectOption('1');
      await chooseOption(field(f.governorates));
      await form.getByRole('checkbox', { name: sector }).check();
      const countries = form.getByRole('combobox', { name: label(f.countries_of_operations) });
      await countries.fill(country[0]!);
      await page
        .getByTestId('company-section-countries')
        .getByRole('option', { name: new RegExp(country[1]!) })
        .first()
        .click();
      await form.getByLabel(label(f.logo)).setInputFiles(await png('logo.png', '#0a6e4f'));
      await form.getByLabel(label(f.company_profile_pdf)).setInputFiles(pdf('profile'));
      const certificates = m.CompanyForm.certificates;
      await field(certificates.name.replace('{n}', formatNumber(1, lang))).fill('ISO 22000');
      await form
        .getByLabel(label(certificates.file.replace('{n}', formatNumber(1, lang))))
        .setInputFiles(pdf('iso'));
      await form.getByRole('button', { name: certificates.add }).click();
      await field(certificates.name.replace('{n}', formatNumber(2, lang))).fill('Halal');
      await form
        .getByLabel(label(certificates.file.replace('{n}', formatNumber(2, lang))))
        .setInputFiles(pdf('halal'));
      await chooseOption(field(f.person_title));
      await chooseOption(field(f.person_position));
      await field(f.person_first_name).fill('Rania');
      await field(f.person_last_name).fill('Haddad');
      await field(f.person_mobile_number).fill('962797654321');
      await field(f.person_email).fill('rania@petra-olive.example');
      // The agreement is the form's last checkbox (the others are the sectors).
      await form.getByRole('checkbox').last().check();
      await form.getByRole('button', { name: m.CompanyForm.registration.submit }).click();
      await expectSuccessThenProfile(page, m, prefix);

      // The profile shows the company in process, not yet approved.
      const card = page.getByTestId('company-card');
      await expect(card.getByText(m.CompanyStatus.inProcess.name)).toBeVisible();
      await expect(card.getByText(m.Profile.company.notApproved)).toBeVisible();
      await checkPage(page, lang);

      // A product and a service.
      await visit(page, `${prefix}/add-product`, lang);
      const offering = (name: string) =>
        page.locator('form').getByLabel(label(name), { exact: true });
      await offering(o.name_eng).fill('Extra virgin olive oil');
      await offering(o.name_ara).fill('زيت زيتون بكر ممتاز');
      await offering(o.gs1_code).fill('6251234567892');
      await offering(o.hs_code).fill('150910');
      await offering(o.industry).selectOption({ label: sector });
      await chooseOption(offering(o.sub_ind));
      await offering(o.description_eng).fill('Cold-pressed oil from the groves of Ajloun.');
      await offering(o.description_ara).fill('زيت معصور على البارد من بساتين عجلون.');
      await offering(o.cert).fill('ISO 22000');
      await offering(o.features).fill('Acidity below 0.8 %; glass bottles of 1 litre.');
      await offering(o.contacts).fill('www.petra-olive.example/contact');
      await page
        .locator('form')
        .getByLabel(label(o.image))
        .setInputFiles(await png('oil.png', '#556b2f'));
      await page.getByRole('button', { name: m.Offerings.submit }).click();
      await expectSuccessThenProfile(page, m, prefix);

      await visit(page, `${prefix}/add-service`, lang);
      await offering(o.name_eng).fill('Olive mill consulting');
      await offering(o.name_ara).fill('استشارات معاصر الزيتون');
      await chooseOption(offering(o.industry));
      await chooseOption(offering(o.sub_ind));
      await offering(o.description_eng).fill('Setting up and running modern olive mills.');
      await offering(o.description_ara).fill('إنشاء معاصر الزيتون الحديثة وتشغيلها.');
      await offering(o.cert).fill('ISO 9001');
      await offering(o.features).fill('Teams of two engineers; visits across Jordan.');
      await offering(o.contacts).fill('www.petra-olive.example/contact');
      await page
        .locator('form')
        .getByLabel(label(o.image))
        .setInputFiles(await png('mill.png', '#1e3a8a'));
      await page
        .locator('form')
        .getByLabel(label(o.certificate_image))
        .setInputFiles(pdf('iso9001'));
      await page.getByRole('button', { name: m.Offerings.submit }).click();
      await expectSuccessThenProfile(page, m, prefix);

      // My products: the product in process; its edit keeps the image.
      await visit(page, `${prefix}/my-products`, lang);
      const product = page
        .getByRole('article')
        .filter({ hasText: 'olive oil' })
        .or(page.getByRole('article').filter({ hasText: 'زيت زيتون' }));
      await expect(product).toHaveCount(1);
      await expect(product.getByText(m.CompanyStatus.inProcess.name)).toBeVisible();
      const image = await product.locator('img').getAttribute('src');
      expect(image).toBeTruthy();
      await product.getByRole('link', { name: m.Offerings.edit }).click();
      await waitForInteractive(page);
      await checkPage(page, lang);
      await offering(o.name_eng).fill('Extra virgin olive oil, 1 litre');
      await page.getByRole('button', { name: m.Offerings.submit }).click();
      await expect(page.getByText(m.Offerings.products.changed)).toBeVisible();
      await visit(page, `${prefix}/my-products`, lang);
      const edited = page.getByRole('article').first();
      await expect(edited.locator('img')).toHaveAttribute('src', image!);

      // My services: delete the service after confirming.
      await visit(page, `${prefix}/my-services`, lang);
      const service = page.getByRole('article');
      await expect(service).toHaveCount(1);
      await expect(service.getByText(m.CompanyStatus.inProcess.name)).toBeVisible();
      await service.getByRole('button', { name: m.Offerings.delete }).click();
      await page.getByRole('dialog').getByRole('button', { name: m.Offerings.delete }).click();
      await expect(page.getByText(m.Offerings.empty)).toBeVisible();
    });

    test('a member without a company gets the alert on add-product and nothing is sent', async ({
      page,
      request,
    }) => {
      await newMember(request, page, `none-${lang}`);
      const sent: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && /\/api\/products$/.test(r.url())) sent.push(r.url());
      });
      await visit(page, `${prefix}/add-product`, lang);
      await page.getByRole('button', { name: m.Offerings.submit }).click();
      await expect(page.getByText(m.Companies.noCompany)).toBeVisible();
      expect(sent).toEqual([]);
    });
  });
}
