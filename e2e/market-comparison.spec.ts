import { expectBarLabelsApart } from './helpers/chart';
import { checkPage, messagesOf, waitForInteractive } from './support';
import { expect, test, type Page } from './test';

// Issue 58: from the HS finder to "Compare markets", in English and Arabic: the finder's result
// leads to the heading's suggested markets (the largest importers first); the table sorts by
// growth through its column's link (the address keeps it); a market is removed and another added
// by plain links and a GET form; the chart's names and figures stand apart; the landed-cost
// column asks GET /api/landed-cost (stubbed here: features/landed-cost answers it) and says when
// it cannot. Arabic reads right to left with Arabic-Indic digits. Axe and the 390 px fit.

const locales = [
  { lang: 'en' as const, prefix: '', words: 'olive oil' },
  { lang: 'ar' as const, prefix: '/ar', words: 'زيت زيتون' },
];

const marketsOf = (page: Page) =>
  page
    .getByTestId('comparison-table')
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-market')));

for (const { lang, prefix, words } of locales) {
  const t = messagesOf(lang).MarketComparison;

  test(`${lang}: from the HS finder to the olive oil markets side by side, sorted, chosen, with the landed cost`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${prefix}/hs-finder?q=${encodeURIComponent(words)}`);
    const first = page.getByTestId('hs-result').first();
    await expect(first).toHaveAttribute('data-code', '1509');
    await first.getByTestId('compare-markets-link').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/compare-markets/1509$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('15.09');
    await expect(page.getByTestId('sample-notice')).toBeVisible();
    await expect(page.getByText(t.suggested)).toBeVisible();

    const table = page.getByTestId('comparison-table');
    const suggested = await marketsOf(page);
    expect(suggested.length).toBeGreaterThanOrEqual(3);
    expect(suggested.length).toBeLessThanOrEqual(6);
    expect(suggested[0]).toBe('US');
    await expect(table.locator('th[aria-sort="descending"]')).toHaveCount(1);
    const imports = table.locator('tbody tr').first().locator('td').first();
    await expect(imports).toContainText(lang === 'ar' ? /[٠-٩]/ : /[0-9]/);
    await checkPage(page, lang, 'compare-markets');

    // Sorted by growth: the address keeps the order.
    await table.locator('a[data-sort="growth"]').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/compare-markets/1509\\?sort=growth$`));
    await expect(table.locator('th[aria-sort="descending"]')).toContainText(t.table.growthNone);

    // One market fewer, then Germany added: the address names the markets.
    const chips = page.getByTestId('compared-markets').locator('li');
    await chips.last().getByRole('link').click();
    await expect(page).toHaveURL(/countries=/);
    const fewer = await marketsOf(page);
    expect(fewer).toHaveLength(suggested.length - 1);
    const add = page.getByTestId('add-market');
    const toAdd = fewer.includes('DE') ? 'EG' : 'DE';
    await add.selectOption(toAdd);
    await page.getByRole('button', { name: t.choose.addButton }).click();
    await expect(page).toHaveURL(new RegExp(`countries=[^&]*${toAdd}`));
    expect(await marketsOf(page)).toContain(toAdd);
    await expect(page).toHaveURL(/sort=growth/);

    // The chart: each market's name and figures apart, at 1440 px and on a phone.
    const chart = page.getByTestId('comparison-chart');
    await expectBarLabelsApart(chart);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectBarLabelsApart(chart);
    await page.setViewportSize({ width: 1440, height: 900 });

    // The landed cost: the API's answer in the column; a failed call says so, "—" in each row.
    const codes = await marketsOf(page);
    await page.route('**/api/landed-cost?**', (route) =>
      lang === 'en'
        ? route.fulfill({
            json: {
              markets: codes.map((country, index) => ({
                country,
                customs_basis: 'CIF',
                lines: [],
                total_jod: 1200 + index,
                total_local: { amount: 6000 + index, currency: 'SAR' },
                unknown: [],
              })),
            },
          })
        : route.fulfill({ status: 503, json: { message: 'unavailable' } }),
    );
    await waitForInteractive(page);
    const landed = page.getByTestId('landed-cost');
    await landed.getByLabel(t.landed.value).fill('1000');
    await landed.getByRole('button', { name: t.landed.submit }).click();
    const firstRow = landed.locator('tbody tr').first();
    if (lang === 'en') {
      await expect(firstRow.locator('td')).toContainText('1,200');
    } else {
      await expect(landed.getByText(t.landed.failed)).toBeVisible();
      await expect(firstRow.locator('td')).toHaveText(t.landed.none);
    }
    await checkPage(page, lang);
  });
}
