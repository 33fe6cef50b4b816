import { expectEveryNamedCase, type NamedCase } from './helpers/http-cases';
import { expectDocumentDirection, expectNoSeriousA11yViolations, messagesOf } from './support';
import { expect, test } from './test';

// Issue 25: a market information tab chosen in a direct link was lost on the redirect to the
// page's address (its slug, its language). ?tab=5 is "Interactive data" (part 2 "Market
// information"), ?tab=3 matchmaking.

const locales = [
  { lang: 'en' as const, prefix: '', m: messagesOf('en') },
  { lang: 'ar' as const, prefix: '/ar', m: messagesOf('ar') },
];

for (const { lang, prefix, m } of locales) {
  test(`a slug-less market information link keeps its tab (${lang})`, async ({ page }) => {
    await page.goto(`${prefix}/pages/130?tab=5`);
    await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/pages/130-[^/?]+\\?tab=5$`));
    await expectDocumentDirection(page, lang);
    await expect(
      page.getByRole('tab', { name: m.MarketInformation.tabs.interactiveData, exact: true }),
    ).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousA11yViolations(page);
  });
}

// The redirects themselves, read from their answers with the `request` fixture only (issue 54): one
// test looping over the cases, a failure naming each case that failed.
test('redirects keep the query, and add none where there was none', async ({ request }) => {
  const cases: NamedCase[] = locales.flatMap(({ lang, prefix }) => [
    {
      name: `a site-list alias keeps the query (${lang})`,
      check: async () => {
        const alias =
          lang === 'en' ? '/market-information' : `/ar/${encodeURIComponent('معلومات-الأسواق')}`;
        const response = await request.get(`${alias}?tab=3`, { maxRedirects: 0 });
        expect(response.status()).toBe(308);
        // Next writes its redirects' Location as a path; an absolute one would do as well.
        expect(response.headers().location).toMatch(
          new RegExp(`^(?:https?://[^/]+)?${prefix}/pages/130-[^/?]+\\?tab=3$`),
        );
      },
    },
    {
      name: `the other language's slug keeps the query (${lang})`,
      check: async () => {
        // The English slug under /ar, the Arabic one without /ar.
        const path =
          lang === 'ar'
            ? '/ar/pages/130-market-information?tab=3'
            : `/pages/130-${encodeURIComponent('معلومات-الأسواق')}?tab=3`;
        const response = await request.get(path, { maxRedirects: 0 });
        expect([307, 308]).toContain(response.status());
        expect(response.headers().location).toMatch(/\?tab=3$/);
      },
    },
  ]);
  cases.push(
    {
      name: 'the bare root negotiation keeps the query',
      check: async () => {
        const arabic = await request.get('/?tab=5', {
          headers: { 'accept-language': 'ar,en;q=0.5' },
          maxRedirects: 0,
        });
        expect(arabic.status()).toBe(307);
        expect(arabic.headers().location).toMatch(/\/ar\?tab=5$/);
      },
    },
    {
      name: 'a redirect without a query adds none',
      check: async () => {
        const response = await request.get('/pages/130', { maxRedirects: 0 });
        expect(response.status()).toBe(307);
        expect(response.headers().location).toMatch(/^(?:https?:\/\/[^/]+)?\/pages\/130-[^/?]+$/);
      },
    },
  );
  await expectEveryNamedCase(cases);
});
