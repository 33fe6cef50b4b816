import { spawn, type ChildProcess } from 'node:child_process';

import { LISTED_PATHS, MOVED_LISTED_PATHS } from '../tests/fixtures/listed-paths';

import { E2E_ADMIN } from './constants';
import { expectEveryCase, expectEveryNamedCase } from './helpers/http-cases';
import { expectHealthStatus } from './helpers/second-server';
import { expectNoSeriousA11yViolations, messagesOf } from './support';
import { expect, test } from './test';

// Issue 10: bad input never answers 500, listed paths answer, cross-site sign-in is refused, and
// an outage answers 503 while cached pages keep serving.

const MALFORMED = [
  '/%ff',
  '/news/%ff',
  '/pages/%ff',
  '/search/%ff',
  '/ar/search/%ff',
  '/api/news/%ff',
  '/api/uploads/%ff',
  '/search/%00',
  '/news?page=%ff',
];

test.describe('malformed addresses', () => {
  // Read with the `request` fixture only (issue 54): one test looping over the addresses, a failure
  // naming each address that failed.
  test("answer 400 in the portal's shape, or 404 where only the page is missing, never 500", async ({
    request,
  }) => {
    const badRequests = MALFORMED.map((path) => ({
      name: `${path} answers 400 in the portal's shape`,
      check: async () => {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status()).toBe(400);
        expect(response.headers()['x-request-id']).toBeTruthy();
        expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
        if (path.startsWith('/api/')) {
          expect(await response.json()).toMatchObject({
            errors: {},
            request_id: expect.any(String),
          });
        } else {
          const html = await response.text();
          expect(html).toContain(path.startsWith('/ar') ? '٤٠٠' : '400');
          expect(html).toContain(path.startsWith('/ar') ? 'dir="rtl"' : 'dir="ltr"');
        }
      },
    }));
    const missing = ['/pages/%25', '/news/%25', '/pages/2147483648', '/menu-1/2147483648'].map(
      (path) => ({
        name: `${path} is a 404, not a 500`,
        check: async () => {
          expect((await request.get(path, { maxRedirects: 0 })).status()).toBe(404);
        },
      }),
    );
    await expectEveryNamedCase([...badRequests, ...missing]);
  });

  test('a search for "50%", "%2500" or a word with a dot works in both languages', async ({
    page,
  }) => {
    for (const [path, lang, keyword] of [
      ['/search/50%25', 'en', '50%'],
      ['/ar/search/50%25', 'ar', '50%'],
      ['/search/%2500', 'en', '%00'],
      ['/search/a.b', 'en', 'a.b'],
      ['/ar/search/a.b', 'ar', 'a.b'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      // The keyword sits in its isolating tag (<value>…</value>, a bdi on the page).
      const quoted = messagesOf(lang)
        .Search.quoted.replace(/<\/?value>/g, '')
        .replace('{keyword}', keyword);
      await expect(page.getByText(quoted, { exact: true }).first()).toBeVisible();
    }
  });
});

test('every listed path leads for good to its page, in English and Arabic', async ({ request }) => {
  // Two requests for each listed path in both languages (about 150), some pages rendered for the
  // first time.
  test.setTimeout(180_000);
  const paths = ['', '/ar'].flatMap((locale) =>
    [...LISTED_PATHS, ...Object.keys(MOVED_LISTED_PATHS)].map((path) => `${locale}${path}`),
  );
  await expectEveryCase(
    paths,
    (path) => path,
    async (path) => {
      const first = await request.get(path, { maxRedirects: 0 });
      expect(first.status()).toBe(308);
      const target = new URL(first.headers().location ?? '', 'http://portal').pathname;
      expect(target.startsWith('/ar/'), target).toBe(path.startsWith('/ar/'));
      const page = await request.get(path);
      expect(page.status(), `→ ${target}`).toBe(200);
    },
  );
});

test('a sign-in form on another site leaves the visitor signed out', async ({ page, baseURL }) => {
  const attacker = 'http://attacker.test';
  // The attacker's page: a form that posts the attacker's credentials to the portal by itself.
  await page.route(`${attacker}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><body>
        <form id="f" method="post" action="${baseURL}/api/login">
          <input name="email" value="${E2E_ADMIN.email}"><input name="password" value="${E2E_ADMIN.password}">
        </form><script>document.getElementById('f').submit()</script></body></html>`,
    }),
  );
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/login'));
  await page.goto(`${attacker}/lure`);
  expect((await answer).status()).toBe(403);
  const cookies = await page.context().cookies(baseURL);
  expect(cookies.filter((cookie) => cookie.name.includes('portal_session'))).toEqual([]);
  await page.goto('/');
  expect((await page.request.get('/api/user')).status()).toBe(401);
});

test.describe('a database outage', () => {
  const port = Number(process.env.E2E_PORT ?? 3100) + 99;
  let server: ChildProcess | undefined;

  test.afterAll(() => {
    server?.kill();
  });

  test('answers 503 from the API and the member page, and cached pages keep serving', async ({
    request,
    browser,
  }) => {
    // A second server started on an unreachable database (up to 60 s below), then its answers.
    test.setTimeout(120_000);
    // Rendered once by the healthy server, so the page is in the full-route cache both servers share.
    expect((await request.get('/pages/120-export-guide')).status()).toBe(200);
    server = spawn(process.execPath, ['scripts/server/serve.mjs'], {
      env: {
        ...process.env,
        PORT: String(port),
        SITE_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: 'postgres://postgres@127.0.0.1:1/unreachable',
        DATA_DIR: 'data/e2e-outage',
        LOG_LEVEL: 'silent',
      },
      stdio: 'ignore',
    });
    const origin = `http://127.0.0.1:${port}`;
    // The second server loads the production build before it answers.
    await expectHealthStatus(request, origin, 503, 60_000);

    for (const path of ['/api/news', '/api/countries', '/api/menu-1-pages/1']) {
      const response = await request.get(`${origin}${path}`);
      expect(response.status(), path).toBe(503);
      expect(response.headers()['retry-after']).toBe('5');
    }
    expect((await request.get(`${origin}/pages/120-export-guide`)).status()).toBe(200);

    const context = await browser.newContext({ baseURL: origin });
    await context.addCookies([
      { name: 'portal_session', value: 'a-session', url: origin, httpOnly: true },
    ]);
    for (const [path, lang] of [
      ['/profile', 'en'],
      ['/ar/profile', 'ar'],
    ] as const) {
      const page = await context.newPage();
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(503);
      expect(page.url()).toBe(`${origin}${path}`);
      await expect(page.getByText(messagesOf(lang).Error.unavailableText)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
    await context.close();
  });
});
