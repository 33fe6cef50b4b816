import { consolePath } from '../lib/navigation/console-path';

import { ADMIN_STATE } from './helpers/console';
import { confirmDeletion, fillFields, typeRichText } from './helpers/console-record';
import { checkDirectionAndAxe as checkPage, label, messagesOf } from './support';
import { expect, test } from './test';

// Issue 29 "FAQs" and "The export guide": an editor adds a FAQ of their own for international
// buyers in English and Arabic; the buyers' FAQ page shows it at once in both languages; then it
// is deleted, asked first. The FAQ goes last of the buyers' third section, where no other journey
// counts or orders what it reads (the home page's ten and the exporters' FAQ page are untouched:
// issue 54). The guide's editor opens with its seven steps. Axe and the direction on each page.

test.use({ storageState: ADMIN_STATE });

const BUYERS = {
  en: '/menu-1/32-faq-for-international-buyers',
  ar: `/ar/menu-1/32-${encodeURIComponent('الأسئلة-الشائعة-للمشترين-الدوليين')}`,
};

test('an editor adds a buyers’ FAQ; the FAQ page shows it in both languages; it is deleted', async ({
  page,
  browser,
}) => {
  const m = messagesOf('en');
  const t = m.FaqsAdmin;
  const rich = m.RichText;
  await page.goto(consolePath('/faqs', 'en'));
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await checkPage(page, 'en');

  const unique = Date.now().toString(36);
  const english = `How are samples shipped to buyers abroad (${unique})?`;
  const arabic = `كيف تُشحن العينات إلى المشترين في الخارج (${unique})؟`;
  await page.getByRole('button', { name: t.add }).click();
  const dialog = page.getByRole('dialog', { name: t.form.addTitle });
  await fillFields(dialog, [
    [t.form.category, { option: t.categories['2'] }],
    [t.form.tab, { option: t.tabs['3'] }],
    [t.form.question_eng, english],
    [t.form.question_ara, arabic],
  ]);
  const answerEn = new RegExp(`${t.form.answer}.*${rich.english}`);
  const answerAr = new RegExp(`${t.form.answer}.*${rich.arabic}`);
  await typeRichText(page, answerEn, 'By courier, with a pro forma invoice.');
  await typeRichText(page, answerAr, 'بالبريد السريع مع فاتورة مبدئية.');
  await expect(dialog.getByRole('textbox', { name: answerAr })).toHaveAttribute('dir', 'rtl');
  await expect(dialog.getByRole('textbox', { name: answerEn })).toHaveAttribute('dir', 'ltr');
  await expect(dialog.getByLabel(label(t.form.question_ara))).toHaveAttribute('dir', 'rtl');
  await checkPage(page, 'en');
  await dialog.getByRole('button', { name: t.form.save }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: t.done.created })).toBeVisible();

  // The buyers' FAQ page shows it on the next request, in English and in Arabic.
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const stranger = await visitor.newPage();
  for (const lang of ['en', 'ar'] as const) {
    await stranger.goto(BUYERS[lang]);
    const sections = stranger.getByTestId('buyers-faq-section');
    await expect(sections.nth(2)).toContainText(lang === 'en' ? english : arabic);
    await checkPage(stranger, lang);
  }

  // Deleted, asked first: the FAQ page no longer has it.
  await page.goto(`${consolePath('/faqs', 'en')}?category=2&tab=3&page_size=100`);
  await confirmDeletion(page, {
    open: t.deleteLabel.replace('{name}', english),
    title: t.confirm.deleteTitle.replace('{name}', english),
    text: t.confirm.deleteText,
    confirm: t.confirm.confirm,
    done: t.done.deleted.replace('{name}', english),
  });
  await stranger.goto(BUYERS.en);
  await expect(stranger.getByTestId('buyers-faq-section').nth(2)).not.toContainText(english);
  await visitor.close();
});

test('the guide’s editor opens with its seven steps, in English and Arabic', async ({ page }) => {
  // The guide's editor in both languages, each with axe (its rich-text editors load on first use).
  await page.goto(consolePath('/guide', 'en'));
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
