import { newMember } from './helpers/company-registration';
import { checkPage, label, messagesOf } from './support';
import { expect, test, waitForHydration } from './test';

// Issue 58: the landed cost, in English and Arabic. From a product's market access, "What will it
// cost there?" opens the landed-cost page prefilled with the code and the market; the exporter
// enters a CIF price with its freight and insurance (Arabic-Indic digits on the Arabic page), says
// the goods qualify, and reads the arithmetic: the US customs value on the FOB basis (the
// carriage taken off), the FTA's free duty, no federal tax, the total in dinars. Then two markets
// side by side (Saudi Arabia's VAT at 15 % on the CIF value, its total in riyals at the pegs),
// and a price left out refused by field. A member saves a landed cost, finds it on /profile/landed-costs from
// the profile's card, and deletes it. Direction, fit and axe at 390 and 1440 px (E2E_SHOTS_DIR
// saves them).

const LOCALES = [
  {
    lang: 'en' as const,
    prefix: '',
    thousand: '1000',
    eighty: '80',
    five: '5',
    customs: '915.000',
    total: '1,000.000',
    dollars: '1,410.44',
    vat: '150.000',
    saudiTotal: '1,150.000',
    riyals: '6,082.51',
  },
  {
    lang: 'ar' as const,
    prefix: '/ar',
    thousand: '١٠٠٠',
    eighty: '٨٠',
    five: '٥',
    customs: '٩١٥٫٠٠٠',
    total: '١٬٠٠٠٫٠٠٠',
    dollars: '١٬٤١٠٫٤٤',
    vat: '١٥٠٫٠٠٠',
    saudiTotal: '١٬١٥٠٫٠٠٠',
    riyals: '٦٬٠٨٢٫٥١',
  },
];

for (const { lang, prefix, thousand, eighty, five, customs, total, ...more } of LOCALES) {
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
    // In dollars at the dinar's peg: 1,000 ÷ 0.709 = 1,410.44; nothing unknown.
    await expect(market.getByTestId('total-local')).toContainText(more.dollars);
    await expect(market.getByTestId('market-unknown')).toHaveCount(0);
    await checkPage(page, lang, 'landed-cost-us');

    // Two markets side by side: Saudi Arabia on the CIF basis, VAT 15 % of 1,000 = 150, total
    // 1,150 dinars, 6,082.51 riyals at the pegs.
    await form.getByLabel(label(t.form.country)).fill('SA, US');
    await form.getByRole('button', { name: t.form.submit }).click();
    await expect(market).toHaveCount(2);
    const saudi = market.first();
    await expect(saudi.locator('[data-line="customs_value"]')).toContainText(total);
    await expect(saudi.locator('[data-line="tax"]')).toContainText(more.vat);
    await expect(saudi.getByTestId('total-jod')).toContainText(more.saudiTotal);
    await expect(saudi.getByTestId('total-local')).toContainText(more.riyals);
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

for (const { lang, prefix, total } of LOCALES) {
  const t = messagesOf(lang).LandedCost;

  test(`${lang}: a member saves a landed cost, finds it in the profile and deletes it`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.context().clearCookies();
    await newMember(request, page, `landed-cost-${lang}`);
    await page.goto(
      `${prefix}/landed-cost?hs=6109.10&country=US&value=1000&incoterm=CIF&freight=80&insurance=5&qualifies=true`,
    );
    await expect(page.getByTestId('total-jod')).toContainText(total);
    await waitForHydration(page);
    await page.getByRole('button', { name: t.saved.save }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.saved.saved })).toBeVisible();
    await expect(page.getByTestId('landed-cost-saved')).toBeVisible();

    await page.goto(`${prefix}/profile`);
    const card = page.getByTestId('saved-landed-costs-card');
    await card.getByRole('link', { name: t.saved.card.link }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/profile/landed-costs$`));
    const items = page.getByTestId('saved-landed-cost');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText(total);
    await checkPage(page, lang, 'landed-cost-saved');

    await waitForHydration(page);
    await page.getByTestId('saved-landed-cost-delete').click();
    await page.getByRole('dialog').getByRole('button', { name: t.saved.delete }).click();
    await expect(page.getByTestId('saved-landed-costs-empty')).toBeVisible();
  });
}
