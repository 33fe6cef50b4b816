import { CSRF_HEADERS, newAdminRequest } from './helpers/console';
import {
  expectDocumentDirection,
  expectNoSeriousA11yViolations,
  messagesOf,
  PHONE,
} from './support';
import { expect, test } from './test';

// part 1 §2.2 (issue 36): a menu entry staff added without any page yet leads nowhere built; its
// link opens the "page under construction" modal where the visitor is, in both languages, from
// the pointer and the keyboard. Each test adds its own entry to the utility menu (menu 2) through
// the staff API and removes it at the end: that menu shows only in the phone's drawer, where no
// other journey counts entries, and the desktop header other journeys measure never changes
// (issue 54). Opening the modal from a link anywhere on the page, and its focus, are
// tests/components/feedback/under-construction-links.test.tsx's and modal-host.test.tsx's.

const UTILITY_MENU = 2;

for (const lang of ['en', 'ar'] as const) {
  test(`a menu entry without a page opens the under-construction dialog (${lang})`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    const m = messagesOf(lang);
    const run = `${Date.now() % 100_000}${lang}`;
    const title = lang === 'en' ? `SAMPLE Soon ${run}` : `عينة قريبًا ${run}`;
    const admin = await newAdminRequest(playwright, baseURL);
    const created = await admin.post('/api/staff/menu-entries', {
      data: {
        menu_id: UTILITY_MENU,
        title_eng: `SAMPLE Soon ${run}`,
        title_ara: `عينة قريبًا ${run}`,
        url: `sample-soon-${run}`,
        url_ara: `عينة-قريبا-${run}`,
        link: null,
        a_id: null,
        status: 1,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const entry = (await created.json()) as { id: number; version: number };
    try {
      await page.setViewportSize(PHONE);
      await page.goto(lang === 'en' ? '/' : '/ar');
      const address = page.url();
      const openDrawer = () => page.getByTestId('drawer-toggle').click();
      const link = page.getByTestId('nav-drawer-panel').getByRole('link', {
        name: title,
        exact: true,
      });

      await openDrawer();
      await expect(link).toHaveAttribute('aria-haspopup', 'dialog');
      await link.click();
      const dialog = page.getByRole('dialog', { name: m.Modals.underConstruction.title });
      await expect(dialog).toContainText(m.Modals.underConstruction.text);
      expect(page.url()).toBe(address);
      await expectDocumentDirection(page, lang);
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // From the keyboard.
      await openDrawer();
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: m.Modals.ok }).click();
      await expect(dialog).toBeHidden();
      expect(page.url()).toBe(address);
    } finally {
      const removed = await admin.delete(`/api/staff/menu-entries/${entry.id}`, {
        headers: { ...CSRF_HEADERS, 'If-Match': `"${entry.version}"` },
      });
      expect(removed.status(), await removed.text()).toBe(200);
      await admin.dispose();
    }
  });
}
