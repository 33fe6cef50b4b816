import sharp from 'sharp';

import { consolePath } from '../lib/navigation/console-path';

import {
  announced,
  expectConsoleList,
  fillFields,
  openAddForm,
  saveForm,
  searchConsoleList,
  signInNewStaff,
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

// Issue 29: an editor writes a news item in both languages with a picture, previews it in English
// and Arabic (a draft, with the preview bar; visitors still get 404), publishes it (on /news,
// /ar/news and the home page's latest news at once), then unpublishes it (its page is 404). The
// console's pages in English and Arabic, with axe and a phone's width.

test('an editor writes, previews, publishes and unpublishes a news item', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  // A news item written in both editors, previewed, published and unpublished, with the public
  // pages in between, each with axe.
  test.setTimeout(180_000);
  await signInNewStaff(page, { playwright, baseURL }, consolePath('/news', 'en'));
  const t = messagesOf('en').NewsAdmin;
  const rich = messagesOf('en').RichText;
  await expectConsoleList(page, 'en', t, 'console-news');

  // The form asks for both languages, then adds a draft with a picture.
  const unique = `SAMPLE Jordanian figs reach Oslo ${Date.now().toString(36)}`;
  const arabicTitle = 'التين الأردني يصل إلى أوسلو (عينة)';
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

  // Preview in English and in Arabic: the draft with the bar, never cached.
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
    await expectNoSeriousA11yViolations(tab);
    if (lang === 'ar') {
      await tab.getByRole('button', { name: words.exit }).click();
      await expect(tab.getByRole('region', { name: preview.label })).toHaveCount(0);
    }
    await tab.close();
  }
  // The preview never reached the public cache: the visitor still gets 404.
  expect((await stranger.goto(`/news/${id}`))!.status()).toBe(404);

  // Publish: on /news, /ar/news and the home page at once.
  await page.reload();
  await row.getByRole('button', { name: t.publishLabel.replace('{title}', unique) }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.publish }).click();
  await announced(page, t.done.published.replace('{title}', unique));
  await stranger.goto('/news');
  await expect(stranger.getByRole('link', { name: new RegExp(unique) }).first()).toBeVisible();
  await stranger.goto('/');
  await expect(stranger.getByText(unique).filter({ visible: true }).first()).toBeVisible();
  const article = await stranger.goto(`/news/${id}`);
  expect(article!.status()).toBe(200);
  await expect(stranger.getByRole('heading', { level: 1 })).toHaveText(unique);
  await expect(stranger.locator('img[src*="content"]').first()).toBeVisible();
  // After an Arabic page, the language cookie sends `/` to `/ar`: the English pages come first.
  await stranger.goto('/ar/news');
  await expect(stranger.getByText(arabicTitle).first()).toBeVisible();
  await stranger.goto('/ar');
  await expect(stranger.getByText(arabicTitle).filter({ visible: true }).first()).toBeVisible();

  // Unpublish: its page is 404 on the next request.
  await row.getByRole('button', { name: t.unpublishLabel.replace('{title}', unique) }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.unpublish }).click();
  await announced(page, t.done.unpublished.replace('{title}', unique));
  expect((await stranger.goto(`/news/${id}`))!.status()).toBe(404);
  await visitor.close();
});

test('the news console in Arabic: right to left, both editors in their own direction', async ({
  page,
  playwright,
  baseURL,
}) => {
  // The news console and its editors in Arabic, each page with axe.
  test.setTimeout(120_000);
  await signInNewStaff(page, { playwright, baseURL }, consolePath('/news', 'ar'), { locale: 'ar' });
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
