import {
  chooseOption,
  fillCompanyRegistration,
  newMember,
  pdf,
  png,
  REGISTRATION_LOCALES,
} from './helpers/company-registration';
import {
  checkPage as checkPageAndWidths,
  label,
  waitForInteractive,
  type Messages,
} from './support';
import { expect, test, type Page } from './test';

// Issue 12: a new member registers a company, adds a product and a service, sees them in process,
// edits the product without changing its image, and deletes the service; in English and Arabic,
// with axe on every page and every page within a 390 px screen.

/** Opens a page, checks its direction, that it fits a phone's width, and axe. */
async function visit(page: Page, path: string, lang: 'en' | 'ar') {
  await page.goto(path);
  await waitForInteractive(page);
  await checkPage(page, lang);
}

/** `checkPage`, then the journey goes on at 1280 px. */
async function checkPage(page: Page, lang: 'en' | 'ar') {
  await checkPageAndWidths(page, lang);
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function expectSuccessThenProfile(page: Page, m: Messages, prefix: string) {
  await expect(page.getByRole('dialog', { name: m.Modals.success.title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${prefix}/profile$`));
}

for (const { lang, prefix, m, registration, sector, country } of REGISTRATION_LOCALES) {
  const o = m.Offerings.fields;

  test.describe(`the exporter's company (${lang})`, () => {
    test('registers a company, adds a product and a service, edits one and deletes the other', async ({
      page,
      request,
    }) => {
      // The registration form with four uploads, the success dialog's timed steps, staff approval
      // and the edit, each page with axe.
      test.setTimeout(180_000);
      await newMember(request, page, lang);

      // Page 170: the registration form, with a logo, a profile and two certificates.
      await visit(page, `${prefix}${registration}`, lang);
      const form = await fillCompanyRegistration(page, m, { lang, sector, country }, 2);
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
