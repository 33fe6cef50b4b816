import { expectEveryNamedCase } from './helpers/http-cases';
import { expectDocumentDirection, expectNoSeriousA11yViolations, messagesOf } from './support';
import { expect, test, type Page } from './test';

// Issue 25: the 404 page was an empty document until its scripts ran (vercel/next.js#62228): no
// lang, no text for search engines or a visitor without scripts. The portal's server now sends the
// page itself (scripts/server/not-found-pages.mjs), with the status 404.

const locales = [
  { lang: 'en' as const, prefix: '', m: messagesOf('en'), dir: 'ltr' },
  { lang: 'ar' as const, prefix: '/ar', m: messagesOf('ar'), dir: 'rtl' },
];

// The server's HTML of the 404 page, read with the `request` fixture only (issue 54): one test
// looping over both languages' cases, a failure naming each case that failed.
test("the 404 page's HTML (en, ar): status 404, lang and the page's text; its view closed to outside requests", async ({
  request,
}) => {
  const cases = locales.flatMap(({ lang, prefix, m, dir }) => [
    // An unknown address (the catch-all), an unknown content page, an unknown news item (cached).
    ...[`${prefix}/no-such-page`, `${prefix}/pages/99999-missing`, `${prefix}/news/999999`].map(
      (path) => ({
        name: `${path}: status 404, lang and the page's text in the server HTML (${lang})`,
        check: async () => {
          const response = await request.get(path, { maxRedirects: 0 });
          expect(response.status()).toBe(404);
          expect(response.headers()['content-type']).toContain('text/html');
          const html = await response.text();
          expect(html).toContain(`<html lang="${lang}" dir="${dir}">`);
          expect(html).not.toContain('id="__next_error__"');
          for (const text of [m.NotFound.title, m.NotFound.text, m.NotFound.searchTitle]) {
            expect(html).toContain(text);
          }
          expect(html).toMatch(/<meta name="robots" content="noindex/);
          // No link leads to the internal address of the view.
          expect(html).not.toMatch(/href="[^"]*not-found-view/);
        },
      }),
    ),
    {
      name: `the 404 view cannot be asked for from outside (${lang})`,
      check: async () => {
        const response = await request.get(`${prefix}/not-found-view/anything`, {
          headers: { 'x-portal-not-found-view': 'a-guessed-token-0123456789' },
          maxRedirects: 0,
        });
        expect(response.status()).toBe(404);
      },
    },
  ]);
  await expectEveryNamedCase(cases);
});

for (const { lang, prefix, m } of locales) {
  /** The unknown address's page: the status 404, the language's direction and the 404 heading. */
  const expectNotFoundPage = async (page: Page) => {
    const response = await page.goto(`${prefix}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expectDocumentDirection(page, lang);
    await expect(
      page.getByRole('main').getByRole('heading', { name: m.NotFound.title }),
    ).toBeVisible();
  };

  test.describe(`the 404 page without scripts (${lang})`, () => {
    test.use({ javaScriptEnabled: false });

    test('shows its heading, search and sections, in the right direction, and passes axe', async ({
      page,
    }) => {
      const response = await page.goto(`${prefix}/no-such-page`);
      expect(response?.status()).toBe(404);
      await expectDocumentDirection(page, lang);
      await expect(page).toHaveTitle(`${m.NotFound.title} | ${m.Metadata.portalName}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: m.NotFound.title })).toBeVisible();
      await expect(main.getByText(m.NotFound.text)).toBeVisible();
      await expect(main.getByRole('searchbox', { name: m.Header.searchLabel })).toBeVisible();
      const sections = main.getByRole('navigation', { name: m.NotFound.sectionsTitle });
      await expect(sections.getByRole('link').first()).toBeVisible();
      await expect(main.getByRole('link', { name: m.NotFound.home })).toHaveAttribute(
        'href',
        prefix || '/',
      );
    });
  });

  test(`the 404 page as the server sends it passes axe (${lang})`, async ({ page }) => {
    // axe runs in the page, so scripts stay on; the page's own are cut out of the HTML, so what
    // is checked is the server's markup, as a visitor without scripts (or a crawler) gets it.
    await page.route(`**${prefix}/no-such-page`, async (route) => {
      const answer = await route.fetch();
      const html = (await answer.text()).replace(/<script\b[\s\S]*?<\/script>/gi, '');
      await route.fulfill({ response: answer, body: html });
    });
    await expectNotFoundPage(page);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    await expectNoSeriousA11yViolations(page);
  });

  test(`the 404 page with scripts is still the page (${lang})`, async ({ page }) => {
    await expectNotFoundPage(page);
    // The language switch offers the same address in the other language (next-intl names the
    // default locale's prefix when switching to it, so the proxy can remember the choice).
    await expect(page.getByTestId('language-switch')).toHaveAttribute(
      'href',
      lang === 'en' ? '/ar/no-such-page' : '/en/no-such-page',
    );
    await expectNoSeriousA11yViolations(page);
  });
}
