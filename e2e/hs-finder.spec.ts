import { mkdir } from 'node:fs/promises';

import { expectDocumentDirection, expectNoSeriousA11yViolations, messagesOf } from './support';
import { expect, test, type Locator, type Page } from './test';

// Issue 37: the HS finder's page and the nomenclature's tree, in English and Arabic, on a desktop
// (1440 px) and a phone (390 px). A visitor searches by words in the form, follows the first
// result to its heading, browses from the root to a section and a chapter, and finds a code by a
// customs spelling; the Arabic pages read right to left. Axe on each page, no sideways scroll.
// E2E_SHOTS_DIR=<folder> saves each page.

const SHOTS = process.env.E2E_SHOTS_DIR;

const locales = [
  { lang: 'en' as const, prefix: '', words: 'olive oil' },
  { lang: 'ar' as const, prefix: '/ar', words: 'زيت زيتون' },
];
const WIDTHS = [1440, 390];

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function checkPage(page: Page, lang: 'en' | 'ar', shot: string) {
  await expectDocumentDirection(page, lang);
  await expect(page.getByTestId('hs-notes')).toContainText(
    lang === 'ar' ? 'ترجمة خاصة بالبوابة' : 'own translation',
  );
  await expect(
    page.getByTestId('hs-notes').getByRole('link', { name: 'Open Data Commons PDDL' }),
  ).toHaveAttribute('href', 'https://opendatacommons.org/licenses/pddl/1-0/');
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page, `${page.url()} is ${widths.page}px wide`).toBeLessThanOrEqual(widths.screen);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, shot);
}

/** In Arabic the first box sits right of the second; in English left of it. */
async function expectMirrored(lang: 'en' | 'ar', first: Locator, second: Locator) {
  const a = (await first.boundingBox())!;
  const b = (await second.boundingBox())!;
  if (lang === 'ar') expect(a.x).toBeGreaterThan(b.x);
  else expect(a.x).toBeLessThan(b.x);
}

for (const { lang, prefix, words } of locales) {
  const t = messagesOf(lang).HsFinder;

  for (const width of WIDTHS) {
    test.describe(`${lang} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });
      const desktop = width > 900;

      test(`${lang} ${width}: words typed in the form find heading 15.09 first, with its path, and its page lists its subheadings`, async ({
        page,
      }) => {
        await page.goto(`${prefix}/hs-finder`);
        await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
        const box = page.getByLabel(t.form.label);
        const submit = page.getByRole('button', { name: t.form.submit, exact: true });
        // The form's button follows its box in the reading direction (beneath it on a phone).
        if (desktop) await expectMirrored(lang, box, submit);
        await checkPage(page, lang, `hs-finder-${lang}-${width}`);

        await box.fill(words);
        await submit.click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/hs-finder\\?q=`));
        const first = page.getByTestId('hs-result').first();
        await expect(first).toHaveAttribute('data-code', '1509');
        await expect(first.getByRole('heading', { level: 3 })).toContainText('15.09');
        const trail = first.getByTestId('hs-trail').getByRole('link');
        await expect(trail).toHaveCount(2);
        await expect(trail.nth(0)).toHaveAttribute('href', `${prefix}/hs-finder/browse/III`);
        await expect(trail.nth(1)).toHaveAttribute('href', `${prefix}/hs-finder/browse/15`);
        await expect(page.getByTestId('hs-count')).toBeVisible();
        if (lang === 'ar') {
          // Counts in Arabic-Indic digits; the codes stay Latin.
          await expect(page.getByTestId('hs-count')).toHaveText(/[٠-٩]/);
          await expect(page.getByTestId('hs-count')).not.toHaveText(/[0-9]/);
        }
        // The code stands before its name: right of it in Arabic (above it on a phone).
        const title = first.getByRole('heading', { level: 3 });
        if (desktop) {
          await expectMirrored(lang, title.locator('bdi').first(), title.locator(':scope > span'));
        }
        await checkPage(page, lang, `hs-finder-results-${lang}-${width}`);

        await first.getByRole('link', { name: new RegExp(`${t.browseCode}\\s+15\\.09`) }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/hs-finder/browse/1509$`));
        await expect(page.getByRole('heading', { level: 1 })).toContainText('15.09');
        const children = page.getByTestId('hs-children');
        await expect(children.getByRole('listitem').first()).toContainText('1509.20');
        // A subheading is the last level: listed, not a link.
        await expect(children.getByRole('link')).toHaveCount(0);
        if (lang === 'ar') {
          await expect(children.locator('[lang="en"][dir="ltr"]').first()).toContainText(/virgin/i);
        }
        await checkPage(page, lang, `hs-heading-${lang}-${width}`);
      });

      test(`${lang} ${width}: the tree from its root to a section and a chapter`, async ({
        page,
      }) => {
        await page.goto(`${prefix}/hs-finder/browse`);
        await expect(page.getByRole('heading', { level: 1, name: t.browse.title })).toBeVisible();
        const sections = page.getByTestId('hs-sections').getByRole('listitem');
        await expect(sections).toHaveCount(21);
        await checkPage(page, lang, `hs-browse-${lang}-${width}`);

        await page.locator(`a[href="${prefix}/hs-finder/browse/XV"]`).first().click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/hs-finder/browse/XV$`));
        await expect(page.getByRole('heading', { level: 1 })).toContainText(
          `${t.levels.section} ${t.sectionNumerals.XV}`,
        );
        const chapters = page.getByTestId('hs-children').getByRole('link');
        await expect(chapters.first()).toHaveAttribute('href', `${prefix}/hs-finder/browse/72`);
        await checkPage(page, lang, `hs-section-${lang}-${width}`);

        await page
          .getByTestId('hs-children')
          .locator(`a[href="${prefix}/hs-finder/browse/73"]`)
          .click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/hs-finder/browse/73$`));
        const path = page.getByTestId('hs-trail').getByRole('link');
        await expect(path).toHaveCount(1);
        await expect(path.first()).toHaveAttribute('href', `${prefix}/hs-finder/browse/XV`);
        const headings = page.getByTestId('hs-children').getByRole('listitem');
        await expect(headings.first()).toContainText('73.01');
        if (desktop) {
          const row = headings.first().getByRole('link');
          await expectMirrored(lang, row.locator('bdi'), row.locator(':scope > span'));
        }
        await checkPage(page, lang, `hs-chapter-${lang}-${width}`);
      });
    });
  }

  test(`${lang}: the E-Services page leads to the finder, where a code in a customs spelling finds itself first`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/e-services`);
    await page
      .getByRole('link', { name: messagesOf(lang).EServices.services.hsFinder.title })
      .click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/hs-finder$`));
    await page.getByLabel(t.form.label).fill('15.09');
    await page.getByRole('button', { name: t.form.submit, exact: true }).click();
    await expect(page.getByTestId('hs-result').first()).toHaveAttribute('data-code', '1509');
    await checkPage(page, lang, `hs-finder-code-${lang}-1440`);
  });

  test(`${lang}: nothing found, a query too long and an unknown node are explained`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/hs-finder?q=qwxzvbnm`);
    await expect(page.getByTestId('hs-empty')).toContainText('qwxzvbnm');
    await expect(page.getByTestId('hs-empty').getByRole('link', { name: /./ })).toHaveAttribute(
      'href',
      `${prefix}/hs-finder/browse`,
    );
    await checkPage(page, lang, `hs-finder-empty-${lang}-1440`);

    const long = `${words} `.repeat(12).trim();
    const answer = await page.goto(`${prefix}/hs-finder?q=${encodeURIComponent(long)}`);
    expect(answer?.status()).toBe(200);
    await expect(page.getByTestId('hs-too-long')).toBeVisible();
    await expect(page.getByTestId('hs-result')).toHaveCount(0);
    await expect(page.getByLabel(t.form.label)).toHaveAttribute('aria-invalid', 'true');
    await checkPage(page, lang, `hs-finder-too-long-${lang}-1440`);

    const missing = await page.goto(`${prefix}/hs-finder/browse/9999`);
    expect(missing?.status()).toBe(404);
  });
}
