import sharp from 'sharp';

import { consolePath } from '../lib/navigation/console-path';

import { ADMIN_STATE } from './helpers/console';
import {
  confirmDeletion,
  expectConsoleList,
  fillFields,
  openAddForm,
  saveForm,
  searchConsoleList,
  typeRichText,
} from './helpers/console-record';
import {
  checkPage,
  expectDocumentDirection,
  expectNoSeriousA11yViolations,
  label,
  messagesOf,
  setupHeaders,
} from './support';
import { expect, test } from './test';

// Issue 29: an editor writes a news item in both languages with a picture and previews it in
// English and Arabic (a draft, with the preview bar, never cached; visitors still get 404), then
// deletes it, asked first. The item stays a draft from start to end, so no public list or count
// another journey reads ever holds it (issue 54); publishing and unpublishing, with the public
// pages, lists and search following at once, are tests/api/staff-news.test.ts's. The console's
// pages in English and Arabic, with axe and a phone's width.

test.use({ storageState: ADMIN_STATE });

test('an editor writes a news item, previews it in both languages, and deletes it', async ({
  page,
  browser,
}) => {
  await page.goto(consolePath('/news', 'en'));
  const t = messagesOf('en').NewsAdmin;
  const rich = messagesOf('en').RichText;
  await expectConsoleList(page, 'en', t, 'console-news');

  // The form asks for both languages, then adds a draft with a picture.
  const unique = `SAMPLE Jordanian figs reach Oslo ${Date.now().toString(36)}`;
  const arabicTitle = `التين الأردني يصل إلى أوسلو (عينة ${Date.now().toString(36)})`;
  const dialog = await openAddForm(page, 'en', t);
  await fillFields(dialog, [
    [t.form.DESCRIPTION_ENG, unique],
    [t.form.DESCRIPTION_ARA, arabicTitle],
  ]);
  const english = new RegExp(`${t.form.body}.*${rich.english}`);
  const arabic = new RegExp(`${t.form.body}.*${rich.arabic}`);
  await typeRichText(page, english, 'The first figs from Madaba were sold in Oslo.');
  await typeRichText(page, arabic, 'بيعت أول شحنة من تين مادبا في أوسلو.');
  await expect(dialog.getByRole('textbox', { name: arabic })).toHaveAttribute('dir', 'rtl');
  await expect(dialog.getByRole('textbox', { name: english })).toHaveAttribute('dir', 'ltr');
  const picture = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: '#7a3e00' },
  })
    .png()
    .toBuffer();
  await dialog
    .getByLabel(label(t.form.image))
    .setInputFiles({ name: 'figs.png', mimeType: 'image/png', buffer: picture });
  await expect(dialog.getByRole('img', { name: t.form.imageAlt })).toBeVisible();
  await checkPage(page, 'en', 'console-news-form');
  await saveForm(page, dialog, t.form.save, t.done.created.replace('{title}', unique));

  await searchConsoleList(page, 'en', t, unique);
  await expect(page.getByTestId('news-total')).toHaveText('1 news item');
  const row = page.getByRole('table', { name: t.tableLabel }).getByRole('row').nth(1);
  await expect(row).toContainText(t.status.draft);
  const id = Number(await row.getAttribute('data-news'));

  // A visitor does not see the draft.
  const visitor = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    extraHTTPHeaders: setupHeaders(),
  });
  const stranger = await visitor.newPage();
  expect((await stranger.goto(`/news/${id}`))!.status()).toBe(404);

  // Preview in English and in Arabic: the draft with the bar, its picture, never cached.
  const preview = messagesOf('en').Preview;
  for (const [lang, testId] of [
    ['en', 'news-preview-en'],
    ['ar', 'news-preview-ar'],
  ] as const) {
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      row.getByTestId(testId).click(),
    ]);
    // The preview route redirects to the article; its answer is read again to see its headers.
    await tab.waitForURL(/\/news\/\d+-/);
    const answer = await tab.reload();
    expect(answer!.headers()['cache-control']).toMatch(/private|no-store/);
    await expectDocumentDirection(tab, lang);
    const words = messagesOf(lang).Preview;
    await expect(tab.getByRole('region', { name: words.label })).toContainText(words.title);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(
      lang === 'ar' ? arabicTitle : unique,
    );
    await expect(tab.locator('img[src*="content"]').first()).toBeVisible();
    await expectNoSeriousA11yViolations(tab);
    if (lang === 'ar') {
      await tab.getByRole('button', { name: words.exit }).click();
      await expect(tab.getByRole('region', { name: preview.label })).toHaveCount(0);
    }
    await tab.close();
  }
  // The preview never reached the public cache: the visitor still gets 404.
  expect((await stranger.goto(`/news/${id}`))!.status()).toBe(404);
  await visitor.close();

  // Deleted, asked first: gone from the console's list.
  await confirmDeletion(page, {
    open: t.deleteLabel.replace('{title}', unique),
    title: t.confirm.deleteTitle.replace('{title}', unique),
    text: t.confirm.deleteText,
    confirm: t.delete,
    done: t.done.deleted.replace('{title}', unique),
  });
  await expect(page.getByTestId('console-news-empty')).toBeVisible();
});

test('the news console in Arabic: right to left, both editors in their own direction', async ({
  page,
}) => {
  // The news console and its editors in Arabic, each page with axe.
  await page.goto(consolePath('/news', 'ar'));
  const t = messagesOf('ar').NewsAdmin;
  const rich = messagesOf('ar').RichText;
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await checkPage(page, 'ar', 'console-news');
  await page.getByRole('button', { name: t.add }).click();
  const dialog = page.getByRole('dialog', { name: t.form.addTitle });
  const arabic = dialog.getByRole('textbox', {
    name: new RegExp(`${t.form.body}.*${rich.arabic}`),
  });
  const english = dialog.getByRole('textbox', {
    name: new RegExp(`${t.form.body}.*${rich.english}`),
  });
  await expect(arabic).toHaveAttribute('dir', 'rtl');
  await expect(arabic).toHaveAttribute('lang', 'ar');
  await expect(english).toHaveAttribute('dir', 'ltr');
  await expect(english).toHaveAttribute('lang', 'en');
  await dialog.getByRole('button', { name: t.form.save }).click();
  await expect(dialog.getByText(messagesOf('ar').rules.required).first()).toBeVisible();
  await checkPage(page, 'ar', 'console-news-form');
});
