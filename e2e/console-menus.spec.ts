import { consolePath } from '../lib/navigation/console-path';

import { ADMIN_STATE } from './helpers/console';
import { fillFields, openEmptyForm, typeRichText } from './helpers/console-record';
import { checkPage, expectDocumentDirection, label, messagesOf } from './support';
import { expect, test } from './test';

// Issue 29 "menu pages and navigation": an editor adds a page under a menu entry with an Arabic
// slug and content in both languages at /admin/pages; it is at /ar/pages/{a_id}-{Arabic slug}
// and /pages/{a_id}-{slug} at once, with its content; hidden, both answer 404. The console's
// page in English and Arabic, with axe, the direction and a phone's width. The page is the run's
// own (its own application number and slugs), last under its entry, and hidden at the end: no
// other journey counts or orders the entries it reads (issue 54).

test.use({ storageState: ADMIN_STATE });

test('an editor adds a menu page with an Arabic slug, finds it in both languages, hides it', async ({
  page,
}) => {
  // A menu page added with an Arabic slug, found on the portal in both languages and hidden,
  // each page with axe.
  await page.goto(consolePath('/pages', 'en'));
  const m = messagesOf('en');
  const t = m.MenusAdmin;
  const rich = m.RichText;
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: t.menus['1'] })).toBeVisible();
  // The console page's axe and phone width: the Arabic test below.

  // A page under the top navigation's "Exporters", at an application number of its own.
  const run = Date.now() % 100_000;
  const appId = 20_000 + run;
  const title = `SAMPLE Export walks ${run}`;
  const arabicTitle = 'جولات التصدير (عينة)';
  const slug = `export-walks-${run}`;
  const arabicSlug = `جولات-التصدير-${run}`;
  const dialog = await openEmptyForm(page, 'en', {
    open: t.addPageLabel.replace('{name}', 'Exporters'),
    title: t.form.addPageTitle,
    save: t.form.save,
  });
  await fillFields(dialog, [
    [t.form.title_eng, title],
    [t.form.title_ara, arabicTitle],
    // The slug field refuses a space and suggests one from the title.
    [t.form.url, 'Export Walks'],
    [t.form.url_ara, arabicSlug],
    [t.form.a_id, String(appId)],
  ]);
  const english = new RegExp(`${t.form.content}.*${rich.english}`);
  const arabic = new RegExp(`${t.form.content}.*${rich.arabic}`);
  await typeRichText(page, english, 'Visit the exporters of the Dead Sea region.');
  await typeRichText(page, arabic, 'زوروا مصدّري منطقة البحر الميت.');
  await expect(dialog.getByRole('textbox', { name: arabic })).toHaveAttribute('dir', 'rtl');
  await expect(dialog.getByRole('textbox', { name: english })).toHaveAttribute('dir', 'ltr');
  await dialog.getByRole('button', { name: t.form.save }).click();
  await expect(dialog.getByText(/export-walks/).first()).toBeVisible();
  await dialog.getByLabel(label(t.form.url)).fill(slug);
  await dialog.getByRole('button', { name: t.form.save }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('console-change-status')).toContainText(title);
  const row = page.locator('tr', { hasText: title });
  await expect(row).toContainText(`/pages/${appId}-${slug}`);

  // Reachable at once in Arabic (its Arabic slug, percent-encoded) and in English.
  const arabicPath = `/ar/pages/${appId}-${encodeURIComponent(arabicSlug)}`;
  const arabicAnswer = await page.goto(arabicPath);
  expect(arabicAnswer?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: arabicTitle })).toBeVisible();
  await expect(page.getByText('زوروا مصدّري منطقة البحر الميت.')).toBeVisible();
  await expectDocumentDirection(page, 'ar');
  expect((await page.goto(`/pages/${appId}-${slug}`))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Visit the exporters of the Dead Sea region.')).toBeVisible();
  await expectDocumentDirection(page, 'en');

  // Hidden (after a question): both addresses answer 404 on the next request.
  await page.goto(`/admin/pages`);
  await page.getByRole('button', { name: t.hideLabel.replace('{name}', title) }).click();
  const question = page.getByRole('dialog', { name: new RegExp(title) });
  await question.getByRole('button', { name: t.confirm.confirmHide }).click();
  await expect(page.getByTestId('console-change-status')).toContainText(title);
  await expect(page.locator('tr', { hasText: title })).toContainText(t.status.hidden);
  expect((await page.goto(arabicPath))?.status()).toBe(404);
  expect((await page.goto(`/pages/${appId}-${slug}`))?.status()).toBe(404);
});

test('the menus console in Arabic', async ({ page }) => {
  await page.goto(consolePath('/pages', 'ar'));
  const t = messagesOf('ar').MenusAdmin;
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await checkPage(page, 'ar');
  await page.getByRole('button', { name: t.addEntry }).click();
  const dialog = page.getByRole('dialog', { name: t.form.addEntryTitle });
  await expect(dialog.getByLabel(label(t.form.url_ara))).toHaveAttribute('dir', 'rtl');
  await dialog.getByLabel(label(t.form.title_ara)).fill('جولات التصدير');
  const suggest = t.form.suggestLabel.replace('{field}', t.form.url_ara);
  await dialog.getByRole('button', { name: suggest }).click();
  await expect(dialog.getByLabel(label(t.form.url_ara))).toHaveValue('جولات-التصدير');
  await checkPage(page, 'ar');
});
