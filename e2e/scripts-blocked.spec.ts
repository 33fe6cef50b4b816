import { escapeRegExp, expectDocumentDirection, messagesOf } from './support';
import { expect, test } from './test';

// Issue 31: until a page's scripts run (on a slow phone, seconds after it paints) or when they
// never do, the header's controls still take the visitor where they lead: the menu button opens the
// drawer (an invoker command), the search box and the Quick search button are GET forms, and the
// language switch and the account buttons are links. (Axe runs as a script in the page, so the
// same pages and the open drawer are checked by it where scripts run: navigation.spec.ts and
// search.spec.ts.)
test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

const PAGES = { en: { home: '/', news: '/news' }, ar: { home: '/ar', news: '/ar/news' } } as const;

for (const lang of ['en', 'ar'] as const) {
  const m = messagesOf(lang);
  const guide = lang === 'en' ? 'Export Guide' : 'دليل التصدير';

  test(`the menu button opens the drawer, whose links lead on (${lang})`, async ({ page }) => {
    await page.goto(PAGES[lang].home);
    await expectDocumentDirection(page, lang);
    const drawer = page.getByTestId('nav-drawer');
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: m.Header.openMenu }).click();
    await expect(drawer).toBeVisible();
    // From the start edge: left in English, right in Arabic.
    const panel = (await page.getByTestId('nav-drawer-panel').boundingBox())!;
    if (lang === 'en') expect(panel.x).toBeLessThan(10);
    else expect(panel.x + panel.width).toBeGreaterThan(380);
    await expect(
      page.getByTestId('nav-drawer-panel').getByRole('link', { name: m.Header.login }),
    ).toBeVisible();

    await page.getByRole('button', { name: m.Header.closeMenu }).click();
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: m.Header.openMenu }).click();
    await drawer.getByRole('link', { name: guide }).first().click();
    await expect(page).toHaveURL(/\/pages\/120-/);
    await expect(page.getByRole('heading', { level: 1, name: guide })).toBeVisible();
    await expect(drawer).toBeHidden();
  });

  test(`the header's search box and Quick search lead to the search (${lang})`, async ({
    page,
  }) => {
    await page.goto(PAGES[lang].news);
    const box = page.getByRole('searchbox', { name: m.Header.searchLabel });
    await box.fill(guide);
    await box.press('Enter');
    await expect(page).toHaveURL(
      new RegExp(
        `${lang === 'ar' ? '/ar' : ''}/search/${escapeRegExp(encodeURIComponent(guide))}$`,
      ),
    );
    await expect(page.getByRole('main').getByRole('link', { name: guide }).first()).toBeVisible();

    await page.goto(PAGES[lang].news);
    await page.getByRole('button', { name: m.Header.quickSearch }).click();
    await expect(page).toHaveURL(new RegExp(`${lang === 'ar' ? '/ar' : ''}/search\\??$`));
    await expect(page.getByRole('heading', { level: 1, name: m.Search.title })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(m.Search.prompt);
  });

  test(`the language switch and Log in lead on (${lang})`, async ({ page }) => {
    const other = lang === 'en' ? 'ar' : 'en';
    await page.goto(PAGES[lang].news);
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(PAGES[other].news)}$`));
    await expectDocumentDirection(page, other);

    await page.goto(PAGES[lang].news);
    await page.getByRole('button', { name: m.Header.openMenu }).click();
    await page.getByTestId('nav-drawer-panel').getByRole('link', { name: m.Header.login }).click();
    await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
    await expect(page.getByRole('main').locator('form input[name="email"]')).toBeVisible();
  });
}
