import { consolePath } from '../lib/navigation/console-path';

import { fillFields, signInNewStaff } from './helpers/console-record';
import { checkDirectionAndAxe as checkPage, messagesOf } from './support';
import { expect, test } from './test';

// Issue 29 "FAQs" and "The export guide": an editor edits a FAQ the home page shows, in English
// and Arabic, and the home page shows the change at once in both languages; the guide's editor
// opens with its seven steps. Axe and the direction on each page.

test('an editor edits a FAQ shown on the home page; the home page shows it in both languages', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  // The FAQ console, the edit in both languages, and the home page until its cache shows the
  // change, with axe.
  test.setTimeout(150_000);
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto('/');
  const firstQuestion = stranger.locator('#faq summary').first();
  const id = Number(
    /^faq-(\d+)-question$/.exec((await firstQuestion.getAttribute('id')) ?? '')![1],
  );

  await signInNewStaff(
    page,
    { playwright, baseURL },
    `${consolePath('/faqs', 'en')}?home=1&page_size=100`,
  );
  const m = messagesOf('en');
  const t = m.FaqsAdmin;
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await checkPage(page, 'en');

  const row = page.locator(`[data-faq="${id}"]`);
  await row.getByRole('button', { name: new RegExp(`^${t.edit}`) }).click();
  const dialog = page.getByRole('dialog', { name: t.form.editTitle });
  const unique = Date.now().toString(36);
  const english = `How long does a sample export licence take (${unique})?`;
  const arabic = `كم تستغرق رخصة التصدير التجريبية (${unique})؟`;
  await fillFields(dialog, [
    [t.form.question_eng, english],
    [t.form.question_ara, arabic],
  ]);
  const rich = m.RichText;
  const answerAr = dialog.getByRole('textbox', {
    name: new RegExp(`${t.form.answer}.*${rich.arabic}`),
  });
  await expect(answerAr).toHaveAttribute('dir', 'rtl');
  await expect(
    dialog.getByRole('textbox', { name: new RegExp(`${t.form.answer}.*${rich.english}`) }),
  ).toHaveAttribute('dir', 'ltr');
  await dialog.getByRole('button', { name: t.form.save }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(english);

  // The home page shows the change on the next request, in English and in Arabic.
  await expect(async () => {
    await stranger.goto('/');
    // Each try is a fresh request: a cached page answers at once, so 0.5 s each, 5 s in all.
    await expect(stranger.locator(`#faq-${id}-question`)).toHaveText(english, { timeout: 500 });
  }).toPass({ timeout: 5_000 });
  await checkPage(stranger, 'en');
  await stranger.goto('/ar');
  await expect(stranger.locator(`#faq-${id}-question`)).toHaveText(arabic);
  await checkPage(stranger, 'ar');
  await stranger.context().close();
});

test('the guide’s editor opens with its seven steps, in English and Arabic', async ({
  page,
  playwright,
  baseURL,
}) => {
  // The guide's editor in both languages, each with axe (its rich-text editors load on first use).
  test.setTimeout(90_000);
  await signInNewStaff(page, { playwright, baseURL }, consolePath('/guide', 'en'));
  const t = messagesOf('en').GuideAdmin;
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.locator('[data-guide-step]')).toHaveCount(7);
  await checkPage(page, 'en');
  const step = page.locator('[data-guide-step="3"]');
  await step.locator('summary').click();
  await step.getByRole('button', { name: new RegExp(t.edit) }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('textbox', { name: new RegExp(t.step.html) }).first(),
  ).toBeVisible();
  await dialog.getByRole('button', { name: t.cancel }).click();
  await expect(dialog).toBeHidden();

  await page.goto(consolePath('/guide', 'ar'));
  const ar = messagesOf('ar').GuideAdmin;
  await expect(page.getByRole('heading', { level: 1, name: ar.title })).toBeVisible();
  await expect(page.locator('[data-guide-step]')).toHaveCount(7);
  await checkPage(page, 'ar');
});
