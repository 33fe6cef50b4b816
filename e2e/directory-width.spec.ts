import {
  expectDocumentDirection,
  expectNoSeriousA11yViolations,
  waitForInteractive,
} from './support';
import { expect, test, type Page } from './test';

// Issue 25 "Directories use 60 % of a desktop screen": at 1440 px each directory's list spans the
// page's content width (pages 150 and 160 once held it to the 860 px text column), the
// institutions' filters sit in one row with room for each box, and at 390 px nothing is wider than
// the screen. In English and Arabic, with axe.

const DIRECTORIES = [
  { path: '/export-trade-support-institutions', list: '#institutions > ul' },
  { path: '/pages/150', list: '#institutions > ul' },
  { path: '/pages/160', list: '[data-testid="company-grid"]' },
  { path: '/local-buyers/products', list: '[data-testid="sector-tiles"]' },
  { path: '/local-buyers/products/3/301', list: '[data-testid="item-grid"]' },
  { path: '/pool-of-experts', list: '[data-testid="expert-pool"]' },
  { path: '/international-events', list: '#events > ul' },
];

/** The page's content width: the banner's container without its side padding. */
const contentWidth = (page: Page) =>
  page.evaluate(() => {
    const container = document.querySelector<HTMLElement>('[data-testid="page-banner"] .container');
    if (!container) return 0;
    const style = getComputedStyle(container);
    return (
      container.clientWidth -
      parseFloat(style.paddingInlineStart) -
      parseFloat(style.paddingInlineEnd)
    );
  });

const pageWidths = (page: Page) =>
  page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));

for (const lang of ['en', 'ar'] as const) {
  const prefix = lang === 'ar' ? '/ar' : '';

  for (const { path, list } of DIRECTORIES) {
    test(`${lang} ${path}: the list spans the content width at 1440 px and fits 390 px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${prefix}${path}`);
      await waitForInteractive(page);
      await expectDocumentDirection(page, lang);
      const content = await contentWidth(page);
      expect(content, 'the banner has a content container').toBeGreaterThan(1000);
      const box = (await page.locator(list).first().boundingBox())!;
      expect(box.width, `${path}: ${box.width}px of ${content}px`).toBeGreaterThanOrEqual(
        content * 0.8,
      );
      expect((await pageWidths(page)).page).toBeLessThanOrEqual(1440);
      await expectNoSeriousA11yViolations(page);

      await page.setViewportSize({ width: 390, height: 844 });
      const phone = await pageWidths(page);
      expect(phone.page, `${path} is ${phone.page}px wide`).toBeLessThanOrEqual(phone.screen);
      const narrow = (await page.locator(list).first().boundingBox())!;
      expect(narrow.x).toBeGreaterThanOrEqual(0);
      expect(narrow.x + narrow.width).toBeLessThanOrEqual(phone.screen);
    });
  }

  test(`${lang}: the institutions' filters sit in one row with room at 1440 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${prefix}/export-trade-support-institutions`);
    await waitForInteractive(page);
    const fields = page.locator('#institutions form fieldset').locator('input, select');
    await expect(fields).toHaveCount(4);
    const boxes = await Promise.all(
      [0, 1, 2, 3].map(async (index) => (await fields.nth(index).boundingBox())!),
    );
    // One row: every box overlaps the first one's line (a search box may sit a few pixels apart).
    for (const box of boxes) {
      expect(box.y, 'one row').toBeLessThan(boxes[0]!.y + boxes[0]!.height);
      expect(box.y + box.height, 'one row').toBeGreaterThan(boxes[0]!.y);
      expect(box.width, 'room for the choices').toBeGreaterThanOrEqual(180);
    }
    const submit = page.locator('#institutions form button[type="submit"]');
    expect(Math.abs((await submit.boundingBox())!.y - boxes[0]!.y)).toBeLessThan(8);

    // On a phone the boxes wrap, one a line, within the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    const phone = await pageWidths(page);
    expect(phone.page).toBeLessThanOrEqual(phone.screen);
    const first = (await fields.nth(0).boundingBox())!;
    const second = (await fields.nth(1).boundingBox())!;
    expect(second.y).toBeGreaterThan(first.y + first.height - 1);
    expect(first.x + first.width).toBeLessThanOrEqual(phone.screen);
  });
}
