import { mkdir } from 'node:fs/promises';

import { newMember } from './helpers/company-registration';
import { memberWithCompany } from './helpers/member-company';
import {
  expectDocumentDirection,
  expectNoSeriousA11yViolations,
  label,
  messagesOf,
  waitForInteractive,
} from './support';
import { expect, test, type Locator, type Page } from './test';

// Issue 37: the HS finder's picker where members give or look for an HS code. A member picks a
// service's code with it and sees it on My services; the publications catalogue and the data
// centre take a code picked with it. In English on a desktop and in Arabic on a phone (the other
// width checked too), with axe and the direction on every page.

const SHOTS = process.env.E2E_SHOTS_DIR;

const CASES = [
  {
    lang: 'en',
    prefix: '',
    width: 1440,
    height: 900,
    spices: 'spices',
    olive: 'olive oil',
    potash: 'potash',
    oliveStudy: 'Exporting olive oil to Germany',
    potashTitle: 'Jordan’s potash exports, 2019–2024',
  },
  {
    lang: 'ar',
    prefix: '/ar',
    width: 390,
    height: 844,
    spices: 'توابل',
    olive: 'زيت زيتون',
    potash: 'بوتاس',
    oliveStudy: 'تصدير زيت الزيتون إلى ألمانيا',
    potashTitle: 'صادرات الأردن من البوتاس، ٢٠١٩–٢٠٢٤',
  },
] as const;

/** Axe and the direction, at this width and at the other one (no sideways scroll); screenshots. */
async function checkPage(page: Page, lang: 'en' | 'ar', shot: string) {
  await expectDocumentDirection(page, lang);
  await expectNoSeriousA11yViolations(page);
  const size = page.viewportSize()!;
  for (const width of [size.width, size.width === 390 ? 1440 : 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: document.documentElement.clientWidth,
    }));
    expect(widths.page, `${page.url()} at ${width}px`).toBeLessThanOrEqual(widths.screen);
    if (SHOTS) {
      await mkdir(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/${shot}-${lang}-${width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize(size);
}

/** Types words into a picker, then picks the option of `code` (as customs write it) with the pointer. */
async function pick(page: Page, field: Locator, words: string, code: string) {
  await field.fill(words);
  const list = page.getByRole('listbox', { name: /HS codes found|رموز النظام المنسق المطابقة/ });
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  const option = list.getByRole('option', { name: new RegExp(code.replace('.', '\\.')) }).first();
  await expect(option).toBeVisible();
  await option.click();
  await expect(field).toHaveAttribute('aria-expanded', 'false');
}

for (const c of CASES) {
  test(`${c.lang}: a service's HS code is picked with the finder and shown on My services`, async ({
    page,
  }) => {
    // A member and a company first (API), then the service form, the finder's dialog and My
    // services, with axe.
    test.setTimeout(90_000);
    const m = messagesOf(c.lang);
    await page.setViewportSize({ width: c.width, height: c.height });
    await memberWithCompany(page.request, { serviceHsCode: '0910' });
    await page.goto(`${c.prefix}/add-service`);
    const field = page
      .locator('form')
      .getByRole('combobox', { name: label(m.Offerings.fields.hs_code) });
    // A service's code is optional.
    await expect(field).not.toHaveAttribute('required', '');
    await pick(page, field, c.spices, '09.10');
    await expect(field).toHaveValue('0910');
    await field.fill(c.spices);
    await checkPage(page, c.lang, 'service-hs-code');

    await page.goto(`${c.prefix}/my-services`);
    const card = page.getByTestId('offering-card').first();
    await expect(card).toContainText(m.Offerings.fields.hs_code);
    await expect(card.locator('[data-latin]', { hasText: '0910' })).toBeVisible();
    await checkPage(page, c.lang, 'my-services-hs-code');
  });

  test(`${c.lang}: the publications catalogue and the data centre take a code from the finder`, async ({
    page,
  }) => {
    // A member first (API), then the catalogue and the data centre, each with the finder's dialog
    // and axe.
    test.setTimeout(120_000);
    const m = messagesOf(c.lang);
    await page.setViewportSize({ width: c.width, height: c.height });
    await newMember(page.request, page, `hs-pick-${c.lang}`);

    await page.goto(`${c.prefix}/pages/130?tab=1`);
    await waitForInteractive(page);
    const filters = page.getByRole('search', { name: m.Publications.filters.label });
    const code = filters.getByRole('combobox', { name: m.Publications.filters.hs });
    await pick(page, code, c.olive, '15.09');
    await expect(code).toHaveValue('1509');
    await filters.getByRole('button', { name: m.Publications.filters.submit }).click();
    await expect(page).toHaveURL(/hs=1509/);
    const topic = page.getByTestId('publications-hs-topic');
    await expect(topic).toContainText('15.09');
    await expect(page.getByTestId('publication-card')).toHaveCount(1);
    await expect(page.getByTestId('publication-card')).toContainText(c.oliveStudy);
    await checkPage(page, c.lang, 'publications-hs-code');

    await page.goto(`${c.prefix}/pages/130?tab=4`);
    await waitForInteractive(page);
    const form = page.getByTestId('data-centre-form');
    const hs = form.getByRole('combobox', { name: m.Statistics.dataCentre.hsCode });
    await pick(page, hs, c.potash, '31.04');
    await expect(hs).toHaveValue('3104');
    await form.getByRole('button', { name: m.Statistics.dataCentre.search }).click();
    await expect(page.getByTestId('data-centre-results')).toContainText(c.potashTitle);
    await checkPage(page, c.lang, 'data-centre-hs-code');
  });
}
