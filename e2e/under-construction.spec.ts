import { CSRF_HEADERS, newAdminRequest } from './helpers/console';
import { expectDocumentDirection, expectNoSeriousA11yViolations, messagesOf } from './support';
import { expect, test } from './test';

// part 1 §2.2 (issue 36): a menu entry staff added without any page yet leads nowhere built; its
// link opens the "page under construction" modal where the visitor is, in both languages, from
// the pointer and the keyboard. The entry is added through the staff API and removed at the end
// (a content edit: this journey runs with the editors', after the others).

const run = Date.now() % 100_000;
const TITLE = { en: `SAMPLE Soon ${run}`, ar: `عينة قريبًا ${run}` };
let entry: { id: number; version: number } | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright, baseURL }) => {
  const admin = await newAdminRequest(playwright, baseURL);
  const response = await admin.post('/api/staff/menu-entries', {
    data: {
      menu_id: 1,
      title_eng: TITLE.en,
      title_ara: TITLE.ar,
      url: `sample-soon-${run}`,
      url_ara: `عينة-قريبا-${run}`,
      link: null,
      a_id: null,
      status: 1,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  entry = (await response.json()) as { id: number; version: number };
  await admin.dispose();
});

test.afterAll(async ({ playwright, baseURL }) => {
  if (!entry) return;
  const admin = await newAdminRequest(playwright, baseURL);
  const removed = await admin.delete(`/api/staff/menu-entries/${entry.id}`, {
    headers: { ...CSRF_HEADERS, 'If-Match': `"${entry.version}"` },
  });
  expect(removed.status(), await removed.text()).toBe(200);
  await admin.dispose();
});

for (const lang of ['en', 'ar'] as const) {
  test(`a menu entry without a page opens the under-construction dialog (${lang})`, async ({
    page,
  }) => {
    const m = messagesOf(lang);
    await page.goto(lang === 'en' ? '/' : '/ar');
    const link = page
      .getByRole('navigation', { name: m.Header.mainNavigation })
      .getByRole('link', { name: TITLE[lang], exact: true });
    await expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    const address = page.url();

    await link.click();
    const dialog = page.getByRole('dialog', { name: m.Modals.underConstruction.title });
    await expect(dialog).toContainText(m.Modals.underConstruction.text);
    expect(page.url()).toBe(address);
    await expectDocumentDirection(page, lang);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: m.Modals.ok }).click();
    await expect(dialog).toBeHidden();
    expect(page.url()).toBe(address);
  });
}
