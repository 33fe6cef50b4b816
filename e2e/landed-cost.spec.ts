import { checkPage, label, messagesOf } from './support';
import { expect, test } from './test';

// Issue 58: the landed cost, in English and Arabic. From a product's market access, "What will it
// cost there?" opens the landed-cost page prefilled with the code and the market; the exporter
// enters a CIF price with its freight and insurance (Arabic-Indic digits on the Arabic page), says
// the goods qualify, and reads the arithmetic: the US customs value on the FOB basis (the
// carriage taken off), the FTA's free duty, no federal tax, the total in dinars. Then two markets
// side by side (Saudi Arabia's VAT said unknown until the indicators are imported), and a price
// left out refused by field. Direction, fit and axe at 390 and 1440 px (E2E_SHOTS_DIR saves them).

const LOCALES = [
  {
    lang: 'en' as const,
    prefix: '',
    thousand: '1000',
    eighty: '80',
    five: '5',
    customs: '915.000',
    total: '1,000.000',
  },
  {
    lang: 'ar' as const,
    prefix: '/ar',
    thousand: '١٠٠٠',
    eighty: '٨٠',
    five: '٥',
    customs: '٩١٥٫٠٠٠',
    total: '١٬٠٠٠٫٠٠٠',
  },
];

for (const { lang, prefix, thousand, eighty, five, customs, total } of LOCALES) {
  const m = messagesOf(lang);
  const t = m.LandedCost;

  test(`${lang}: from market access to the landed cost, line by line, one market then two`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/market-access/6109/US`);
    await page.getByTestId('landed-cost-link').click();
    await expect(page).toHaveURL(/\/landed-cost\?hs=6109&country=US$/);
    const form = page.getByTestId('landed-cost-form');
    await expect(form.getByLabel(label(t.form.hs))).toHaveValue('6109');
    await expect(form.getByLabel(label(t.form.country))).toHaveValue('US');
    await expect(page.getByTestId('landed-cost-result')).toHaveCount(0);

    await form.getByLabel(label(t.form.hs)).fill('6109.10');
    await form.getByLabel(label(t.form.value)).fill(thousand);
    await form.getByLabel(label(t.form.incoterm)).selectOption('CIF');
    await form.getByLabel(label(t.form.freight)).fill(eighty);
    await form.getByLabel(label(t.form.insurance)).fill(five);
    await form.getByLabel(t.form.qualifies).check();
    await form.getByRole('button', { name: t.form.submit }).click();
    await expect(page).toHaveURL(/value=/);

    const market = page.getByTestId('market-cost');
    await expect(market).toHaveCount(1);
    await expect(market.locator('[data-line="less_freight"]')).toBeVisible();
    await expect(market.locator('[data-line="customs_value"]')).toContainText(customs);
    await expect(market.locator('[data-line="duty_preference"]')).toBeVisible();
    await expect(market.locator('[data-line="tax_us"]')).toContainText(t.lines.tax_us);
    await expect(market.getByTestId('total-jod')).toContainText(total);
    // The dollar's rate is not held yet: the market's currency is said unknown, never guessed.
    await expect(market.getByTestId('market-unknown')).toContainText(t.unknown.currency);
    await checkPage(page, lang, 'landed-cost-us');

    // Two markets side by side: Saudi Arabia on the CIF basis, its VAT not held yet.
    await form.getByLabel(label(t.form.country)).fill('SA, US');
    await form.getByRole('button', { name: t.form.submit }).click();
    await expect(market).toHaveCount(2);
    const saudi = market.first();
    await expect(saudi.locator('[data-line="customs_value"]')).toContainText(total);
    await expect(saudi.locator('[data-line="tax_unknown"]')).toBeVisible();
    await expect(saudi.getByTestId('market-unknown')).toContainText(t.unknown.tax);
    await expect(page.getByRole('button', { name: t.result.print })).toBeVisible();
    await checkPage(page, lang, 'landed-cost-two');

    // The price left out: refused on its field, in the page's language; nothing answered.
    await form.getByLabel(label(t.form.value)).fill('');
    await form.getByLabel(label(t.form.value)).fill('x');
    await form.getByRole('button', { name: t.form.submit }).click();
    await expect(page.locator('#landed-value-error')).toHaveText(t.errors.number);
    await expect(form.getByLabel(label(t.form.value))).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('landed-cost-result')).toHaveCount(0);
  });
}
