import { expectLatinValueInOrder } from './helpers/bidi';
import { approvedExporter } from './helpers/buyer-relay';
import { png } from './helpers/company-registration';
import {
  expectDocumentDirection,
  expectNoSeriousA11yViolations,
  label,
  messagesOf,
  waitForInteractive,
} from './support';
import { expect, test } from './test';

// Issue 36, item 11: Latin text inside Arabic sentences showed its brackets at the wrong end. A
// Latin value that starts with a number or a bracket ("100% olive oil (1 L)", "(DR) Congo") and is
// put into an Arabic sentence without being isolated is broken up by the bidirectional algorithm:
// its bracketed part and its number change places ("olive oil (1 L) 100%"). Each place below puts
// such a value into an Arabic sentence; the value must read as it was written, left to right, and
// sit in an isolate (docs/decisions/look-and-speed.md, "Latin values in Arabic text").

const PRODUCT = '100% olive oil (1 L)';
const QUERY = '(DR) Congo';
const CSRF = { 'X-Requested-With': 'XMLHttpRequest' };

test('Latin values keep their brackets in Arabic sentences', async ({
  browser,
  playwright,
  baseURL,
}) => {
  // An approved exporter first (sign-up, company registration, staff approval:
  // e2e/helpers/buyer-relay.ts), then two member pages with axe.
  test.setTimeout(180_000);
  const m = messagesOf('ar');
  const exporter = await approvedExporter(browser, playwright, baseURL, 'ar');
  const page = exporter.page;
  const added = await page.request.post('/api/products', {
    headers: CSRF,
    multipart: {
      name_eng: PRODUCT,
      name_ara: PRODUCT,
      gs1_code: '6251234567892',
      hs_code: '150910',
      industry: '3',
      sub_ind: '301',
      description_eng: 'Cold-pressed oil from the groves of Ajloun.',
      description_ara: 'زيت معصور على البارد من بساتين عجلون.',
      cert: 'ISO 22000',
      features: 'Glass bottles of 1 litre.',
      contacts: 'www.relay.example/contact',
      company_id: String(exporter.companyId),
      image: await png('oil.png', '#556b2f'),
    },
  });
  expect(added.status(), await added.text()).toBe(200);

  // My products: the card's heading, then the deletion's question.
  await page.goto('/ar/my-products');
  await waitForInteractive(page);
  await expectDocumentDirection(page, 'ar');
  const card = page.getByRole('article').filter({ hasText: 'olive oil' });
  await expectLatinValueInOrder(card.getByRole('heading'), PRODUCT);
  await card.getByRole('button', { name: m.Offerings.delete }).click();
  const question = page.getByRole('dialog', { name: m.Offerings.products.deleteTitle });
  await expect(question).toBeVisible();
  await expectLatinValueInOrder(question.locator('p').first(), PRODUCT);
  await expectNoSeriousA11yViolations(page);
  await question.getByRole('button', { name: m.Modals.cancel }).click();
  await expect(question).toBeHidden();

  // The company's edit: a country searched for in Latin letters that matches none.
  await page.goto(`/ar/profile/my-company/${exporter.companyId}/edit`);
  await waitForInteractive(page);
  const countries = page.getByRole('combobox', {
    name: label(m.CompanyForm.fields.countries_of_operations),
  });
  await countries.fill(QUERY);
  const none = page.getByTestId('company-section-countries').getByRole('status');
  await expect(none).toContainText(m.CompanyForm.countries.noMatch.replace(' «{query}»', ''));
  await expectLatinValueInOrder(none, QUERY);
  await expectNoSeriousA11yViolations(page);
  await exporter.context.close();
});
