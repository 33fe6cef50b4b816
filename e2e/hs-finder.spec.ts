import { checkPage, messagesOf } from './support';
import { expect, test, type Locator, type Page } from './test';

// Issue 37: the HS finder's page and the nomenclature's tree, in English and Arabic. A visitor
// searches by words in the form, follows the first result to its heading, browses from the root to
// a section and a chapter, and finds a code by a customs spelling; each page credits the
// nomenclature's source. The pages of these journeys at 390 and 1440 px (direction, fit, axe) are
// in the page sweep (e2e/page-sweep.spec.ts); the other states are checked here.
// E2E_SHOTS_DIR=<folder> saves each of those.

const locales = [
  { lang: 'en' as const, prefix: '', words: 'olive oil', unsure: 'strawberries' },
  { lang: 'ar' as const, prefix: '/ar', words: 'زيت زيتون', unsure: 'فراولة' },
];

/** The note on the nomenclature's translation and licence every finder page shows. */
async function expectNotes(page: Page, lang: 'en' | 'ar') {
  await expect(page.getByTestId('hs-notes')).toContainText(
    lang === 'ar' ? 'ترجمة خاصة بالبوابة' : 'own translation',
  );
  await expect(
    page.getByTestId('hs-notes').getByRole('link', { name: 'Open Data Commons PDDL' }),
  ).toHaveAttribute('href', 'https://opendatacommons.org/licenses/pddl/1-0/');
}

/** A state of the finder the sweep does not visit: its notes, direction, axe and the 390 px fit. */
async function checkFinderPage(page: Page, lang: 'en' | 'ar', shot: string) {
  await expectNotes(page, lang);
  await checkPage(page, lang, shot);
}

/** In Arabic the first box sits right of the second; in English left of it. */
async function expectMirrored(lang: 'en' | 'ar', first: Locator, second: Locator) {
  const a = (await first.boundingBox())!;
  const b = (await second.boundingBox())!;
  if (lang === 'ar') expect(a.x).toBeGreaterThan(b.x);
  else expect(a.x).toBeLessThan(b.x);
}

for (const { lang, prefix, words, unsure } of locales) {
  const t = messagesOf(lang).HsFinder;

  test(`${lang}: words typed in the form find heading 15.09 first, with its path, and its page lists its subheadings`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/hs-finder`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const box = page.getByLabel(t.form.label);
    const submit = page.getByRole('button', { name: t.form.submit, exact: true });
    // The form's button follows its box in the reading direction (beneath it on a phone).
    await expectMirrored(lang, box, submit);
    await expectNotes(page, lang);

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
    await expectMirrored(lang, title.locator('bdi').first(), title.locator(':scope > span'));
    await expectNotes(page, lang);

    await first.getByRole('link', { name: new RegExp(`${t.browseCode}\\s+15\\.09`) }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/hs-finder/browse/1509$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('15.09');
    const children = page.getByTestId('hs-children');
    await expect(children.getByRole('listitem').first()).toContainText('1509.20');
    // A subheading is the last level: listed, not a link.
    await expect(children.getByRole('link')).toHaveCount(0);
    if (lang === 'ar') {
      // Each subheading in its own Arabic name (issue 45): 1509.20 and 1509.30 read differently.
      await expect(children.getByRole('listitem').first()).toContainText('زيت زيتون بكر ممتاز');
      await expect(children.getByRole('listitem').nth(1)).toContainText('زيت زيتون بكر');
      await expect(children.locator('[lang="en"][dir="ltr"]')).toHaveCount(0);
    }
    await expectNotes(page, lang);

    // Issue 45: the code's page leads on to where to sell it and to its market access.
    const tools = page.getByTestId('hs-code-tools');
    await expect(tools.getByTestId('where-to-sell-link')).toHaveAttribute(
      'href',
      `${prefix}/where-to-sell/1509`,
    );
    const chooser = tools.getByTestId('market-access-chooser');
    await chooser.getByLabel(messagesOf(lang).MarketAccess.form.country).selectOption('DE');
    await chooser.getByRole('button', { name: messagesOf(lang).MarketAccess.form.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/market-access/1509/DE$`));
  });

  test(`${lang}: the tree from its root to a section and a chapter`, async ({ page }) => {
    await page.goto(`${prefix}/hs-finder/browse`);
    await expect(page.getByRole('heading', { level: 1, name: t.browse.title })).toBeVisible();
    const sections = page.getByTestId('hs-sections').getByRole('listitem');
    await expect(sections).toHaveCount(21);
    await expectNotes(page, lang);

    await page.locator(`a[href="${prefix}/hs-finder/browse/XV"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/hs-finder/browse/XV$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      `${t.levels.section} ${t.sectionNumerals.XV}`,
    );
    const chapters = page.getByTestId('hs-children').getByRole('link');
    await expect(chapters.first()).toHaveAttribute('href', `${prefix}/hs-finder/browse/72`);
    await expectNotes(page, lang);

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
    const row = headings.first().getByRole('link');
    await expectMirrored(lang, row.locator('bdi'), row.locator(':scope > span'));
    await expectNotes(page, lang);
  });

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
    await checkFinderPage(page, lang, 'hs-finder-code');
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
    await checkFinderPage(page, lang, 'hs-finder-empty');

    const long = `${words} `.repeat(12).trim();
    const answer = await page.goto(`${prefix}/hs-finder?q=${encodeURIComponent(long)}`);
    expect(answer?.status()).toBe(200);
    await expect(page.getByTestId('hs-too-long')).toBeVisible();
    await expect(page.getByTestId('hs-result')).toHaveCount(0);
    await expect(page.getByLabel(t.form.label)).toHaveAttribute('aria-invalid', 'true');
    await checkFinderPage(page, lang, 'hs-finder-too-long');

    const missing = await page.goto(`${prefix}/hs-finder/browse/9999`);
    expect(missing?.status()).toBe(404);
  });

  test(`${lang}: a query the words leave open asks one question, answered by keyboard, which narrows the codes`, async ({
    page,
  }) => {
    // Issue 55, item 4: strawberries are fresh (08.10), frozen (08.11) or prepared (20.08).
    await page.goto(`${prefix}/hs-finder`);
    const box = page.getByLabel(t.form.label);
    await box.fill(unsure);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${prefix}/hs-finder\\?q=`));
    const question = page.getByRole('navigation', { name: t.question.kinds.state });
    await expect(question.getByRole('heading', { level: 2 })).toHaveText(t.question.kinds.state);
    const frozen = question.getByRole('link', { name: t.question.options.frozen });
    await expect(question.getByRole('link', { name: t.question.all })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await checkFinderPage(page, lang, 'hs-finder-question');

    // Tab from the search box to the answer, and follow it with Enter.
    await box.focus();
    for (let step = 0; step < 20; step += 1) {
      if (await frozen.evaluate((link) => link === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(frozen).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]qualifier=frozen#hs-finder$/);
    const narrowed = page.getByRole('navigation', { name: t.question.kinds.state });
    await expect(narrowed.getByRole('link', { name: t.question.options.frozen })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const results = page.getByTestId('hs-result');
    await expect(results.first()).toHaveAttribute('data-code', '081110');
    // Only frozen codes are left: no fresh strawberries (08.10), no preparations not frozen (20.08).
    for (const code of await results.evaluateAll((cards) =>
      cards.map((card) => card.getAttribute('data-code')),
    )) {
      expect(code).not.toMatch(/^(0810|2008)/);
    }
    await checkFinderPage(page, lang, 'hs-finder-question-answered');
  });
}
