import {
  checkPage,
  escapeRegExp,
  expectNoSeriousA11yViolations,
  messagesOf,
  waitForInteractive,
} from './support';
import { expect, test, type Page } from './test';

// Issue 14, the buyer directories on the seeded samples (lib/db/seed/companies): local buyers from
// a sector to a subsector to an item to its company, the company page's filters, and the directory
// of page 160; in English and Arabic, with axe and the 390 px fit on every page.
// E2E_SHOTS_DIR=<folder> also saves each page at 1440 and 390 px.

const COMPANY = 'Tilal Dairy Industries Co. L.L.C.';

const locales = [
  {
    lang: 'en' as const,
    prefix: '',
    m: messagesOf('en'),
    sector: 'Food Processing',
    subsector: 'Dairy products',
    item: 'Labneh (strained yoghurt)',
    directory: '/pages/160-international-buyers',
    page2: 'Page 2',
  },
  {
    lang: 'ar' as const,
    prefix: '/ar',
    m: messagesOf('ar'),
    sector: 'الصناعات الغذائية',
    subsector: 'منتجات الألبان',
    item: 'لبنة',
    directory: `/pages/160-${encodeURIComponent('المشترون-الدوليون')}`,
    page2: 'الصفحة ٢',
  },
];

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const startsWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

for (const { lang, prefix, m, sector, subsector, item, directory, page2 } of locales) {
  const t = m.Buyers;

  test(`local buyers: sector, subsector, item, company and its filters (${lang})`, async ({
    page,
  }) => {
    // Six directory pages, each with axe and the 390 px fit.
    test.setTimeout(120_000);
    await page.goto(`${prefix}/local-buyers`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/local-buyers/products$`));
    await waitForInteractive(page);
    await expect(page.getByRole('link', { name: t.types.products, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByTestId('sector-tiles').getByRole('link')).not.toHaveCount(0);
    await checkPage(page, lang, 'local-buyers-sectors');

    await page.getByRole('link', { name: startsWith(sector) }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/local-buyers/products/3$`));
    await expect(h1(page)).toHaveText(sector);
    await checkPage(page, lang, 'local-buyers-subsectors');

    await page.getByRole('link', { name: startsWith(subsector) }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/local-buyers/products/3/301$`));
    await expect(h1(page)).toHaveText(subsector);
    await expect(page.getByTestId('item-card')).not.toHaveCount(0);
    await checkPage(page, lang, 'local-buyers-items');

    await page.getByRole('link', { name: item, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/buyers/products/\\d+$`));
    await expect(h1(page)).toHaveText(item);
    const company = page.getByTestId('item-company');
    await expect(company.getByRole('heading')).toHaveText(COMPANY);
    await checkPage(page, lang, 'buyer-item');

    await company.getByRole('link', { name: t.item.companyPage }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/buyers/1$`));
    await expect(h1(page)).toContainText(COMPANY);
    await expect(page.getByTestId('company-profile')).toBeVisible();
    const all = await page.getByTestId('item-card').count();
    expect(all).toBeGreaterThan(0);
    await checkPage(page, lang, 'buyer-company');

    const filters = page.getByTestId('company-filters');
    await filters.getByLabel(t.company.subIndustry).selectOption({ label: subsector });
    await filters.getByRole('button', { name: t.company.apply }).click();
    // A GET form sends its empty boxes too; the list's view leaves them out.
    await expect(page).toHaveURL(/\/buyers\/1\?(industry=&)?sub_ind=301#offerings$/);
    await expect(filters.getByLabel(t.company.subIndustry)).toHaveValue('301');
    await expect(page.getByTestId('item-card').first()).toBeVisible();
    await expect(page.getByRole('link', { name: item, exact: true })).toBeVisible();
    await checkPage(page, lang, 'buyer-company-filtered');
  });

  test(`the directory of page 160: text and sector filters, pages, empty state (${lang})`, async ({
    page,
  }) => {
    // The directory's filters, pages and empty state, each with axe and the 390 px fit.
    test.setTimeout(120_000);
    await page.goto(`${prefix}${directory}`);
    await waitForInteractive(page);
    const cards = page.getByTestId('company-card');
    await expect(cards).toHaveCount(12);
    await checkPage(page, lang, 'buyers-directory');

    await page.getByRole('link', { name: page2 }).click();
    await expect(page).toHaveURL(/\?page=2#directory$/);
    await expect(page.locator('[aria-current="page"]', { hasText: /^(2|٢)$/ })).toBeVisible();

    const search = page.getByTestId('directory-filters');
    await search.getByLabel(t.directory.search).fill('tilal');
    await search.getByRole('button', { name: t.directory.apply }).click();
    await expect(page).toHaveURL(/\?q=tilal&sector=#directory$/);
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('heading')).toHaveText(COMPANY);

    await search.getByLabel(t.directory.search).fill('');
    await search.getByLabel(t.directory.sector).selectOption({ label: sector });
    await search.getByRole('button', { name: t.directory.apply }).click();
    await expect(page).toHaveURL(/\?q=&sector=3#directory$/);
    await expect(cards.filter({ hasText: COMPANY })).toHaveCount(1);
    await expect(cards.first()).toContainText(sector);
    await checkPage(page, lang, 'buyers-directory-filtered');

    await search.getByLabel(t.directory.search).fill('no such exporter anywhere');
    await search.getByRole('button', { name: t.directory.apply }).click();
    await expect(page.getByTestId('empty-list')).toContainText(t.noData);
    await expect(cards).toHaveCount(0);

    await page.goto(`${prefix}${directory}?q=tilal`);
    await cards.getByRole('link', { name: COMPANY }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/buyers/1$`));
  });

  test(`unapproved records are not public; a changed company has no page button (${lang})`, async ({
    page,
  }) => {
    // Company 9 is in process, 11 refused before any approval; product 20 (ground cumin) is
    // approved, its company 4 waits for the review of a change (40): public, without the button.
    for (const path of ['/buyers/9', '/buyers/11', '/buyers/products/999999', '/buyers/x/1']) {
      const response = await page.goto(`${prefix}${path}`);
      expect(response?.status(), path).toBe(404);
    }
    await page.goto(`${prefix}/buyers/products/20`);
    const company = page.getByTestId('item-company');
    await expect(company.getByRole('heading')).toHaveText('Bahar Spices Co. L.L.C.');
    await expect(company.getByRole('link')).toHaveCount(0);
    await expect(company).toContainText(t.item.pendingCompany);
    await expectNoSeriousA11yViolations(page);
  });
}
