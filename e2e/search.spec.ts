import { LAST_GULFOOD } from './seed-events';
import {
  expectDocumentDirection,
  expectNoSeriousA11yViolations,
  messagesOf,
  waitForInteractive,
} from './support';
import { expect, test, type Page } from './test';

// Issue 28 "One search for the whole portal": the header's Search dialog (results as one types,
// type chips with counts, the matched words marked, the keyboard) leading to a company and to an
// event list with the event's name as the list's search; the header box leading to /search/…, a
// server-rendered page whose chips are links; Arabic spelling variants find the same records.
// English and Arabic, axe on each state.

const locales = [
  {
    lang: 'en' as const,
    prefix: '',
    m: messagesOf('en'),
    company: 'Tilal',
    event: 'Gulfood',
    eventTitle: LAST_GULFOOD.name_eng,
    jordan: ['Jordan', 'JORDAN'],
  },
  {
    lang: 'ar' as const,
    prefix: '/ar',
    m: messagesOf('ar'),
    // Companies have their names in Latin letters only (part 2 §3 "Company").
    company: 'Tilal',
    event: 'جلفود',
    eventTitle: LAST_GULFOOD.name_ara,
    jordan: ['الأردن', 'الاردن', 'الأُرْدُن'],
  },
];

async function openDialog(page: Page, launcherName: string, title: string) {
  await page.getByRole('button', { name: launcherName }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const { lang, prefix, m, company, event, eventTitle, jordan } of locales) {
  const t = m.Search;

  test(`${lang}: the Search dialog finds a company and an event, filters by type and goes to each`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/`);
    await waitForInteractive(page);
    const dialog = await openDialog(page, m.Header.quickSearch, t.dialog.title);
    const input = dialog.getByRole('combobox', { name: t.dialog.label });
    await expect(input).toBeFocused();
    await expectDocumentDirection(page, lang);

    await input.fill(company);
    const options = dialog.getByRole('option');
    await expect(options.first()).toBeVisible();
    // The matched word is marked in the results.
    await expect(dialog.locator('mark').filter({ hasText: company }).first()).toBeVisible();
    const results = dialog.getByRole('listbox', { name: t.results });
    const box = await results.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(400);
    await expectNoSeriousA11yViolations(page);

    // The Companies chip keeps companies and their offerings only.
    const chips = dialog.getByRole('group', { name: t.filters });
    const companiesChip = chips.getByRole('button', {
      name: new RegExp(`^${t.types.companies} \\(`),
    });
    await companiesChip.click();
    await expect(companiesChip).toHaveAttribute('aria-pressed', 'true');
    const kinds = [t.kinds.company, t.kinds.product, t.kinds.service];
    await expect(async () => {
      const shown = await options.evaluateAll((items) =>
        items.map((item) => item.firstElementChild?.textContent ?? ''),
      );
      expect(shown.length).toBeGreaterThan(0);
      for (const kind of shown) expect(kinds).toContain(kind);
    }).toPass();
    await options.filter({ hasText: t.kinds.company }).first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/buyers/\\d+$`));
    await expect(dialog).toBeHidden();

    // An event leads to its list with its name as the list's search.
    const again = await openDialog(page, m.Header.quickSearch, t.dialog.title);
    await again.getByRole('combobox', { name: t.dialog.label }).fill(event);
    await again
      .getByRole('option')
      .filter({ hasText: t.kinds.event })
      .filter({ hasText: eventTitle })
      .click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/international-events\\?`));
    expect(new URL(page.url()).searchParams.get('q')).toBe(eventTitle);
    await expect(page.getByRole('searchbox').or(page.getByRole('textbox')).first()).toBeVisible();
    await expect(page.getByRole('main')).toContainText(eventTitle);
    await expectNoSeriousA11yViolations(page);
  });

  test(`${lang}: the Search dialog by keyboard only`, async ({ page }) => {
    await page.goto(`${prefix}/`);
    await waitForInteractive(page);
    const launcher = page.getByRole('button', { name: m.Header.quickSearch });
    await launcher.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: t.dialog.title });
    await expect(dialog).toBeVisible();
    await page.keyboard.type(company);
    const options = dialog.getByRole('option');
    await expect(options.first()).toBeVisible();
    // Escape closes the dialog and gives the focus back to its button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    const input = dialog.getByRole('combobox', { name: t.dialog.label });
    await input.fill(company);
    await expect(options.first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    const id = await options.first().getAttribute('id');
    await expect(input).toHaveAttribute('aria-activedescendant', id!);
    // The company whose name holds the word comes first; Enter opens the chosen result.
    await expect(options.first()).toContainText(t.kinds.company);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${prefix}/buyers/\\d+$`));
  });

  test(`${lang}: the header box opens the results page; its chips filter by type`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/`);
    await waitForInteractive(page);
    const box = page.getByRole('search').getByRole('searchbox', { name: m.Header.searchLabel });
    await box.fill(company);
    await box.press('Enter');
    await expect
      .poll(() => decodeURIComponent(new URL(page.url()).pathname))
      .toBe(`${prefix}/search/${company}`);
    const list = page.getByRole('list', { name: t.results });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await expect(page.locator('mark').filter({ hasText: company }).first()).toBeVisible();
    await expectDocumentDirection(page, lang);
    await expectNoSeriousA11yViolations(page);

    const filters = page.getByRole('navigation', { name: t.filters });
    await expect(filters.getByRole('link', { name: new RegExp(`^${t.all} \\(`) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await filters.getByRole('link', { name: new RegExp(`^${t.types.companies} \\(`) }).click();
    await expect(page).toHaveURL(/\?type=companies$/);
    await expect(
      filters.getByRole('link', { name: new RegExp(`^${t.types.companies} \\(`) }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test(`${lang}: spelling variants and letter case find the same records`, async ({ page }) => {
    const counts: string[] = [];
    for (const word of jordan) {
      await page.goto(`${prefix}/search/${encodeURIComponent(word)}`);
      const status = page.getByRole('status').filter({ hasText: /[“«]/ });
      await expect(status).toBeVisible();
      const text = (await status.textContent()) ?? '';
      counts.push(text.replace(/[“«].*[”»]/, ''));
    }
    expect(new Set(counts).size).toBe(1);
    expect(counts[0]).toMatch(lang === 'ar' ? /[١-٩]/ : /[1-9]/);
  });
}
