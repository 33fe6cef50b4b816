import { CSRF_HEADERS, newAdminRequest } from './helpers/console';
import { expectDocumentDirection, expectNoSeriousA11yViolations, messagesOf } from './support';
import { expect, test } from './test';

// part 1 §2.2 (issue 36): a menu link that leads to a page not built yet opens the "page under
// construction" modal where the visitor is, in both languages, from the pointer and the keyboard.
// Each test adds its own page, linking to /page-under-construction, last under the top menu's
// "Exporters" (its dropdown grows downwards: the header other journeys measure keeps its width),
// through the staff API, and removes it at the end (issue 54: no serial tail). That an entry
// without any page links there is tests/unit/content-links.test.ts's; the link's focus after the modal
// and every link of a page are tests/components/feedback/under-construction-links.test.tsx's and
// modal-host.test.tsx's.

const EXPORTERS = { id: 4, en: 'Exporters', ar: 'المصدرون' };
const UNDER_CONSTRUCTION = '/page-under-construction';

for (const lang of ['en', 'ar'] as const) {
  test(`a menu link to a page not built yet opens the under-construction dialog (${lang})`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    const m = messagesOf(lang);
    const run = `${Date.now() % 100_000}${lang}`;
    const titles = { en: `SAMPLE Soon ${run}`, ar: `عينة قريبًا ${run}` };
    const admin = await newAdminRequest(playwright, baseURL);
    const created = await admin.post('/api/staff/menu-pages', {
      data: {
        page_id: EXPORTERS.id,
        a_id: null,
        url: `sample-soon-${run}`,
        url_ara: `عينة-قريبا-${run}`,
        link: UNDER_CONSTRUCTION,
        link_ara: UNDER_CONSTRUCTION,
        nav_title_eng: '',
        nav_title_ara: '',
        title_eng: titles.en,
        title_ara: titles.ar,
        subtitle_eng: '',
        subtitle_ara: '',
        sub_subtitle_eng: '',
        sub_subtitle_ara: '',
        content_eng: '',
        content_ara: '',
        keywords: '',
        keywords_ara: '',
        image: '',
        meta_description_en: '',
        meta_description_ar: '',
        status: 1,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const child = (await created.json()) as { id: number; version: number };
    try {
      await page.goto(lang === 'en' ? '/' : '/ar');
      const address = page.url();
      const nav = page.getByRole('navigation', { name: m.Header.mainNavigation });
      const toggle = nav.getByRole('button', {
        name: m.Header.openSubmenu.replace('{label}', EXPORTERS[lang]),
      });
      const link = nav.getByRole('link', { name: titles[lang], exact: true });

      await toggle.click();
      await expect(link).toHaveAttribute('aria-haspopup', 'dialog');
      await link.click();
      const dialog = page.getByRole('dialog', { name: m.Modals.underConstruction.title });
      await expect(dialog).toContainText(m.Modals.underConstruction.text);
      expect(page.url()).toBe(address);
      await expectDocumentDirection(page, lang);
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // From the keyboard: the dropdown's toggle, then the link.
      await toggle.focus();
      await page.keyboard.press('Enter');
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: m.Modals.ok }).click();
      await expect(dialog).toBeHidden();
      expect(page.url()).toBe(address);
    } finally {
      const removed = await admin.delete(`/api/staff/menu-pages/${child.id}`, {
        headers: { ...CSRF_HEADERS, 'If-Match': `"${child.version}"` },
      });
      expect(removed.status(), await removed.text()).toBe(200);
      await admin.dispose();
    }
  });
}
