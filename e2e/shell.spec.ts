import {
  expectDocumentDirection,
  expectNoSeriousA11yViolations,
  waitForInteractive,
} from './support';
import { expect, test, type Page } from './test';

const storedLocale = (page: Page) => page.evaluate(() => window.localStorage.getItem('locale'));

test.describe('the shell every page shares', () => {
  test('English home: header, navigation and footer from the database', async ({ page }) => {
    await page.goto('/');
    await expectDocumentDirection(page, 'en');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Exporters', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Trade Agreements', exact: true })).toBeVisible();
    const footer = page.getByTestId('site-footer');
    await expect(footer.getByRole('heading', { name: 'Help & Support' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Site Map' })).toBeVisible();
    await expect(page.getByTestId('copyright')).toContainText(String(new Date().getFullYear()));
    await expect(page).toHaveTitle(/\| Jordan Exports$/);
    await expectNoSeriousA11yViolations(page);
  });

  test('Arabic home: right to left, Arabic texts and a mirrored layout', async ({ page }) => {
    await page.goto('/ar');
    await expectDocumentDirection(page, 'ar');
    const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    await expect(nav.getByRole('link', { name: 'المصدرون', exact: true })).toBeVisible();
    await expect(page.getByTestId('copyright')).toContainText('جميع الحقوق محفوظة');
    // Mirrored: the logo sits right of the navigation, and the first menu item right of the last.
    const logo = await page
      .getByRole('link', { name: 'الصفحة الرئيسية لصادرات الأردن' })
      .boundingBox();
    const items = nav.locator(':scope > ul > li');
    const first = await items.first().boundingBox();
    const last = await items.last().boundingBox();
    expect(logo!.x).toBeGreaterThan(first!.x);
    expect(first!.x).toBeGreaterThan(last!.x);
    await expectNoSeriousA11yViolations(page);
  });

  test('the bare root goes to Arabic unless the browser prefers English', async ({ browser }) => {
    const french = await browser.newContext({ locale: 'fr-FR' });
    const page = await french.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/ar$/);
    await expectDocumentDirection(page, 'ar');
    await french.close();

    const english = await browser.newContext({ locale: 'en-GB' });
    const englishPage = await english.newPage();
    await englishPage.goto('/');
    await expect(englishPage).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expectDocumentDirection(englishPage, 'en');
    await english.close();
  });

  test('the language switch keeps the visitor on the same page and remembers the choice for a year', async ({
    page,
    context,
  }) => {
    await page.goto('/pages/120-export-guide');
    await expect(page.getByRole('heading', { level: 1, name: 'Export Guide' })).toBeVisible();
    await waitForInteractive(page);
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL(/\/ar\/pages\/120-/);
    await expect(page.getByRole('heading', { level: 1, name: 'دليل التصدير' })).toBeVisible();
    await expectDocumentDirection(page, 'ar');
    const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
    expect(cookie?.value).toBe('ar');
    expect(cookie!.expires * 1000).toBeGreaterThan(Date.now() + 364 * 24 * 3600 * 1000);
    // part 3 "Locale handling": and in local storage.
    expect(await storedLocale(page)).toBe('ar');
    await expectNoSeriousA11yViolations(page);

    await waitForInteractive(page);
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL(/\/pages\/120-export-guide$/);
    await expectDocumentDirection(page, 'en');
    await expect.poll(() => storedLocale(page)).toBe('en');
  });

  // Issue 36: a cookie gone (expired, or cleared alone) while local storage keeps the choice.
  for (const [browserLocale, chosen] of [
    ['en-GB', 'ar'],
    ['fr-FR', 'en'],
  ] as const) {
    test(`the bare root follows a choice kept only in local storage (${chosen}, browser ${browserLocale})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ locale: browserLocale });
      const page = await context.newPage();
      await page.goto(chosen === 'ar' ? '/ar/news' : '/news');
      await expect.poll(() => storedLocale(page)).toBe(chosen);
      await context.clearCookies();

      await page.goto('/');
      await expect(page).toHaveURL(chosen === 'ar' ? /\/ar$/ : /127\.0\.0\.1:\d+\/$/);
      await expectDocumentDirection(page, chosen);
      await expect
        .poll(async () => (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value)
        .toBe(chosen);
      await expectNoSeriousA11yViolations(page);
      await context.close();
    });
  }

  test('an Arabic slug under /pages selects Arabic', async ({ page }) => {
    await page.goto(`/pages/120-${encodeURIComponent('دليل-التصدير')}`);
    await expect(page).toHaveURL(/\/ar\/pages\/120-/);
    await expectDocumentDirection(page, 'ar');
  });
});
