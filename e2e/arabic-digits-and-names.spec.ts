import { textsWithDigits } from './helpers/arabic-text';
import { memberInNewContext } from './helpers/member';
import {
  expectDocumentDirection,
  expectNoSeriousA11yViolations,
  messagesOf,
  waitForInteractive,
} from './support';
import { expect, test, type Page } from './test';

// Issue 25, items 11 and 12 (docs/decisions/look-and-speed.md "Digits in Arabic", "Latin values in Arabic text").
// 11: an Arabic page writes its counts, page numbers and dates in Arabic-Indic digits, through one
// formatter (lib/i18n/format-number.ts); only identifiers a visitor types back (phones, e-mail and
// web addresses, HS codes: BidiText latin, marked data-latin) keep Western digits. Values written
// by people (names, subjects: a bdi) keep what their author wrote, and so do the news items'
// titles and excerpts (other journeys edit them while this one runs).
// 12: a Latin company name inside Arabic text is isolated, its final full stop at its end.
// The digits of each list page, in both languages, are checked by the page sweep
// (e2e/page-sweep.spec.ts); here the pagination, the identifiers and the names.

const PASSWORD = 'Petra-Olive-Press-2026';
/** Seed company 1, approved: its registered name ends with a full stop. */
const COMPANY = 'Tilal Dairy Industries Co. L.L.C.';

test('the Arabic news list numbers its pages and dates in Arabic-Indic digits', async ({
  page,
}) => {
  await page.goto('/ar/news');
  await waitForInteractive(page);
  const pages = page.getByRole('navigation', { name: messagesOf('ar').News.pagination.label });
  await expect(pages.getByRole('link', { name: /٢/ }).first()).toBeVisible();
  await expect(page.locator('[data-testid="news-card"] time').first()).toHaveText(
    /^[^0-9]*[\u0660-\u0669][^0-9]*$/,
  );
  await pages.getByRole('link', { name: /٢/ }).first().click();
  await expect(page).toHaveURL(/\/ar\/news\?page=2/);
  await expect(page.locator('[aria-current="page"]', { hasText: /^٢$/ })).toBeVisible();
  // As the page renders after a client-side navigation (the sweep checks it as loaded).
  expect(await textsWithDigits(page, 'western')).toEqual([]);
});

test('institution phones, e-mail and web addresses are isolated identifiers', async ({ page }) => {
  await page.goto('/ar/export-trade-support-institutions');
  await waitForInteractive(page);
  const websites = page.locator('[data-testid="institution-card"] a[target="_blank"] bdi');
  await expect(websites.first()).toHaveAttribute('dir', 'ltr');
  await expect(websites.first()).toHaveAttribute('data-latin', '');
});

/**
 * Where the characters of a Latin name inside `selector`'s bdi are drawn: its computed
 * unicode-bidi, its text, and the horizontal positions of its first character, the one before its
 * last and its last (the full stop).
 */
async function nameLayout(page: Page, selector: string) {
  return page.locator(selector).evaluate((bdi) => {
    const text = bdi.firstChild as Text;
    const box = (index: number) => {
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      const rect = range.getBoundingClientRect();
      return { left: rect.left, right: rect.right };
    };
    const length = text.data.length;
    const container = bdi.parentElement!.getBoundingClientRect();
    return {
      unicodeBidi: getComputedStyle(bdi).unicodeBidi,
      text: bdi.textContent,
      first: box(0),
      beforeLast: box(length - 2),
      last: box(length - 1),
      bdi: bdi.getBoundingClientRect().toJSON() as { left: number; right: number },
      container: { left: container.left, right: container.right },
    };
  });
}

/** The name reads left to right inside the Arabic line: its full stop last, to the right. */
function expectReadsInOrder(layout: Awaited<ReturnType<typeof nameLayout>>) {
  expect(layout.text).toBe(COMPANY);
  expect(layout.unicodeBidi).toBe('isolate');
  expect(layout.last.left).toBeGreaterThanOrEqual(layout.beforeLast.right - 1);
  expect(layout.first.left).toBeLessThan(layout.last.left);
}

test('a Latin company name keeps its full stop at its end on Arabic pages', async ({ page }) => {
  await page.goto('/ar/buyers/1');
  await waitForInteractive(page);
  await expectDocumentDirection(page, 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COMPANY);
  expectReadsInOrder(await nameLayout(page, '[data-testid="page-banner"] h1 bdi'));
  // The breadcrumb's last crumb is the name too, isolated the same way.
  expectReadsInOrder(await nameLayout(page, '[data-testid="page-banner"] nav li:last-child bdi'));
  await expectNoSeriousA11yViolations(page);
});

test('the contact dialog names a Latin company in an Arabic sentence, in order', async ({
  browser,
}) => {
  // A member registered through the API, then the company's page and its contact dialog (its code
  // loads on first use), with axe.
  test.setTimeout(90_000);
  const { context, page } = await memberInNewContext(browser, {
    email: `bidi-${Date.now()}@example.jo`,
    password: PASSWORD,
    name: 'Lina',
    lang: 'ar',
  });

  const m = messagesOf('ar').BuyerMessages.contact;
  await page.goto('/ar/buyers/1');
  await waitForInteractive(page);
  await page.getByTestId('contact-exporter').getByRole('button', { name: m.open }).click();
  const title = m.dialogTitle.replace('{company}', COMPANY).replace(/<\/?name>/g, '');
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  const heading = dialog.locator('h2').filter({ has: page.locator('bdi') });
  const layout = await nameLayout(page, `[role="dialog"] h2 bdi`);
  expectReadsInOrder(layout);
  // In the right-to-left line the Arabic words come first, on the right, and the name after them.
  const words = await heading.evaluate((element) => {
    const text = element.firstChild as Text;
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, 1);
    return range.getBoundingClientRect().left;
  });
  expect(words).toBeGreaterThan(layout.bdi.right - 1);
  await expectNoSeriousA11yViolations(page);
  await context.close();
});
