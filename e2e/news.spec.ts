import { formatNumber } from '../lib/i18n/format-number';

import { expectDocumentDirection, expectNoSeriousA11yViolations } from './support';
import { expect, test, type Page } from './test';

// The seed: 12 items, 11 published (id 12 is a draft), dated 2026-01-14 (id 1) to 2026-10-20 (id 11).
const PUBLISHED = 11;
const NEWEST_DATE = '2026-10-20';
const OLDEST_DATE = '2026-01-14';
const XSS_ITEM =
  '/news/11-Packaging-and-labelling-clinic-helps-food-exporters-meet-destination-market-rules';

const locales = [
  {
    lang: 'en' as const,
    prefix: '',
    title: 'Latest News & Updates',
    count: `${PUBLISHED} articles`,
    // Words of news 11's body (its seed writes its numbers in the language's digits).
    bodyWords: 'more than 70 products',
    sort: 'Sort by',
    page2: 'Go to page 2',
    digit2: '2',
    readMore: 'Read More',
  },
  {
    lang: 'ar' as const,
    prefix: '/ar',
    title: 'آخر الأخبار والمستجدات',
    count: `${formatNumber(PUBLISHED, 'ar')} مقالاً`,
    sort: 'الترتيب حسب',
    // Page numbers take the page's digits (issue 11: one digit rule in Arabic).
    page2: 'الانتقال إلى الصفحة ٢',
    digit2: '٢',
    readMore: 'اقرأ المزيد',
    bodyWords: 'أكثر من ٧٠ منتجاً',
  },
];

const cards = (page: Page) => page.getByTestId('news-card');
const firstCardDate = (page: Page) => cards(page).first().locator('time').getAttribute('datetime');

for (const locale of locales) {
  test.describe(`news (${locale.lang})`, () => {
    test('the list shows 9 cards, the count and the banner', async ({ page }) => {
      await page.goto(`${locale.prefix}/news`);
      await expectDocumentDirection(page, locale.lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale.title);
      await expect(cards(page)).toHaveCount(9);
      await expect(page.getByTestId('news-count')).toContainText(locale.count);
      expect(await firstCardDate(page)).toBe(NEWEST_DATE);
      await expectNoSeriousA11yViolations(page);
    });

    test('page 2 comes from the pagination and survives a reload', async ({ page }) => {
      await page.goto(`${locale.prefix}/news`);
      await page.getByRole('link', { name: locale.page2 }).click();
      // The address changes once the server has rendered the new page (slow on a cold dev server).
      await expect(page).toHaveURL(/\?page=2$/, { timeout: 30_000 });
      await expect(cards(page)).toHaveCount(PUBLISHED - 9);
      await expect(page.getByTestId('news-results')).toHaveAttribute('aria-busy', 'false');
      await page.reload();
      await expect(page).toHaveURL(/\?page=2$/);
      await expect(cards(page)).toHaveCount(PUBLISHED - 9);
      await expect(page.getByRole('link', { name: locale.page2 })).toHaveCount(0); // now current
      await expect(page.locator('[aria-current="page"]', { hasText: locale.digit2 })).toBeVisible();
    });

    test('oldest first reorders the list and goes back to page 1', async ({ page }) => {
      await page.goto(`${locale.prefix}/news?page=2`);
      // The select is a client island: retry until it has hydrated and handles the change.
      await expect(async () => {
        await page.getByLabel(locale.sort).selectOption('date-asc');
        await expect(page).toHaveURL(/\?sort=date-asc$/, { timeout: 10_000 });
      }).toPass();
      await expect(cards(page)).toHaveCount(9);
      await expect.poll(() => firstCardDate(page)).toBe(OLDEST_DATE);
      await page.reload();
      await expect(page.getByLabel(locale.sort)).toHaveValue('date-asc');
      expect(await firstCardDate(page)).toBe(OLDEST_DATE);
    });

    test('read more opens the detail with its breadcrumb', async ({ page }) => {
      await page.goto(`${locale.prefix}/news`);
      const card = cards(page).first();
      const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
      await card.getByRole('link', { name: new RegExp(`^${locale.readMore}`) }).click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/news/11-Packaging-`), {
        timeout: 30_000,
      });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const crumbs = page.getByTestId('page-banner').getByRole('navigation');
      await expect(crumbs.getByRole('link', { name: locale.title })).toBeVisible();
      await expect(page.getByTestId('news-article').locator('time')).toHaveAttribute(
        'datetime',
        NEWEST_DATE,
      );
      await expectNoSeriousA11yViolations(page);
    });

    test('the stored XSS attempt in news 11 stays inert', async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(`${locale.prefix}${XSS_ITEM}`);
      const body = page.getByTestId('news-article').getByTestId('rich-content');
      await expect(body).toContainText(locale.bodyWords);
      await page.waitForLoadState('load');
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
      await expect(body.locator('script')).toHaveCount(0);
      await expect(body.locator('[onerror]')).toHaveCount(0);
      await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
      expect(dialogs).toEqual([]);
    });
  });
}

test('a wrong slug redirects to the canonical address', async ({ page }) => {
  await page.goto('/news/11-old-title');
  await expect(page).toHaveURL(new RegExp(`${XSS_ITEM}$`));
  await page.goto('/ar/news/11');
  await expect(page).toHaveURL(new RegExp(`/ar${XSS_ITEM}$`));
});

test('an unknown, unpublished or malformed id answers 404', async ({ page }) => {
  for (const path of ['/news/999-no-such-item', '/news/12', '/ar/news/12-draft', '/news/abc']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});

test('an out-of-range page shows the last page', async ({ page }) => {
  await page.goto('/news?page=99');
  await expect(cards(page)).toHaveCount(PUBLISHED - 9);
});

test('the sponsor page shows its description and tariff, no website of a fictional sponsor; unknown ids are 404', async ({
  page,
}) => {
  await page.goto('/sponsor/1');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'Nabataea Export Finance Bank',
  );
  await expect(page.getByTestId('rich-content')).toContainText('letters of credit');
  // The seed's sponsors are fictional: no link to a site that could never load (issue 36).
  await expect(page.getByRole('link', { name: /Visit website/ })).toHaveCount(0);
  await expect(page.getByTestId('sponsor-page').getByRole('img')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/ar/sponsor/1');
  await expectDocumentDirection(page, 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('بنك الأنباط');
  await expect(page.getByRole('link', { name: /زيارة الموقع الإلكتروني/ })).toHaveCount(0);
  for (const path of ['/sponsor/999', '/sponsor/5', '/sponsor/x']) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
});
