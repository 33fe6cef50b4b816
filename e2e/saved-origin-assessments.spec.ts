import { mkdir } from 'node:fs/promises';

import { newMember } from './helpers/company-registration';
import {
  expectDocumentDirection,
  expectNoSeriousA11yViolations,
  label,
  messagesOf,
} from './support';
import { expect, test, waitForHydration, type Page } from './test';

// Issue 37, last part: a member saves a rules-of-origin self-assessment to their account, finds it
// on /profile/origin-assessments (from the profile's card), opens it again with the same answers
// and deletes it; a visitor who presses Save gets the login dialog. In English and Arabic, axe on
// each page, every page within a 390 px screen. E2E_SHOTS_DIR=<folder> saves the report with its
// save button and the list at 390 and 1440 px in both languages.

const SHOTS = process.env.E2E_SHOTS_DIR;
const WIDTHS = [390, 1440];

const LOCALES = [
  { lang: 'en' as const, prefix: '', seventy: '70' },
  { lang: 'ar' as const, prefix: '/ar', seventy: '٧٠' },
];
const US_FTA = 2;

/** Direction, axe, the page within a 390 px screen; with E2E_SHOTS_DIR, a shot at each width. */
async function checkPage(page: Page, lang: 'en' | 'ar', shot: string) {
  await expectDocumentDirection(page, lang);
  await expectNoSeriousA11yViolations(page);
  const size = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: document.documentElement.clientWidth,
    }));
    expect(widths.page, `${page.url()} is ${widths.page}px wide at ${width}`).toBeLessThanOrEqual(
      widths.screen,
    );
    if (SHOTS) {
      await mkdir(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/${shot}-${lang}-${width}.png`, fullPage: true });
    }
  }
  if (size) await page.setViewportSize(size);
}

/** Answers the questionnaire: 70 % non-originating, a change of heading (likely does not qualify). */
async function answer(page: Page, prefix: string, lang: 'en' | 'ar', seventy: string) {
  const t = messagesOf(lang).OriginAssessment;
  await page.goto(`${prefix}/market-access/1509/US/assessment?agreement=${US_FTA}`);
  const form = page.getByTestId('assessment-form');
  await form.getByLabel(label(t.form.nonOriginating)).fill(seventy);
  await form.getByRole('radio', { name: t.form.changes.heading }).check();
  await form.getByRole('button', { name: t.form.submit }).click();
  await expect(page.getByTestId('assessment-outcome')).toHaveText(t.result.outcomes.likely_not);
  // The form sent a new page: its scripts run after its first paint.
  await waitForHydration(page);
}

for (const { lang, prefix, seventy } of LOCALES) {
  const m = messagesOf(lang);
  const t = m.OriginAssessment;

  test(`${lang}: a visitor who presses Save is asked to log in, and nothing is saved`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await answer(page, prefix, lang, seventy);
    await expect(page.getByTestId('assessment-disclaimer')).toContainText(t.notStored);
    await page.getByRole('button', { name: t.save.button }).click();
    await expect(page.getByRole('dialog', { name: m.Modals.login.title })).toBeVisible();
    await context.close();
  });

  test(`${lang}: a member saves an assessment, finds it in the profile, reopens it and deletes it`, async ({
    page,
    request,
  }) => {
    // Six pages, each checked by axe and at two widths.
    test.setTimeout(180_000);
    await page.context().clearCookies();
    await newMember(request, page, `saved-assessment-${lang}`);
    await answer(page, prefix, lang, seventy);

    // The report with its save button; the button is not printed.
    const save = page.getByRole('button', { name: t.save.button });
    await expect(save).toBeVisible();
    await checkPage(page, lang, 'saved-assessment-report');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('save-assessment')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    await save.click();
    const notice = page.getByRole('alert').filter({ hasText: t.save.done });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: t.save.link })).toHaveAttribute(
      'href',
      `${prefix}/profile/origin-assessments`,
    );
    const saved = page.getByTestId('assessment-saved');
    await expect(saved.getByRole('button', { name: t.save.saved })).toBeDisabled();
    await checkPage(page, lang, 'saved-assessment-report-saved');

    // The profile's card leads to the list.
    await page.goto(`${prefix}/profile`);
    const card = page.getByTestId('saved-assessments-card');
    await expect(card.getByRole('heading', { name: t.saved.card.title })).toBeVisible();
    await checkPage(page, lang, 'saved-assessments-profile');
    await card.getByRole('link', { name: t.saved.card.link }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/profile/origin-assessments$`));
    await expect(page.getByRole('heading', { level: 1, name: t.saved.title })).toBeVisible();
    const items = page.getByTestId('saved-assessment');
    await expect(items).toHaveCount(1);
    const item = items.first();
    await expect(item).toContainText(t.result.outcomes.likely_not);
    await expect(item.getByRole('heading', { level: 2 })).toContainText('15.09');
    await expect(item.locator('[data-outcome="likely_not"]')).toBeVisible();
    await checkPage(page, lang, 'saved-assessments-list');

    // Opened again: the assessment page with the same answers and its report.
    await item.getByTestId('saved-assessment-open').click();
    await expect(page).toHaveURL(/\/market-access\/1509\/US\/assessment\?agreement=2&non=70/);
    await expect(page.getByTestId('assessment-outcome')).toHaveText(t.result.outcomes.likely_not);
    await expect(
      page.getByTestId('assessment-form').getByRole('radio', { name: t.form.changes.heading }),
    ).toBeChecked();

    // Deleted, asked first: the list says there is none.
    await page.goBack();
    await waitForHydration(page);
    await page.getByTestId('saved-assessment-delete').click();
    const question = page.getByRole('dialog');
    await expect(question).toContainText(t.saved.deleteText);
    await question.getByRole('button', { name: t.saved.delete }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.saved.deleted })).toBeVisible();
    await expect(page.getByTestId('saved-assessments-empty')).toBeVisible();
    await expect(page.getByTestId('saved-assessment')).toHaveCount(0);
    await checkPage(page, lang, 'saved-assessments-empty');
  });
}
