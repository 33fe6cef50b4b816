import { consolePath } from '../lib/navigation/console-path';

import { fillFields, searchConsoleList, signInNewStaff } from './helpers/console-record';
import { checkPage, label, messagesOf } from './support';
import { expect, test, waitForHydration, type Page } from './test';

// Issue 37: an editor gives a heading a new Arabic name, which the public finder then finds; adds
// a synonym in the Arabic console and deletes it, asked first. Each page in English or Arabic,
// with axe, its direction and a phone's width.

const finds = async (page: Page, q: string) => {
  const answer = await page.request.get(`/api/hs-codes?q=${encodeURIComponent(q)}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { code: string }[] }).data.map((row) => row.code);
};

test('an editor renames a heading in Arabic and keeps a synonym; the finder follows', async ({
  page,
  playwright,
  baseURL,
}) => {
  // The HS console, a heading renamed, a synonym kept, and the finder in both languages, each with
  // axe.
  test.setTimeout(150_000);
  await signInNewStaff(page, { playwright, baseURL }, `${consolePath('/hs-codes', 'en')}?q=0403`);
  const t = messagesOf('en').HsCodesAdmin;
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByTestId('hs-unofficial')).toHaveText(t.unofficial);
  await checkPage(page, 'en', 'console-hs-codes');

  // The heading's Arabic name, typed right to left; the finder finds its new word at once.
  const unique = `لبنكو${Date.now().toString(36).replace(/\d/g, '')}`;
  await waitForHydration(page);
  await page.getByRole('button', { name: t.editLabel.replace('{code}', '04.03') }).click();
  const dialog = page.getByRole('dialog', { name: t.nameForm.title.replace('{code}', '04.03') });
  const field = dialog.getByLabel(label(t.nameForm.name_ar));
  await expect(field).toHaveAttribute('dir', 'rtl');
  await expect(field).toBeFocused();
  await checkPage(page, 'en', 'console-hs-code-name');
  const name = `اللبن الرائب واللبنة (${unique})`;
  await field.fill(name);
  await dialog.getByRole('button', { name: t.nameForm.save }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: t.done.renamed.replace('{code}', '04.03') }),
  ).toBeVisible();
  await expect(page.locator('[data-hs-code="0403"]')).toContainText(name);
  expect((await finds(page, unique))[0]).toBe('0403');

  // A synonym added in the Arabic console, found by the finder, then deleted, asked first.
  const a = messagesOf('ar').HsCodesAdmin;
  await page.goto(consolePath('/hs-codes/synonyms', 'ar'));
  await expect(page.getByRole('heading', { level: 1, name: a.synonyms.title })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: a.tabsLabel })
      .getByRole('link', { name: a.tabs.synonyms }),
  ).toHaveAttribute('aria-current', 'page');
  await checkPage(page, 'ar', 'console-hs-synonyms');
  await waitForHydration(page);
  await page.getByRole('button', { name: a.synonyms.add }).click();
  const form = page.getByRole('dialog', { name: a.synonyms.form.addTitle });
  const phrase = `شنكليش ${unique}`;
  await fillFields(form, [
    [a.synonyms.form.code, '٠٤٠٦'],
    [a.synonyms.form.phrase_ar, phrase],
  ]);
  await checkPage(page, 'ar', 'console-hs-synonym-form');
  await form.getByRole('button', { name: a.synonyms.form.save }).click();
  await expect(form).toBeHidden();
  expect((await finds(page, phrase))[0]).toBe('0406');

  await searchConsoleList(page, 'ar', a.synonyms, unique);
  await expect(page.getByTestId('hs-synonyms-total')).toHaveText('مرادف واحد');
  await waitForHydration(page);
  await page.getByRole('button', { name: new RegExp(`^حذف المرادف .*${unique}`) }).click();
  const question = page.getByRole('dialog', { name: new RegExp(unique) });
  await question.getByRole('button', { name: a.synonyms.confirm.confirm }).click();
  await expect(page.getByTestId('console-hs-synonyms-empty')).toBeVisible();
  expect(await finds(page, phrase)).not.toContain('0406');
});
