import { checkPage, escapeRegExp, label, messagesOf, PHONE } from './support';
import { expect, test, waitForHydration, type Locator, type Page } from './test';

// Issue 37, part 3: market access for a product and a partner, in English and Arabic. A visitor
// finds a code by words with the HS finder's combobox, chooses a partner and opens the product's
// market access; the map's country page and the agreements list lead there through their HS code
// box; the terminated Jordan–Turkey FTA says so. Issue 45: 1509.10 of HS 2017 typed in the form
// leads to the choice of 1509.20, .30 and .40; 3002.20, which became 3002.41 alone, redirects there
// with a note. The pages of the first journey at 390 and 1440 px
// (direction, fit, axe) are in the page sweep (e2e/page-sweep.spec.ts); the other states are
// checked here. E2E_SHOTS_DIR=<folder> saves each of those.

const LOCALES = [
  { lang: 'en' as const, prefix: '', words: 'olive oil', us: 'United States of America' },
  { lang: 'ar' as const, prefix: '/ar', words: 'زيت زيتون', us: 'الولايات المتحدة الأمريكية' },
];
/** The map's country page of the United States (the seed's first). */
const US_PAGE = 1;
const US_FTA = 2;
const TURKEY_FTA = 7;

const card = (page: Page, id: number): Locator =>
  page.locator(`[data-testid="access-card"][data-agreement="${id}"]`);

for (const { lang, prefix, words, us } of LOCALES) {
  const m = messagesOf(lang);
  const t = m.MarketAccess;

  test(`${lang}: finds a code by words, chooses a partner and opens its market access`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/market-access`);
    await expect(page.getByRole('heading', { level: 1, name: t.entry.title })).toBeVisible();
    const form = page.getByTestId('market-access-form');
    const code = form.getByRole('combobox', { name: label(t.form.code) });
    // The combobox's island hydrates after the page: its list opens from then on.
    await expect(code).toHaveAttribute('data-ready', 'true');
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
  });

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

  test(`${lang}: the terminated Jordan–Turkey FTA says so, with its source`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${prefix}/market-access/1509/TR`);
    const turkey = card(page, TURKEY_FTA);
    await expect(turkey.getByTestId('legal-status')).toHaveText(t.status.terminated);
    await expect(turkey).toContainText(
      lang === 'ar' ? 'لا تُطبّق أي أفضلية' : 'no preference applies',
    );
    await expect(turkey.getByTestId('figure-source')).toContainText(
      lang === 'ar' ? '٢٠١٨' : '2018',
    );
    await checkPage(page, lang, 'market-access-terminated');
  });

  test(`${lang}: words sent without a pick are answered with the finder's codes`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/market-access?hs=${encodeURIComponent(words)}&country=US`);
    await expect(page.getByTestId('code-problem')).toBeVisible();
    const first = page.getByTestId('code-suggestions').getByRole('link').first();
    await expect(first).toContainText('15.09');
    await checkPage(page, lang, 'market-access-words');
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(prefix)}/market-access/1509/US$`));
  });

  test(`${lang}: 1509.10 of HS 2017 typed in the form leads to the choice of its HS 2022 codes`, async ({
    page,
  }) => {
    const o = m.HsOlderCodes;
    await page.goto(`${prefix}/market-access`);
    const form = page.getByTestId('market-access-form');
    const code = form.getByRole('combobox', { name: label(t.form.code) });
    await expect(code).toHaveAttribute('data-ready', 'true');
    await code.fill('1509.10');
    await code.press('Escape');
    await form.getByLabel(label(t.form.country)).selectOption('US');
    await form.getByRole('button', { name: t.form.submit }).click();

    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(prefix)}/market-access/150910/US$`));
    const choice = page.getByTestId('hs-successors');
    const links = choice.getByRole('link');
    await expect(links).toHaveCount(3);
    for (const [index, successor] of ['1509.20', '1509.30', '1509.40'].entries()) {
      await expect(links.nth(index)).toContainText(successor);
    }
    await expect(choice).toContainText(o.source);
    await expect(choice).toContainText(lang === 'ar' ? '٢٠١٧' : '2017');
    await checkPage(page, lang, 'market-access-older-code');
    await links.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(prefix)}/market-access/150930/US$`));
    await expect(page.getByTestId('market-access-product')).toContainText('1509.30');
  });

  test(`${lang}: an HS 2017 code with one HS 2022 successor redirects there with a note`, async ({
    page,
  }) => {
    // The code as printed, with its dot: the proxy lets such addresses through (issue 45).
    await page.goto(`${prefix}/market-access/3002.20/US`);
    await expect(page).toHaveURL(
      new RegExp(`${escapeRegExp(prefix)}/market-access/300241/US\\?from=300220&edition=2017$`),
    );
    const note = page.getByTestId('older-code-note');
    await expect(note).toContainText('3002.20');
    await expect(note).toContainText('3002.41');
    await expect(note).toContainText(m.HsOlderCodes.source);
    await checkPage(page, lang, 'market-access-older-note');
  });

  // Issue 56 item 4: on a slow phone the form is there before its script; what is typed into it
  // then is kept when the script takes over (the page's scripts are held until the code is typed).
  test(`${lang}: keeps a code typed before the page's scripts have loaded`, async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_next\/static\/.*\.js(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    const loading = page.goto(`${prefix}/market-access`);
    // The server's combobox, as the first paint shows it (its plain stand-in is replaced before).
    const code = page
      .getByTestId('market-access-form')
      .getByRole('combobox', { name: label(t.form.code) });
    await expect(code).toHaveAttribute('data-ready', 'false');
    await code.fill('1509.10');
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    release();
    await loading;
    await expect(code).toHaveAttribute('data-ready', 'true');
    await code.press('End');
    await expect(code).toHaveValue('1509.10');
  });
}
