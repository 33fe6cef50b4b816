import { consolePath } from '../lib/navigation/console-path';

import {
  expectConsoleList,
  fillFields,
  openAddForm,
  openConsoleList,
  saveForm,
  signInNewStaff,
} from './helpers/console-record';
import { expectNoSeriousA11yViolations, messagesOf } from './support';
import { expect, test } from './test';

// Issue 58: editors keep the corrections of the VAT file at /admin/vat-corrections: the seeded
// ones listed (Bahrain 10 %), a correction added through the form (the rate typed as a
// percentage), the list in English and Arabic (axe, direction, a phone's width). The routes'
// versions, permissions and audit are proved by tests/api/vat-corrections.test.ts.

test('an editor adds a correction of a market’s VAT in the console', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInNewStaff(page, { playwright, baseURL }, consolePath('/vat-corrections', 'en'));
  const t = messagesOf('en').VatCorrectionsAdmin;
  await expectConsoleList(page, 'en', t, 'console-vat-corrections');
  await expect(page.locator('[data-vat-correction="BH"]')).toContainText('10 %');

  const dialog = await openAddForm(page, 'en', t);
  await fillFields(dialog, [
    [t.form.country, 'LB'],
    [t.form.kind, { option: t.kinds.vat }],
    [t.form.percent, '11'],
    [t.form.source_name_en, 'Ministry of Finance, Lebanon (sample)'],
    [t.form.source_name_ar, 'وزارة المالية اللبنانية (عينة)'],
    [t.form.url, 'https://www.finance.gov.lb/'],
    [t.form.checked_on, '2026-11-27'],
  ]);
  await expectNoSeriousA11yViolations(page);
  await saveForm(page, dialog, t.form.save, t.done.created.replace('{name}', 'LB'));
  await expect(page.locator('[data-vat-correction="LB"]')).toContainText('11 %');

  await openConsoleList(
    page,
    '/vat-corrections',
    'ar',
    messagesOf('ar').VatCorrectionsAdmin,
    'console-vat-corrections',
  );
  await expect(page.locator('[data-vat-correction="LB"]')).toContainText('١١ %');
});
