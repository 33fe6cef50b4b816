import { mkdir } from 'node:fs/promises';

import {
  escapeRegExp,
  expectDocumentDirection,
  expectNoSeriousA11yViolations,
  label,
  messagesOf,
} from './support';
import { expect, test, waitForHydration, type Locator, type Page } from './test';

// Issue 37, part 3: market access for a product and a partner, in English and Arabic, on a
// desktop (1440 px) and a phone (390 px). A visitor finds a code by words with the HS finder's
// combobox, chooses a partner and opens the product's market access; the map's country page and
// the agreements list lead there through their HS code box; the suspended Jordan–Turkey FTA says
// so. The Arabic pages read right to left; axe on each page, no sideways scroll.
// E2E_SHOTS_DIR=<folder> saves each page.

const SHOTS = process.env.E2E_SHOTS_DIR;

const LOCALES = [
  { lang: 'en' as const, prefix: '', words: 'olive oil', us: 'United States of America' },
  { lang: 'ar' as const, prefix: '/ar', words: 'زيت زيتون', us: 'الولايات المتحدة الأمريكية' },
];
const WIDTHS = [1440, 390];
/** The map's country page of the United States (the seed's first). */
const US_PAGE = 1;
const US_FTA = 2;
const TURKEY_FTA = 7;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function checkPage(page: Page, lang: 'en' | 'ar', shot: string) {
  await expectDocumentDirection(page, lang);
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page, `${page.url()} is ${widths.page}px wide`).toBeLessThanOrEqual(widths.screen);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, shot);
}

const card = (page: Page, id: number): Locator =>
  page.locator(`[data-testid="access-card"][data-agreement="${id}"]`);

for (const { lang, prefix, words, us } of LOCALES) {
  const m = messagesOf(lang);
  const t = m.MarketAccess;

  for (const width of WIDTHS) {
    test.describe(`${lang} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test(`${lang} ${width}: finds a code by words, chooses a partner and opens its market access`, async ({
        page,
      }) => {
        await page.goto(`${prefix}/market-access`);
        await expect(page.getByRole('heading', { level: 1, name: t.entry.title })).toBeVisible();
        await checkPage(page, lang, `market-access-entry-${lang}-${width}`);

        const form = page.getByTestId('market-access-form');
        const code = form.getByRole('combobox', { name: label(t.form.code) });
        await code.fill(words);
        const list = page.getByRole('listbox', { name: m.HsCodeField.listLabel });
        await expect(list.getByRole('option').first()).toContainText('15.09');
        await list.getByRole('option').first().click();
        await expect(code).toHaveValue('1509');
        await form.getByLabel(label(t.form.country)).selectOption('US');
        await form.getByRole('button', { name: t.form.submit }).click();

        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(prefix)}/market-access/1509/US$`));
        await waitForHydration(page);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(us);
        await expect(page.getByTestId('market-access-product')).toContainText('15.09');
        const fta = card(page, US_FTA);
        await expect(fta.getByTestId('legal-status')).toHaveText(t.status.in_force);
        await expect(fta.getByTestId('preferential-duty')).toContainText(
          lang === 'ar' ? 'معفاة' : 'Free (0 %)',
        );
        await expect(fta.getByTestId('general-rule')).toContainText(lang === 'ar' ? '٣٥٪' : '35%');
        await expect(fta.getByTestId('figure-source').first()).toBeVisible();
        // No tariff provider in the journeys: the MFN is not entered, and the agency is offered.
        await expect(fta.getByTestId('mfn-duty')).toContainText(t.notAvailable);
        await expect(fta.getByRole('button', { name: t.ask.button })).toBeVisible();
        if (lang === 'ar') {
          // Dates in Arabic-Indic digits; the code stays Latin.
          await expect(fta.getByTestId('preferential-duty')).toContainText('٢٠١٠');
          await expect(
            page.getByTestId('market-access-product').locator('[data-latin]').first(),
          ).toHaveText('15.09');
        }
        await checkPage(page, lang, `market-access-${lang}-${width}`);
      });
    });
  }

  test(`${lang}: the map's country page leads to a heading's market access through its HS code box`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/fta-country-agreement/${US_PAGE}`);
    const box = page.getByTestId('market-access-box');
    await expect(box.getByRole('heading', { name: t.box.title })).toBeVisible();
    await box.getByLabel(t.form.code).fill('6109');
    await box.getByRole('button', { name: t.box.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(prefix)}/market-access/6109/US$`));
    await expect(card(page, US_FTA).getByTestId('preferential-duty')).toContainText(
      lang === 'ar' ? 'معفاة' : 'Free',
    );
  });

  test(`${lang}: an agreement of the list leads to a partner's market access`, async ({ page }) => {
    await page.goto(`${prefix}/free-trade-agreements`);
    const title =
      lang === 'ar' ? 'اتفاقية الشراكة الأردنية الأوروبية' : 'EU–Jordan Association Agreement';
    const eu = page
      .getByTestId('agreement-card')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    const box = eu.getByTestId('market-access-box');
    await box.getByLabel(t.form.code).fill('33.04');
    await box.getByLabel(t.form.country).selectOption('DE');
    await box.getByRole('button', { name: t.box.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(prefix)}/market-access/3304/DE$`));
    await expect(card(page, 3).getByTestId('general-rule')).toContainText(t.rule.proofKinds.eur1);
  });

  test(`${lang}: the suspended Jordan–Turkey FTA says so, with its source`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${prefix}/market-access/1509/TR`);
    const turkey = card(page, TURKEY_FTA);
    await expect(turkey.getByTestId('legal-status')).toHaveText(t.status.suspended);
    await expect(turkey).toContainText(
      lang === 'ar' ? 'لا تُطبّق أي أفضلية' : 'no preference applies',
    );
    await expect(turkey.getByTestId('figure-source')).toContainText(
      lang === 'ar' ? '٢٠١٨' : '2018',
    );
    await checkPage(page, lang, `market-access-suspended-${lang}-390`);
  });

  test(`${lang}: words sent without a pick are answered with the finder's codes`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/market-access?hs=${encodeURIComponent(words)}&country=US`);
    await expect(page.getByTestId('code-problem')).toBeVisible();
    const first = page.getByTestId('code-suggestions').getByRole('link').first();
    await expect(first).toContainText('15.09');
    await checkPage(page, lang, `market-access-words-${lang}`);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(prefix)}/market-access/1509/US$`));
  });
}
