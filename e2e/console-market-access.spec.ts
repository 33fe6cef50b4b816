import { consolePath } from '../lib/navigation/console-path';

import { createStaffAccount, newAdminRequest, signInToConsole } from './helpers/console';
import { fillFields } from './helpers/console-record';
import { checkPage, label, messagesOf } from './support';
import { expect, test, waitForHydration } from './test';

// Issue 37, market access in the console: an editor enters an agreement's general rule of origin,
// adds a heading's terms, exports them as CSV and imports a file back (a bad file names its line);
// the Arabic console adds a heading typed in Arabic-Indic digits. Each page in English or Arabic,
// with axe, its direction and a phone's width. Then the coverage grid (issue 46) in both languages.

const HEADER =
  'hs_code,preferential_duty_en,preferential_duty_ar,specific_rule_en,specific_rule_ar,sample,' +
  'source_name_en,source_name_ar,source_url,source_date';

test('an editor keeps an agreement’s rule of origin and headings’ terms, with CSV', async ({
  page,
  playwright,
  baseURL,
}) => {
  // The market access console, a rule of origin and headings' terms edited, a CSV exported and
  // imported, each page with axe.
  test.setTimeout(180_000);
  const admin = await newAdminRequest(playwright, baseURL);
  const created = await admin.post('/api/staff/agreements', {
    data: {
      title_eng: `E2E Market Access Agreement ${Date.now()}`,
      title_ara: 'اتفاقية للتجربة',
      summary_eng: '',
      summary_ara: '',
      covers_eng: '',
      covers_ara: '',
      signed_on: null,
      in_force_on: null,
      link: '',
      status: 0,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const editor = await createStaffAccount(admin, { role: 'editor' });
  await admin.dispose();
  const path = `/agreements/${id}/market-access`;
  await signInToConsole(page, { ...editor, redirect: consolePath(path, 'en') });

  const t = messagesOf('en').MarketAccessAdmin;
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'E2E Market Access Agreement',
  );
  await expect(page.getByTestId('origin-rule-none')).toBeVisible();
  await checkPage(page, 'en', 'console-market-access');

  // The general rule: a threshold, a change of heading, a proof and its source.
  await waitForHydration(page);
  await page.getByRole('button', { name: t.rule.enter }).click();
  const rule = page.getByRole('dialog', { name: t.rule.editTitle });
  await rule.getByLabel(label(t.rule.value_kind)).selectOption('value_added');
  await rule.getByLabel(label(t.rule.value_percent)).fill('40');
  await rule.getByLabel(label(t.rule.tariff_shift)).selectOption('heading');
  await rule.getByRole('checkbox', { name: t.rule.proof.eur1 }).check();
  await rule.getByLabel(label(t.source.name_en)).fill('E2E notice');
  await rule.getByLabel(label(t.source.date)).fill('2024-03-01');
  await checkPage(page, 'en', 'console-market-access-rule');
  await rule.getByRole('button', { name: t.form.save }).click();
  await expect(rule).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: t.done.ruleSaved })).toBeVisible();
  await expect(page.getByTestId('origin-rule')).toContainText('Value added: 40 %');

  // A heading's terms, its code in any spelling.
  await waitForHydration(page);
  await page.getByRole('button', { name: t.heading.add }).click();
  const form = page.getByRole('dialog', { name: t.heading.addTitle });
  await fillFields(form, [
    [t.heading.hs_code, '15.09'],
    [t.heading.preferential_duty_en, 'Free (0 %)'],
    [t.heading.preferential_duty_ar, 'معفى (0 %)'],
  ]);
  await form.getByRole('button', { name: t.form.save }).click();
  await expect(form).toBeHidden();
  await expect(page.locator('[data-hs-code="1509"]')).toContainText('Free (0 %)');

  // The export, and an import of two rows; then a bad file names its line and applies nothing.
  const exported = await page.request.get(`/api/staff/agreements/${id}/headings-csv`);
  expect(exported.status()).toBe(200);
  const csv = await exported.text();
  expect(csv).toContain('"hs_code","preferential_duty_en"');
  expect(csv).toContain('"1509","Free (0 %)","معفى (0 %)"');
  await expect(page.getByRole('link', { name: t.csv.export })).toHaveAttribute(
    'href',
    `/api/staff/agreements/${id}/headings-csv`,
  );
  const file = (text: string) => ({
    name: 'terms.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${text}`, 'utf8'),
  });
  await page
    .getByTestId('headings-csv-file')
    .setInputFiles(
      file(
        `${HEADER}\r\n6109,"Free, no quota",معفى,,,no,E2E,تجربة,,\r\n1509,5 %,5 %,,,yes,E2E,تجربة,,\r\n`,
      ),
    );
  await expect(page.getByRole('status').filter({ hasText: '1 added, 1 changed' })).toBeVisible();
  await expect(page.locator('[data-hs-code="6109"]')).toContainText('Free, no quota');
  await expect(page.locator('[data-hs-code="1509"]')).toContainText('5 %');
  await page
    .getByTestId('headings-csv-file')
    .setInputFiles(
      file(`${HEADER}\r\n3304,Free,معفى,,,no,E2E,تجربة,,\r\n9999,Free,معفى,,,no,E2E,تجربة,,\r\n`),
    );
  const problems = page.getByTestId('headings-csv-problems');
  await expect(problems).toContainText(
    `Line 3 (hs_code): ${messagesOf('en').MarketAccess.errors.unknownCode}`,
  );
  await checkPage(page, 'en', 'console-market-access-import');
  await page.reload();
  await expect(page.getByTestId('headings-total')).toHaveText('2 headings');

  // The Arabic console: a heading typed in Arabic-Indic digits.
  const a = messagesOf('ar').MarketAccessAdmin;
  await page.goto(consolePath(path, 'ar'));
  await expect(page.getByRole('heading', { level: 2, name: a.rule.title })).toBeVisible();
  await checkPage(page, 'ar', 'console-market-access');
  await waitForHydration(page);
  await page.getByRole('button', { name: a.heading.add }).click();
  const arabic = page.getByRole('dialog', { name: a.heading.addTitle });
  await fillFields(arabic, [
    [a.heading.hs_code, '٣٣٠٤'],
    [a.heading.preferential_duty_ar, 'معفى'],
  ]);
  await checkPage(page, 'ar', 'console-market-access-heading');
  await arabic.getByRole('button', { name: a.form.save }).click();
  await expect(arabic).toBeHidden();
  await expect(page.locator('[data-hs-code="3304"]')).toContainText('معفى');

  // Issue 46: the coverage grid, agreements × HS chapters, in Arabic then English. The UK–Jordan
  // agreement's chapter 15 holds its imported product-specific rule.
  const grid = messagesOf('ar').DutyFactsAdmin;
  await page.getByRole('link', { name: grid.coverageLink }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(grid.coverage.title);
  const ukChapter15 = page.locator(
    '[data-testid="coverage-grid"] [data-agreement="9"] [data-chapter="15"]',
  );
  await expect(ukChapter15).toHaveAttribute('data-known', /specific/);
  await expect(ukChapter15).toContainText(grid.coverage.kind.specific);
  await checkPage(page, 'ar', 'console-coverage');
  await page.goto(consolePath('/agreements/coverage', 'en'));
  await expect(ukChapter15).toContainText(messagesOf('en').DutyFactsAdmin.coverage.kind.specific);
  await checkPage(page, 'en', 'console-coverage');
});
