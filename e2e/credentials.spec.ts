import { consolePath } from '../lib/navigation/console-path';

import {
  expectConsoleList,
  fillFields,
  openConsoleList,
  openAddForm,
  saveForm,
  searchConsoleList,
  signInNewStaff,
} from './helpers/console-record';
import { checkPage, expectNoSeriousA11yViolations, messagesOf } from './support';
import { expect, test, type Page } from './test';

// Issue 27 "Credentials" (part 2): the list filtered by type, country and year from its form down
// to "No credentials found", a credential's page, page 91's old address, in English and Arabic
// (axe, direction, a phone's width); an editor adds a credential in the console and the public
// list shows it. E2E_SHOTS_DIR=<folder> also saves each page at 390 and 1440 px.

const locales = [
  {
    lang: 'en' as const,
    prefix: '',
    m: messagesOf('en'),
    memorandum: 'Memorandum of understanding',
    emirates: 'United Arab Emirates',
    gulf: 'Gulf Retail Buyers Forum',
  },
  {
    lang: 'ar' as const,
    prefix: '/ar',
    m: messagesOf('ar'),
    memorandum: 'مذكرة تفاهم',
    emirates: 'الإمارات العربية المتحدة',
    gulf: 'منتدى مشتري التجزئة الخليجي',
  },
];

/** The address once the plain GET form is sent: these filters set (empty fields are ignored). */
const withQuery = (expected: Record<string, string>) => (url: URL) =>
  Object.entries(expected).every(([key, value]) => url.searchParams.get(key) === value);

const cards = (page: Page) => page.getByTestId('credential-card');

for (const { lang, prefix, m, memorandum, emirates, gulf } of locales) {
  const t = m.Credentials;

  test(`${lang}: filter the credentials by type, country and year, down to "No credentials found"`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/credentials`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(cards(page)).toHaveCount(12);
    // Two seeded credentials are dated in the last 30 days; others are no longer in force.
    await expect(page.getByTestId('credential-recent').first()).toHaveText(
      new RegExp(`^${t.recent}`),
    );
    await expect(
      page.getByTestId('credential-status').filter({ hasText: t.status.inactive }).first(),
    ).toBeVisible();
    await checkPage(page, lang, 'credentials');

    const list = page.locator('#credentials');
    await list.getByLabel(t.filters.type, { exact: true }).selectOption({ label: memorandum });
    await list.getByLabel(t.filters.country, { exact: true }).selectOption({ label: emirates });
    await list.getByRole('button', { name: t.filters.submit }).click();
    await expect(page).toHaveURL(withQuery({ type: '1', country: '784' }));
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(gulf);

    // The year is compared as text (part 3 §9): its options' values are the years as written.
    await list.getByLabel(t.filters.year, { exact: true }).selectOption('2024');
    await list.getByRole('button', { name: t.filters.submit }).click();
    await expect(page).toHaveURL(withQuery({ type: '1', country: '784', year: '2024' }));
    await expect(cards(page)).toHaveCount(1);

    await list.getByLabel(t.filters.year, { exact: true }).selectOption('2019');
    await list.getByRole('button', { name: t.filters.submit }).click();
    await expect(page).toHaveURL(withQuery({ year: '2019' }));
    await expect(page.getByTestId('credentials-empty')).toContainText(t.empty);
    await expect(cards(page)).toHaveCount(0);
    await checkPage(page, lang, 'credentials-empty');

    await list.getByRole('link', { name: t.filters.clear }).click();
    await expect(cards(page)).toHaveCount(12);
  });

  test(`${lang}: a credential's page, from the list`, async ({ page }) => {
    await page.goto(`${prefix}/credentials?country=784&type=1`);
    const name = cards(page).getByRole('heading', { level: 3 });
    const title = (await name.textContent())!.trim();
    await name.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/credentials/1$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: m.Banner.breadcrumb });
    await expect(crumbs.getByRole('link', { name: t.title })).toHaveAttribute(
      'href',
      `${prefix}/credentials`,
    );
    const facts = page.getByTestId('credential-facts');
    await expect(facts).toContainText(memorandum);
    await expect(facts).toContainText(emirates);
    await expect(facts).toContainText(gulf);
    await expect(page.getByTestId('credential-status')).toHaveText(t.status.active);
    // The seed's partners are fictional: no link to a site that could never load (issue 36).
    await expect(page.getByRole('link', { name: new RegExp(t.detail.website) })).toHaveCount(0);
    await expect(page.getByRole('link', { name: t.detail.back })).toBeVisible();
    await checkPage(page, lang, 'credential');
  });

  test(`${lang}: page 91's old address leads to the list; an unknown credential is a 404`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/pages/91`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/credentials$`));
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const missing = await page.goto(`${prefix}/credentials/99999`);
    expect(missing?.status()).toBe(404);
  });
}

test('an editor adds a credential in the console, and the public list shows it', async ({
  page,
  playwright,
  baseURL,
}) => {
  // A journey of several console pages, each with its axe check and its 390 px fit.
  test.setTimeout(120_000);
  await signInNewStaff(page, { playwright, baseURL }, consolePath('/credentials', 'en'));
  const t = messagesOf('en').CredentialsAdmin;
  await expectConsoleList(page, 'en', t, 'console-credentials');

  const unique = `SAMPLE Journey Memorandum ${Date.now().toString(36)}`;
  const dialog = await openAddForm(page, 'en', t);
  await fillFields(dialog, [
    [t.form.name_eng, unique],
    [t.form.name_ara, 'مذكرة تفاهم للرحلة (عينة)'],
    [t.form.type, { option: 'Cooperation agreement' }],
    [t.form.country_id, { option: 'Egypt' }],
    [t.form.date, '2025-05-05'],
    [t.form.issuer_eng, 'Journey Trade Council'],
    [t.form.link, 'https://www.journey-council.example'],
  ]);
  await expectNoSeriousA11yViolations(page);
  await saveForm(page, dialog, t.form.save, t.done.created.replace('{name}', unique));

  await searchConsoleList(page, 'en', t, unique);
  await expect(page).toHaveURL(/\/admin\/credentials\?q=/);
  await expect(page.getByTestId('credentials-total')).toHaveText('1 credential');

  await openConsoleList(
    page,
    '/credentials',
    'ar',
    messagesOf('ar').CredentialsAdmin,
    'console-credentials',
  );

  await page.goto('/credentials?type=2&country=818&year=2025');
  await expect(cards(page).filter({ hasText: unique })).toHaveCount(1);
});
