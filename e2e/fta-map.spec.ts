import { consolePath } from '../lib/navigation/console-path';

import { ADMIN_STATE } from './helpers/console';
import { checkPage, expectNoSeriousA11yViolations, label, messagesOf } from './support';
import { expect, test, type Page } from './test';

// Issue 27 "Free trade agreements" (part 2): the world map colours the countries with an agreement
// (the United States black, Canada red, the others dark green) and opens each one's page in a new
// tab; zoom 1 to 20 in steps of 0.5 by the buttons and the keyboard; the list beside the map
// reaches the same pages; small countries pulse unless the visitor asks for less motion; the map
// is never mirrored, its buttons and list are. Then the agreements list and its title search, and
// an editor's new agreement on it. English and Arabic, axe, a phone's width, screenshots on ask.

const SHOTS = process.env.E2E_SHOTS_DIR;

const locales = [
  { lang: 'en' as const, prefix: '', m: messagesOf('en'), saudi: 'Saudi Arabia', canada: 'Canada' },
  {
    lang: 'ar' as const,
    prefix: '/ar',
    m: messagesOf('ar'),
    saudi: 'المملكة العربية السعودية',
    canada: 'كندا',
  },
];

const country = (page: Page, code: string) =>
  page.getByTestId('fta-map').locator(`a[data-country="${code}"]`);

for (const { lang, prefix, m, saudi, canada } of locales) {
  const t = m.Agreements;

  // The map's links, as a click on a country and from the list beside it (issue 54: one test, one
  // visit of the map; these were two).
  test(`${lang}: a coloured country opens its agreement in a new tab; the list beside the map reaches the same page`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/fta-map`);
    await expect(page.getByRole('heading', { level: 2, name: t.map.title })).toBeVisible();
    await expect(country(page, 'US').locator('path')).toHaveCSS('fill', 'rgb(0, 0, 0)');
    await expect(country(page, 'CA').locator('path')).toHaveCSS('fill', 'rgb(213, 43, 30)');
    await expect(country(page, 'DE').locator('path')).toHaveCSS('fill', 'rgb(27, 94, 32)');
    await expect(country(page, 'TR')).toHaveCount(0);
    await expect(page.getByText(t.map.legend.us)).toBeVisible();
    await checkPage(page, lang, 'fta-map');

    const saudiArabia = country(page, 'SA');
    await expect(saudiArabia).toHaveAttribute('target', '_blank');
    const href = await saudiArabia.getAttribute('href');
    expect(href).toMatch(new RegExp(`^${prefix}/fta-country-agreement/\\d+$`));
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      saudiArabia.locator('path').click(),
    ]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(href);
    await expect(tab.getByRole('heading', { level: 1, name: saudi })).toBeVisible();
    const crumbs = tab.getByRole('navigation', { name: m.Banner.breadcrumb });
    await expect(crumbs.getByRole('link')).toHaveCount(2);
    await expect(crumbs.getByRole('link').nth(1)).toHaveAttribute('href', `${prefix}/fta-map`);
    await expect(tab.getByTestId('agreement-card')).toContainText(
      lang === 'ar' ? 'منطقة التجارة الحرة العربية الكبرى' : 'Greater Arab Free Trade Area',
    );
    await checkPage(tab, lang, 'fta-country');
    await tab.close();

    const listed = page
      .getByTestId('fta-list')
      .getByRole('link', { name: new RegExp(`^${canada}`) });
    const canadaHref = await country(page, 'CA').getAttribute('href');
    await expect(listed).toHaveAttribute('href', canadaHref!);
    const [canadaTab] = await Promise.all([page.waitForEvent('popup'), listed.click()]);
    await canadaTab.waitForLoadState();
    expect(new URL(canadaTab.url()).pathname).toBe(canadaHref);
    await expect(canadaTab.getByRole('heading', { level: 1, name: canada })).toBeVisible();
    await canadaTab.close();
  });

  // The map's own behaviour on one visit (issue 54: the pulse was a test of its own).
  test(`${lang}: zoom in and out by button and keyboard; the map is not mirrored, its controls and list are; small countries pulse, and stop for visitors who ask for less motion`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${prefix}/fta-map`);
    const map = page.getByTestId('fta-map');
    await expect(map).toHaveAttribute('data-zoom', '1');
    await page.getByRole('button', { name: t.map.zoomIn }).click();
    await expect(map).toHaveAttribute('data-zoom', '1.5');
    await expect(page.getByTestId('fta-map-zoom')).toHaveText(
      t.map.level.replace('{zoom}', lang === 'ar' ? '١٫٥' : '1.5'),
    );
    const frame = page.getByRole('region', { name: t.map.region });
    await frame.focus();
    await page.keyboard.press('+');
    await expect(map).toHaveAttribute('data-zoom', '2');
    const moved = map.locator('svg > g');
    const before = await moved.getAttribute('transform');
    await page.keyboard.press('ArrowLeft');
    await expect(moved).not.toHaveAttribute('transform', before!);
    await page.keyboard.press('-');
    await expect(map).toHaveAttribute('data-zoom', '1.5');
    await page.getByRole('button', { name: t.map.zoomOut }).click();
    await expect(map).toHaveAttribute('data-zoom', '1');
    await expect(page.getByRole('button', { name: t.map.zoomOut })).toBeDisabled();

    // The map reads west to east in both languages; the list sits after it in the reading order.
    await expect(frame).toHaveAttribute('dir', 'ltr');
    const west = await country(page, 'US').boundingBox();
    const east = await country(page, 'SA').boundingBox();
    expect(west!.x).toBeLessThan(east!.x);
    const mapBox = await frame.boundingBox();
    const listBox = await page.getByTestId('fta-list').boundingBox();
    if (lang === 'ar') expect(listBox!.x).toBeLessThan(mapBox!.x);
    else expect(listBox!.x).toBeGreaterThan(mapBox!.x);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/fta-map-zoomed-${lang}-1440.png` });

    const ring = country(page, 'SG').locator('circle').first();
    await expect(country(page, 'SG')).toHaveAttribute('data-small', 'true');
    await expect(ring).not.toHaveCSS('animation-name', 'none');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(ring).toHaveCSS('animation-name', 'none');
  });

  test(`${lang}: the agreements list searches titles; the old addresses lead to the new pages`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/free-trade-agreements`);
    const cards = page.getByTestId('agreement-card');
    // Status 1 only (the suspended agreement with Turkey is not listed), newest first.
    // Each card's title (its market-access box has a heading of its own, issue 37).
    const titles = await cards.getByRole('heading', { level: 3 }).allTextContents();
    expect(titles.length).toBeGreaterThanOrEqual(8);
    const position = (title: string) => titles.findIndex((text) => text.trim() === title);
    const [uk, gafta] =
      lang === 'ar'
        ? ['اتفاقية الشراكة بين الأردن والمملكة المتحدة', 'منطقة التجارة الحرة العربية الكبرى']
        : ['UK–Jordan Association Agreement', 'Greater Arab Free Trade Area (GAFTA)'];
    expect(position(uk)).toBeGreaterThanOrEqual(0);
    expect(position(uk)).toBeLessThan(position(gafta));
    expect(titles.join(' ')).not.toMatch(lang === 'ar' ? /وتركيا/ : /Turkey/);
    await checkPage(page, lang, 'agreements');

    await page.getByLabel(t.list.search, { exact: true }).fill(lang === 'ar' ? 'اغادير' : 'agadir');
    await page.getByRole('main').getByRole('button', { name: t.list.submit }).click();
    await expect(page).toHaveURL(/search=/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText(
      lang === 'ar' ? 'اتفاقية أغادير' : 'Agadir Agreement',
    );
    await page.getByLabel(t.list.search, { exact: true }).fill('zzzz');
    await page.getByRole('main').getByRole('button', { name: t.list.submit }).click();
    await expect(page.getByTestId('agreements-empty')).toHaveText(t.list.empty);
    await checkPage(page, lang, 'agreements-empty');

    for (const [old, now] of [
      ['/pages/810', '/fta-map'],
      ['/menu-1/20', '/free-trade-agreements'],
    ]) {
      await page.goto(`${prefix}${old}`);
      await expect(page).toHaveURL(new RegExp(`${prefix}${now}$`));
    }
  });
}

test.describe('the console', () => {
  test.use({ storageState: ADMIN_STATE });

  test('an editor adds an agreement; the list shows it, in both languages', async ({ page }) => {
    // A journey of several console pages, each with its axe check and its 390 px fit.
    test.setTimeout(120_000);
    const t = messagesOf('en').AgreementsAdmin;
    const unique = Date.now().toString(36);
    await page.goto(consolePath('/agreements', 'en'));
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByRole('table', { name: t.tableLabel })).toBeVisible();
    await checkPage(page, 'en', 'console-agreements');

    await page.getByRole('button', { name: t.add }).click();
    const dialog = page.getByRole('dialog', { name: t.form.addTitle });
    await dialog.getByLabel(label(t.form.title_eng)).fill(`SAMPLE Journey Agreement ${unique}`);
    await dialog.getByLabel(label(t.form.title_ara)).fill(`اتفاقية الرحلة ${unique}`);
    await dialog.getByLabel(label(t.form.in_force_on)).fill('2000-06-01');
    await dialog.getByLabel(label(t.form.summary_eng)).fill('A sample agreement.');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: t.form.save }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: unique })).toBeVisible();

    await page.getByRole('link', { name: t.countriesLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.countries.title })).toBeVisible();
    await expect(page.getByRole('table', { name: t.countries.tableLabel })).toBeVisible();
    await checkPage(page, 'en', 'console-fta-countries');
    const ar = messagesOf('ar').AgreementsAdmin;
    await page.goto(consolePath('/agreements/countries', 'ar'));
    await expect(page.getByRole('heading', { level: 1, name: ar.countries.title })).toBeVisible();
    await page.getByRole('button', { name: ar.countries.add }).click();
    const countryDialog = page.getByRole('dialog', { name: ar.countryForm.addTitle });
    await expect(countryDialog.getByLabel(label(ar.countryForm.content_ara))).toHaveAttribute(
      'dir',
      'rtl',
    );
    await expectNoSeriousA11yViolations(page);
    await countryDialog.getByRole('button', { name: ar.form.cancel }).click();
    await checkPage(page, 'ar', 'console-fta-countries');

    await page.goto(`/free-trade-agreements?search=${unique}`);
    await expect(page.getByTestId('agreement-card')).toHaveCount(1);
    await page.goto(`/ar/free-trade-agreements?search=${unique}`);
    await expect(page.getByTestId('agreement-card')).toContainText(`اتفاقية الرحلة ${unique}`);
  });
});
