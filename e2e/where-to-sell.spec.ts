import { expectAxisLabelsApart, shootChart } from './helpers/chart';
import { checkPage, messagesOf, waitForInteractive } from './support';
import { expect, test, type Locator } from './test';

// Issue 38: from the HS finder to "Where to sell", in English and Arabic, on a phone (390 px) and
// a desktop (1440 px): the finder's result leads to the heading's markets; the table is sorted by
// import value, then by growth through its column's link (the address keeps the order); the bar
// chart opens on request; the Arabic page reads right to left with Arabic-Indic digits. Axe and
// the 390 px fit on each page.

const locales = [
  { lang: 'en' as const, prefix: '', words: 'olive oil' },
  { lang: 'ar' as const, prefix: '/ar', words: 'زيت زيتون' },
];

const numbersOf = async (rows: Locator, attribute: string) =>
  (
    await rows.evaluateAll(
      (elements, name) => elements.map((element) => element.getAttribute(name)),
      attribute,
    )
  )
    .filter((value): value is string => value !== null && value !== '')
    .map(Number);

const descending = (values: number[]) => [...values].sort((a, b) => b - a);

for (const { lang, prefix, words } of locales) {
  const t = messagesOf(lang).WhereToSell;
  const usa = lang === 'ar' ? 'الولايات المتحدة' : 'United States';

  test(`${lang}: from the HS finder to where to sell olive oil, sorted by growth, with its chart`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${prefix}/hs-finder?q=${encodeURIComponent(words)}`);
    const first = page.getByTestId('hs-result').first();
    await expect(first).toHaveAttribute('data-code', '1509');
    // Issue 45: the results' country chooser, then a result's "Market access", then back to where
    // to sell from the market-access page.
    await page
      .getByTestId('market-access-chooser')
      .getByLabel(messagesOf(lang).MarketAccess.form.country)
      .selectOption('US');
    await first.getByTestId('market-access-button').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/market-access/1509/US$`));
    await page.getByTestId('where-to-sell-link').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/where-to-sell/1509$`));
    await page.goto(`${prefix}/hs-finder?q=${encodeURIComponent(words)}`);
    await expect(first).toHaveAttribute('data-code', '1509');
    await first.getByTestId('where-to-sell-link').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/where-to-sell/1509$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('15.09');
    await expect(page.getByTestId('sample-notice')).toContainText(t.sample.title);
    await expect(page.getByTestId('trade-source').first()).toContainText('BACI');

    const table = page.getByTestId('markets-table');
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThanOrEqual(10);
    const values = await numbersOf(rows, 'data-value');
    expect(values).toEqual(descending(values));
    await expect(rows.first()).toHaveAttribute('data-market', 'US');
    await expect(table.locator('th[aria-sort="descending"]')).toContainText(t.table.value);
    const rank = rows.first().locator('td').first();
    await expect(rank).toHaveText(lang === 'ar' ? '١' : '1');
    if (lang === 'ar') await expect(rows.first().locator('td').nth(1)).toContainText(/[٠-٩]/);
    await checkPage(page, lang, 'where-to-sell');

    await page.setViewportSize({ width: 1440, height: 900 });
    const rankHeader = (await table.locator('thead th').nth(0).boundingBox())!;
    const marketHeader = (await table.locator('thead th').nth(1).boundingBox())!;
    if (lang === 'ar') expect(rankHeader.x).toBeGreaterThan(marketHeader.x);
    else expect(rankHeader.x).toBeLessThan(marketHeader.x);

    await table.locator('a[data-sort="growth"]').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/where-to-sell/1509\\?sort=growth$`));
    await expect(table.locator('th[aria-sort="descending"]')).toContainText(t.table.growthNone);
    const growth = await numbersOf(rows, 'data-growth');
    expect(growth.length).toBeGreaterThan(5);
    expect(growth).toEqual(descending(growth));

    await waitForInteractive(page);
    const panel = page.getByTestId('markets-chart-panel');
    await panel.locator('summary').click();
    const chart = page.getByTestId('markets-chart');
    await expect(chart).toHaveAttribute('aria-label', /./);
    await expect(chart.locator('svg').first()).toBeVisible();
    // The largest market's bar is named on its axis.
    await expect(chart.locator('svg text').filter({ hasText: usa })).toHaveCount(1);
    // Its axis labels stand apart at 1440 px and on a phone (issue 45: the Arabic ones collided).
    await expectAxisLabelsApart(chart);
    await shootChart(chart, `where-to-sell-axis-${lang}-1440`);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAxisLabelsApart(chart);
    await shootChart(chart, `where-to-sell-axis-${lang}-390`);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(page.getByTestId('market-map').locator('path[data-country="US"]')).toHaveAttribute(
      'data-shade',
      '5',
    );
    await checkPage(page, lang, 'where-to-sell-chart');

    // Issue 45: on to the product's market access in one of its markets.
    const chooser = page.getByTestId('market-access-chooser');
    await chooser.getByLabel(messagesOf(lang).MarketAccess.form.country).selectOption('US');
    await chooser.getByRole('button', { name: messagesOf(lang).MarketAccess.form.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/market-access/1509/US$`));
  });
}
