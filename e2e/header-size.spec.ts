import type { APIResponse } from '@playwright/test';

import { expectEveryNamedCase, type NamedCase } from './helpers/http-cases';
import { expectDocumentDirection, expectNoSeriousA11yViolations, messagesOf } from './support';
import { expect, test } from './test';

// Issue 36 item 6: the search page copied its address three times into a `Link` header (next-intl's
// alternates) and once more into `x-middleware-rewrite`; a 5,000-character search made the
// answer's headers larger than the proxy in front holds (HAProxy: 16 KB with its rewrite reserve),
// which answered 502. Every answer's headers stay under 8 KB, whatever the address: the address
// goes into them at most once, a login's return address only when the login would follow it
// (2,048 characters), and an address longer than 6 KB is refused with 414.

const HEADER_BUDGET = 8 * 1024;
const long = (length: number) => 'a'.repeat(length);

/** The size of an answer's header block as sent: each `Name: value` line and its CRLF. */
const headerBytes = (response: APIResponse) =>
  response
    .headersArray()
    .reduce((total, { name, value }) => total + Buffer.byteLength(`${name}: ${value}\r\n`), 0);

function expectSmallHeaders(response: APIResponse, what: string) {
  expect(headerBytes(response), what).toBeLessThan(HEADER_BUDGET);
  const headers = response.headers();
  expect(headers['x-middleware-rewrite'], what).toBeUndefined();
  // No header copies the long part of the address more than once.
  const copies = response
    .headersArray()
    .reduce((count, { value }) => count + (value.split(long(1000)).length - 1), 0);
  expect(copies, what).toBeLessThanOrEqual(5);
}

// The answers' headers, read with the `request` fixture only (issue 54): one test looping over the
// cases, a failure naming each case that failed.
test('long addresses: small headers, a login return address only where followed, 414 over 6 KB', async ({
  request,
}) => {
  const arabic = encodeURIComponent('ا'.repeat(900));
  const headerCases: [string, number, Record<string, string>?][] = [
    // The search page with a 5,000-character keyword (the results are those of its first 200).
    [`/search/${long(5000)}`, 200],
    [`/ar/search/${long(5000)}?type=news&page=2`, 200],
    // …and with an Arabic keyword, each letter six characters once encoded.
    [`/ar/search/${arabic}`, 200],
    // The router's data request for it, which names the internal path it was rewritten onto: Next
    // sends one without its cache-busting parameter on to the address with it.
    [`/search/${long(5000)}`, 307, { RSC: '1' }],
    // The header's box sent without scripts: on to /search/{the first 200 characters}.
    [`/search?keyword=${long(5000)}`, 308],
    // Long paths: no page; a trailing slash redirected; the other language's slug redirected.
    [`/${long(5000)}`, 404],
    [`/news/${long(5000)}/`, 308],
    [`/pages/${long(5000)}-${encodeURIComponent('دليل')}`, 307],
    // Long query strings on list pages and on a cached page's redirect to its address.
    [`/export-trade-support-institutions?gov=2&extra=${long(5000)}`, 200],
    [`/news?page=2&sort=date-asc&extra=${long(5000)}`, 200],
    [`/pages/130?tab=3&extra=${long(5000)}`, 307],
    // Login redirects: a member page and a console page asked for without a session, and the login
    // page given a long return address.
    [`/profile?extra=${long(5000)}`, 307],
    [`/ar/my-products/${long(5000)}`, 307],
    [`/admin/enquiries?extra=${long(5000)}`, 307],
    [`/auth/login?redirect=/${long(5000)}`, 200],
    [`/admin/login?redirect=/admin/${long(5000)}`, 200],
    // The API, whose answers name the address nowhere.
    [`/api/search?q=${long(5000)}`, 422],
  ];
  const smallHeaders: NamedCase[] = headerCases.map(([path, status, headers]) => {
    const what = `${path.slice(0, 40)}… (${path.length} characters${headers ? ', RSC' : ''})`;
    return {
      name: `long request values never make an answer’s headers large: ${what}`,
      check: async () => {
        const response = await request.get(path, { maxRedirects: 0, headers });
        expect(response.status(), what).toBe(status);
        expectSmallHeaders(response, what);
        if (headers) {
          const data = await request.get(response.headers().location!, {
            maxRedirects: 0,
            headers,
          });
          expect(data.status(), what).toBe(200);
          expect(data.headers()['content-type'], what).toMatch(/text\/x-component/);
          expectSmallHeaders(data, `${what} after its redirect`);
        }
      },
    };
  });
  const loginReturn: NamedCase = {
    name: 'a redirect to the login leaves out a return address the login would not follow',
    check: async () => {
      const kept = await request.get('/profile?tab=1', { maxRedirects: 0 });
      expect(kept.headers().location).toMatch(/\/auth\/login\?redirect=%2Fprofile%3Ftab%3D1$/);
      const dropped = await request.get(`/profile?extra=${long(5000)}`, { maxRedirects: 0 });
      expect(dropped.headers().location).toMatch(/\/auth\/login$/);
      const consoleLogin = await request.get(`/ar/admin/enquiries?extra=${long(5000)}`, {
        maxRedirects: 0,
      });
      expect(consoleLogin.headers().location).toMatch(/\/ar\/admin\/login$/);
    },
  };
  const tooLong: NamedCase[] = [
    ...[`/search/${long(7000)}`, `/news?extra=${long(7000)}`, `/${long(7000)}`].map((path) => ({
      name: `an address longer than 6 KB is refused with 414: ${path.slice(0, 30)}…`,
      check: async () => {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path.slice(0, 30)).toBe(414);
        expectSmallHeaders(response, path.slice(0, 30));
        expect(response.headers()['cache-control']).toBe('no-store');
      },
    })),
    {
      name: 'an address longer than 6 KB is refused with 414, in the API’s shape for the API',
      check: async () => {
        const api = await request.get(`/api/search?q=${long(7000)}`);
        expect(api.status()).toBe(414);
        expect(await api.json()).toMatchObject({ errors: {}, request_id: expect.any(String) });
      },
    },
  ];
  await expectEveryNamedCase([...smallHeaders, loginReturn, ...tooLong]);
});

for (const { lang, prefix } of [
  { lang: 'en' as const, prefix: '' },
  { lang: 'ar' as const, prefix: '/ar' },
]) {
  test(`${lang}: a 5,000-character search shows its first 200 characters; a longer address its 414 page`, async ({
    page,
  }) => {
    const m = messagesOf(lang);
    const response = await page.goto(`${prefix}/search/${long(5000)}`);
    expect(response?.status()).toBe(200);
    await expectDocumentDirection(page, lang);
    await expect(page.getByRole('heading', { level: 1, name: m.Search.title })).toBeVisible();
    // The banner quotes the keyword searched for: its first 200 characters.
    const quoted = page.getByText(long(200)).first();
    await expect(quoted).toBeVisible();
    expect(await page.locator('main').innerText()).not.toContain(long(201));
    await expectNoSeriousA11yViolations(page);

    const refused = await page.goto(`${prefix}/search/${long(7000)}`);
    expect(refused?.status()).toBe(414);
    await expectDocumentDirection(page, lang);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      lang === 'ar' ? '٤١٤' : '414',
    );
    await expect(
      page.getByRole('link', { name: lang === 'ar' ? /الرئيسية/ : /home page/ }),
    ).toHaveAttribute('href', prefix || '/');
    await expectNoSeriousA11yViolations(page);
  });
}
