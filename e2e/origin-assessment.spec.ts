import { expectLatinValueInOrder } from './helpers/bidi';
import { expectNoSeriousA11yViolations, label, messagesOf, shoot } from './support';
import { expect, test, waitForHydration } from './test';

// Issue 37, part 3: the rules-of-origin self-assessment, in English and Arabic. From the product's
// market access, the Jordan–US FTA's card leads to the questionnaire; the exporter answers
// (Arabic-Indic digits on the Arabic page), reads the outcome and its reasons, and prints the
// report: in print media the report's parts show and the site's chrome, the form and the buttons
// do not. The questionnaire and its outcome at 390 and 1440 px (direction, fit, axe) are in the
// page sweep (e2e/page-sweep.spec.ts). E2E_SHOTS_DIR=<folder> saves the printed report.

const LOCALES = [
  { lang: 'en' as const, prefix: '', seventy: '70', fifty: '50' },
  { lang: 'ar' as const, prefix: '/ar', seventy: '٧٠', fifty: '٥٠' },
];
const US_FTA = 2;
/** The US rule of origin's regulation, cited in its notes. */
const CITATION = '19 CFR 10.704';

for (const { lang, prefix, seventy, fifty } of LOCALES) {
  const m = messagesOf(lang);
  const t = m.OriginAssessment;

  test(`${lang}: answers the questionnaire, reads the outcome and prints the report`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/market-access/1509/US`);
    const card = page.locator(`[data-testid="access-card"][data-agreement="${US_FTA}"]`);
    // The rule's citation reads "19 CFR 10.704" in the Arabic sentence too (issue 45).
    if (lang === 'ar') await expectLatinValueInOrder(card.getByTestId('general-rule'), CITATION);
    await card.getByRole('link', { name: m.MarketAccess.assessment }).click();
    await expect(page).toHaveURL(/\/market-access\/1509\/US\/assessment\?agreement=2$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('assessment-report')).toHaveCount(0);

    // 70 % non-originating: 30 % originating against the FTA's 35 %.
    const form = page.getByTestId('assessment-form');
    await form.getByLabel(label(t.form.nonOriginating)).fill(seventy);
    await form.getByRole('radio', { name: t.form.changes.heading }).check();
    await form.getByRole('button', { name: t.form.submit }).click();
    await expect(page).toHaveURL(/non=/);
    const outcome = page.getByTestId('assessment-outcome');
    await expect(outcome).toHaveText(t.result.outcomes.likely_not);
    await expect(outcome).toHaveAttribute('data-outcome', 'likely_not');
    const reasons = page.getByTestId('assessment-reasons');
    await expect(reasons.locator('[data-reason="originatingShort"]')).toBeVisible();
    await expect(page.getByTestId('general-rule')).toBeVisible();
    await expect(page.getByTestId('figure-source').first()).toBeVisible();

    // The form keeps the answers; half of the price from Jordan meets the 35 %, and the
    // substantial transformation is for the agency.
    await expect(form.getByLabel(label(t.form.nonOriginating))).toHaveValue(seventy);
    await form.getByLabel(label(t.form.nonOriginating)).fill(fifty);
    await form.getByRole('button', { name: t.form.submit }).click();
    await expect(outcome).toHaveText(t.result.outcomes.check_with_agency);
    await expect(reasons.locator('[data-reason="substantialTransformation"]')).toBeVisible();
    await expect(
      page.getByTestId('ask-agency').getByRole('button', { name: m.MarketAccess.ask.button }),
    ).toBeVisible();

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
