import { consolePath } from '../lib/navigation/console-path';

import { ADMIN_STATE } from './helpers/console';
import { checkPage, expectNoSeriousA11yViolations, label, messagesOf } from './support';
import { expect, test, type Page } from './test';

// Issue 14 "Pool of experts": the list filtered from the address and by its form, the empty state,
// the old addresses of the page, and an editor's new expert in a pool showing on the public page;
// in English and Arabic, with axe and a phone's width on every page. E2E_SHOTS_DIR=<folder> also
// saves each page at 390 and 1440 px.

const locales = [
  {
    lang: 'en' as const,
    prefix: '',
    m: messagesOf('en'),
    rami: 'Rami Haddad',
    hiba: 'Hiba Nabulsi',
    digitalPool: 'Digital Trade and E-commerce',
    sector: 'Food Processing',
    language: 'Arabic',
  },
  {
    lang: 'ar' as const,
    prefix: '/ar',
    m: messagesOf('ar'),
    rami: 'رامي حداد',
    hiba: 'هبة النابلسي',
    digitalPool: 'التجارة الرقمية والتجارة الإلكترونية',
    sector: 'الصناعات الغذائية',
    language: 'العربية',
  },
];

const cards = (page: Page) => page.getByTestId('expert-card');

for (const { lang, prefix, m, rami, hiba } of locales) {
  const t = m.Experts;

  // Where the list is reached from (issue 54: the old addresses were a test of their own).
  test(`${lang}: the search in the address shows the matching expert only; the menu page's old addresses lead to the list`, async ({
    page,
  }) => {
    for (const old of ['/jordan-exports/pool-of-experts', '/menu-1/30-pool-of-experts']) {
      await page.goto(`${prefix}${old}`);
      await expect(page).toHaveURL(new RegExp(`${prefix}/pool-of-experts$`));
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    }

    await page.goto(`${prefix}/pool-of-experts?search=${encodeURIComponent(rami)}`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole('heading', { name: rami })).toBeVisible();
    await expect(page.getByLabel(t.filter.search)).toHaveValue(rami);
    await checkPage(page, lang, 'experts-search');
  });

  test(`${lang}: the form filters by text and pool, down to the empty state`, async ({ page }) => {
    await page.goto(`${prefix}/pool-of-experts`);
    // part 3 "Client processing": the pools newest first.
    const pools = page.getByTestId('expert-pool');
    await expect(pools.first().getByRole('heading', { level: 2 })).toHaveText(
      lang === 'en'
        ? 'Industrial Quality, Packaging and Design'
        : 'الجودة الصناعية والتغليف والتصميم',
    );
    await checkPage(page, lang, 'experts-all');

    await page.getByLabel(t.filter.search).fill('HACCP');
    await page.getByRole('button', { name: t.filter.submit }).click();
    await expect(page).toHaveURL(/search=HACCP/);
    await expect(cards(page).getByRole('heading', { name: hiba })).toBeVisible();

    await page.getByLabel(t.filter.search).fill('');
    await page.getByLabel(t.filter.pool).selectOption({ index: 3 });
    await page.getByRole('button', { name: t.filter.submit }).click();
    await expect(page).toHaveURL(/pool=\d/);
    await expect(pools).toHaveCount(1);

    await page.getByLabel(t.filter.search).fill('zzzz-no-such-expert');
    await page.getByRole('button', { name: t.filter.submit }).click();
    await expect(page.getByTestId('experts-empty')).toContainText(t.empty);
    await expect(cards(page)).toHaveCount(0);
    await checkPage(page, lang, 'experts-empty');

    await page.getByRole('link', { name: t.filter.clear }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/pool-of-experts$`));
    await expect(cards(page).first()).toBeVisible();
  });
}

test.describe('the console', () => {
  test.use({ storageState: ADMIN_STATE });
  // Both languages edit the same seeded pool: run one after the other, so neither edit is stale.
  test.describe.configure({ mode: 'serial' });

  for (const { lang, prefix, m, digitalPool, sector, language } of locales) {
    test(`${lang}: an editor adds an expert to a pool and the public page shows it`, async ({
      page,
    }) => {
      const t = m.ExpertsAdmin;
      const unique = `${Date.now().toString(36)}${lang}`;
      const name = `Journey Expert ${unique}`;
      const nameAr = `خبير الرحلة ${unique}`;
      await page.goto(consolePath('/experts', lang));
      await expect(
        page.getByRole('heading', { name: t.experts.heading, exact: true }),
      ).toBeVisible();
      await expect(page.getByTestId('console-expert').first()).toBeVisible();
      await checkPage(page, lang, 'console-experts');

      await page.getByRole('button', { name: t.experts.add }).click();
      const dialog = page.getByRole('dialog', { name: t.dialog.newExpert });
      const fill = (field: keyof typeof t.fields, value: string) =>
        dialog.getByLabel(label(t.fields[field])).fill(value);
      await fill('FULL_NAME', name);
      await fill('FULL_NAME_ARA', nameAr);
      await fill('TITLE_ENG', 'Olive oil export adviser');
      await fill('TITLE_ARA', 'مستشار تصدير زيت الزيتون');
      await fill('EXPERTISE_ENG', 'Olive oil grading');
      await fill('EXPERTISE_ARA', 'تصنيف زيت الزيتون');
      await fill('DESCRIPTION_ENG', 'Helps olive mills sell abroad.');
      await fill('DESCRIPTION_ARA', 'يساعد معاصر الزيتون على البيع في الخارج.');
      await dialog.getByRole('checkbox', { name: sector }).check();
      await dialog.getByRole('checkbox', { name: language, exact: true }).check();
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: t.dialog.save }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();

      await page
        .getByRole('button', { name: t.pools.editOf.replace('{name}', digitalPool) })
        .click();
      const poolDialog = page.getByRole('dialog', { name: t.dialog.editPool });
      const shown = lang === 'ar' ? nameAr : name;
      await poolDialog.getByLabel(t.dialog.chooseExpert).selectOption({ label: shown });
      await poolDialog.getByRole('button', { name: t.dialog.addExpert }).click();
      await expect(poolDialog.getByRole('listitem').filter({ hasText: shown })).toBeVisible();
      await poolDialog.getByRole('button', { name: t.dialog.save }).click();
      await expect(poolDialog).toBeHidden();

      // The console's list searches with a plain GET form: the address keeps the search.
      const search = page.getByRole('search', { name: t.experts.filters });
      await search.getByLabel(t.experts.search, { exact: true }).fill(unique);
      await search.getByRole('button', { name: m.Console.kit.search }).click();
      await expect(page).toHaveURL(/\/admin\/experts\?search=/);
      await expect(page.getByTestId('console-expert')).toHaveCount(1);
      await expect(page.getByTestId('console-expert')).toContainText(shown);

      await page.goto(`${prefix}/pool-of-experts?search=${encodeURIComponent(unique)}`);
      const pool = page.getByRole('region', { name: digitalPool });
      await expect(pool.getByTestId('expert-card')).toHaveCount(1);
      await expect(pool.getByTestId('expert-card')).toContainText(sector);
    });
  }
});
