import { expectLatinValueInOrder } from './helpers/bidi';
import { expectNoSeriousA11yViolations, label, messagesOf, shoot } from './support';
import { expect, test, waitForHydration } from './test';

// Issue 37, part 3 (issue 46: the US cap on U.S. materials, the UK's product-specific rules): the
// rules-of-origin self-assessment, in English and Arabic. From the product's
// market access, the Jordan–US FTA's card leads to the questionnaire; the exporter answers
// (Arabic-Indic digits on the Arabic page), reads the outcome and its reasons, and prints the
// report: in print media the report's parts show and the site's chrome, the form and the buttons
// do not. The questionnaire and its outcome at 390 and 1440 px (direction, fit, axe) are in the
// page sweep (e2e/page-sweep.spec.ts). E2E_SHOTS_DIR=<folder> saves the printed report.

const LOCALES = [
  { lang: 'en' as const, prefix: '', eightyFive: '85', thirty: '30', fifty: '50', zero: '0' },
  { lang: 'ar' as const, prefix: '/ar', eightyFive: '٨٥', thirty: '٣٠', fifty: '٥٠', zero: '٠' },
];
const US_FTA = 2;
const UK_AGREEMENT = 9;
/** The US rule of origin's regulation, cited in its notes. */
const CITATION = '19 CFR 10.704';

for (const { lang, prefix, eightyFive, thirty, fifty, zero } of LOCALES) {
  const m = messagesOf(lang);
  const t = m.OriginAssessment;

  test(`${lang}: answers the questionnaire, reads the outcome and prints the report`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/market-access/330499/US`);
    const card = page.locator(`[data-testid="access-card"][data-agreement="${US_FTA}"]`);
    // The rule's citation reads "19 CFR 10.704" in the Arabic sentence too (issue 45).
    if (lang === 'ar') await expectLatinValueInOrder(card.getByTestId('general-rule'), CITATION);
    await card.getByRole('link', { name: m.MarketAccess.assessment }).click();
    await expect(page).toHaveURL(/\/market-access\/330499\/US\/assessment\?agreement=2$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('assessment-report')).toHaveCount(0);

    // Half of the price from Jordan meets the 35 %; the substantial transformation is for the
    // agency.
    const form = page.getByTestId('assessment-form');
    await form.getByLabel(label(t.form.nonOriginating)).fill(fifty);
    await form.getByRole('radio', { name: t.form.changes.heading }).check();
    await form.getByRole('button', { name: t.form.submit }).click();
    await expect(page).toHaveURL(/non=/);
    const outcome = page.getByTestId('assessment-outcome');
    await expect(outcome).toHaveText(t.result.outcomes.check_with_agency);
    const reasons = page.getByTestId('assessment-reasons');
    await expect(reasons.locator('[data-reason="substantialTransformation"]')).toBeVisible();
    await expect(
      page.getByTestId('ask-agency').getByRole('button', { name: m.MarketAccess.ask.button }),
    ).toBeVisible();

    // Issue 46: 85 % foreign materials, 30 % of them from the United States: U.S. materials count
    // up to 15 % of the appraised value (19 CFR 10.710(b)), so 30 % is originating, short of 35 %.
    await expect(form.getByLabel(label(t.form.nonOriginating))).toHaveValue(fifty);
    await form.getByLabel(label(t.form.nonOriginating)).fill(eightyFive);
    await form.getByLabel(label(t.form.cumulation)).fill(thirty);
    await form.locator('input[name="from"][value="US"]').check();
    await form.getByRole('button', { name: t.form.submit }).click();
    await expect(outcome).toHaveText(t.result.outcomes.likely_not);
    await expect(outcome).toHaveAttribute('data-outcome', 'likely_not');
    const capped = reasons.locator('[data-reason="partnerMaterialsCapped"]');
    await expect(capped).toContainText(lang === 'ar' ? '١٥' : '15');
    await expect(reasons.locator('[data-reason="originatingShort"]')).toContainText(
      lang === 'ar' ? '٣٠' : '30',
    );
    await expect(page.getByTestId('general-rule')).toBeVisible();
    await expect(page.getByTestId('figure-source').first()).toBeVisible();

    // The print button opens the browser's print dialog.
    await waitForHydration(page);
    await page.evaluate(() => {
      const counted = window as unknown as { printed: number };
      counted.printed = 0;
      window.print = () => {
        counted.printed += 1;
      };
    });
    await page.getByRole('button', { name: t.result.print }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    // The report as printed: its parts, no chrome, no form, no buttons.
    await page.emulateMedia({ media: 'print' });
    const report = page.getByTestId('assessment-report');
    await expect(capped, 'the capped figure in the printed report').toBeVisible();
    for (const part of [
      'assessment-outcome',
      'assessment-reasons',
      'assessment-facts',
      'assessment-answers',
      'general-rule',
      'assessment-disclaimer',
    ]) {
      await expect(page.getByTestId(part), part).toBeVisible();
    }
    await expect(report.getByText(t.result.date, { exact: true })).toBeVisible();
    await expect(report.getByText(t.result.agreement, { exact: true })).toBeVisible();
    for (const chrome of [
      'site-header',
      'site-footer',
      'assessment-form',
      'print-report',
      'ask-agency',
    ]) {
      await expect(page.getByTestId(chrome), chrome).toBeHidden();
    }
    if (lang === 'ar') await expectLatinValueInOrder(page.getByTestId('general-rule'), CITATION);
    await shoot(page, `origin-assessment-print-${lang}`);
    const shots = process.env.E2E_SHOTS_DIR;
    if (shots) await page.pdf({ path: `${shots}/origin-assessment-${lang}.pdf` });
    await page.emulateMedia({ media: 'screen' });
  });

  test(`${lang}: the UK rule of 15.09.20, evaluated for the exporter’s entry of the list`, async ({
    page,
  }) => {
    // Issue 46: the UK–Jordan product-specific rule, imported from the UK Trade Tariff, on the
    // product's market access; the exporter picks the list's entry and the assessment evaluates it.
    await page.goto(`${prefix}/market-access/150920/GB`);
    const card = page.locator(`[data-testid="access-card"][data-agreement="${UK_AGREEMENT}"]`);
    const rule = card.getByTestId('product-specific-rule');
    await expect(rule).toBeVisible();
    await expect(rule.getByTestId('uk-rule-set').first()).toBeVisible();
    await expect(rule.getByTestId('uk-proofs')).toBeVisible();
    await card.getByRole('link', { name: m.MarketAccess.assessment }).click();
    await expect(page).toHaveURL(/\/market-access\/150920\/GB\/assessment\?agreement=9$/);
    const form = page.getByTestId('assessment-form');
    await form.getByTestId('assessment-rule-set').locator('input[name="set"][value="2"]').check();
    await form.getByLabel(label(t.form.nonOriginating)).fill(zero);
    await form.getByRole('radio', { name: t.form.changes.heading }).check();
    await form.getByRole('button', { name: t.form.submit }).click();
    const outcome = page.getByTestId('assessment-outcome');
    await expect(outcome).toHaveAttribute('data-outcome', 'likely_qualifies');
    await expect(outcome).toHaveText(t.result.outcomes.likely_qualifies);
    const reasons = page.getByTestId('assessment-reasons');
    await expect(reasons.locator('[data-reason="ukSetUsed"]')).toBeVisible();
    await expect(reasons.locator('[data-reason="ukNoNonOriginating"]')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test(`${lang}: a wrong answer is said beside its field, the form filled as sent`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/market-access/1509/US/assessment?agreement=${US_FTA}&non=120`);
    const field = page.getByLabel(label(t.form.nonOriginating));
    await expect(field).toHaveValue('120');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(m.OriginAssessment.errors.percent)).toBeVisible();
    await expect(page.getByTestId('assessment-report')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test(`${lang}: an agreement not listed for the partner is the site’s 404`, async ({ page }) => {
    const response = await page.goto(`${prefix}/market-access/1509/US/assessment?agreement=3`);
    expect(response?.status()).toBe(404);
  });
}
