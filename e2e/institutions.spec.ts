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
import { checkPage, messagesOf } from './support';
import { expect, test } from './test';

// Issue 14 "Export trade support institutions": a visitor filters the directory by type and
// governorate from its form and reaches the empty state, on its own page and on page 150, in
// English and Arabic (axe, direction, a phone's width); an editor adds an institution in the
// console, finds it with the list's search, opens the console's pages in both languages, and the
// institution shows on the public page at once.

const locales = [
  { lang: 'en' as const, prefix: '', m: messagesOf('en'), irbid: 'Irbid', tafilah: 'Tafilah' },
  { lang: 'ar' as const, prefix: '/ar', m: messagesOf('ar'), irbid: 'إربد', tafilah: 'الطفيلة' },
];

for (const { lang, prefix, m, irbid, tafilah } of locales) {
  const t = m.Institutions;

  test(`${lang}: filter the institutions by type and governorate, then reach the empty state`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/export-trade-support-institutions`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const cards = page.getByTestId('institution-card');
    await expect(cards).toHaveCount(10);
    await checkPage(page, lang, 'institutions');

    const directory = page.locator('#institutions');
    await directory
      .getByLabel(t.filters.type, { exact: true })
      .selectOption({ label: typeName(lang) });
    await directory.getByLabel(t.filters.gov, { exact: true }).selectOption({ label: irbid });
    await directory.getByRole('button', { name: t.filters.submit }).click();
    await expect(page).toHaveURL(withQuery({ type: '3', gov: '2' }));
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(
      lang === 'ar' ? 'غرفة تجارة إربد' : 'Irbid Chamber of Commerce',
    );
    await expect(directory.getByLabel(t.filters.gov, { exact: true })).toHaveValue('2');

    await directory.getByLabel(t.filters.gov, { exact: true }).selectOption({ label: tafilah });
    await directory.getByRole('button', { name: t.filters.submit }).click();
    await expect(page).toHaveURL(withQuery({ type: '3', gov: '10' }));
    await expect(page.getByTestId('institutions-empty')).toHaveText(t.empty);
    await expect(cards).toHaveCount(0);
    await checkPage(page, lang, 'institutions-empty');

    await directory.getByRole('link', { name: t.filters.clear }).click();
    await expect(cards).toHaveCount(10);
    await page
      .getByRole('navigation', { name: t.pagination.label })
      .getByRole('link', { name: t.pagination.page.replace('{page}', lang === 'ar' ? '٢' : '2') })
      .first()
      .click();
    await expect(page).toHaveURL(/\?page=2#institutions$/);
    await expect(
      page.getByRole('navigation', { name: t.pagination.label }).locator('[aria-current="page"]'),
    ).toHaveText(lang === 'ar' ? '٢' : '2');
  });

  test(`${lang}: page 150 shows the directory above the enquiry form`, async ({ page }) => {
    await page.goto(`${prefix}/pages/150`);
    const directory = page.locator('#institutions');
    await expect(directory.getByRole('heading', { name: t.listTitle })).toBeVisible();
    await directory
      .getByLabel(t.filters.q, { exact: true })
      .fill(lang === 'ar' ? 'العقبة' : 'Aqaba');
    await directory.getByRole('button', { name: t.filters.submit }).click();
    await expect(page).toHaveURL(/\/pages\/150-[^?]+\?q=/);
    await expect(page.getByTestId('institution-card').first()).toBeVisible();
    await expect(page.getByTestId('institution-card').first()).toContainText(
      lang === 'ar' ? 'العقبة' : 'Aqaba',
    );
    const website = page.getByTestId('institution-card').getByRole('link', { name: /aseza\.jo/ });
    await expect(website).toHaveAttribute('rel', /noopener/);
    await expect(website).toHaveAttribute('target', '_blank');
    await checkPage(page, lang, 'page-150');
  });
}

/** The address once the plain GET form is sent: these filters set (empty fields are ignored). */
const withQuery = (expected: Record<string, string>) => (url: URL) =>
  Object.entries(expected).every(([key, value]) => url.searchParams.get(key) === value);

function typeName(lang: 'en' | 'ar') {
  return lang === 'ar' ? 'غرفة تجارة' : 'Chamber of commerce';
}

test('an editor adds an institution in the console, finds it, and it shows on the public page', async ({
  page,
  playwright,
  baseURL,
}) => {
  // A journey of several console pages, each with its axe check and its 390 px fit.
  test.setTimeout(120_000);
  await signInNewStaff(page, { playwright, baseURL }, consolePath('/institutions', 'en'));
  const t = messagesOf('en').InstitutionsAdmin;
  await expectConsoleList(page, 'en', t, 'console-institutions');

  const unique = `SAMPLE Dead Sea Exporters Circle ${Date.now().toString(36)}`;
  const dialog = await openAddForm(page, 'en', t);
  await fillFields(dialog, [
    [t.form.name, unique],
    [t.form.name_ara, 'حلقة مصدري البحر الميت (عينة)'],
  ]);
  await dialog.getByRole('checkbox', { name: 'Sector and exporters association' }).check();
  await fillFields(dialog, [
    [t.form.mode_id, { option: 'Non-profit organisation' }],
    [t.form.gov_id, { option: 'Balqa' }],
    [t.form.services_eng, 'Trade fairs\nBuyer meetings'],
    [t.form.email, 'circle@example.jo'],
    [t.form.phone, '+962 6 500 0000'],
    [t.form.website, 'www.example.jo'],
  ]);
  await saveForm(page, dialog, t.form.save, t.done.created.replace('{name}', unique));

  // The console's list searches with a plain GET form: the address keeps the search.
  await searchConsoleList(page, 'en', t, unique);
  await expect(page).toHaveURL(/\/admin\/institutions\?q=/);
  await expect(page.getByTestId('institutions-total')).toHaveText('1 institution');
  await expect(page.getByRole('table', { name: t.tableLabel }).getByRole('row')).toHaveCount(2);

  // The same pages in Arabic, and the reference lists in both languages.
  await page.getByRole('link', { name: t.listsLink }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.listsTitle })).toBeVisible();
  await expect(page.getByRole('table', { name: t.lists.typesCaption })).toBeVisible();
  await checkPage(page, 'en', 'console-institution-lists');
  const ar = messagesOf('ar').InstitutionsAdmin;
  await openConsoleList(page, '/institutions', 'ar', ar, 'console-institutions');
  await page.getByRole('link', { name: ar.listsLink }).click();
  await expect(page.getByRole('heading', { level: 1, name: ar.listsTitle })).toBeVisible();
  await expect(page.getByRole('table', { name: ar.lists.modesCaption })).toBeVisible();
  await checkPage(page, 'ar', 'console-institution-lists');

  await page.goto(`/export-trade-support-institutions?q=${encodeURIComponent(unique)}`);
  const card = page.getByTestId('institution-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(unique);
  await expect(card).toContainText('Balqa');
  await expect(card.getByRole('link', { name: /circle@example\.jo/ })).toHaveAttribute(
    'href',
    'mailto:circle@example.jo',
  );
  await expect(card.getByRole('link', { name: /\+962 6 500 0000/ })).toHaveAttribute(
    'href',
    'tel:+96265000000',
  );
});
