import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

import { expectHealthStatus } from './helpers/second-server';
import {
  expectDocumentDirection,
  expectNoSeriousA11yViolations,
  messagesOf,
  waitForInteractive,
} from './support';
import { expect, test, type BrowserContext, type Page } from './test';

// Issue 36 (part 1 §9, "a tag-manager script is loaded"): Google Tag Manager only with GTM_ID, and
// only after the visitor accepts analytics cookies. The journeys' server runs without GTM_ID; a
// second server on the same build runs with it, on a database of its own. Both share the build's
// page cache, so the second one is asked only for pages rendered per request (the login page),
// whose layout it renders with its own configuration. No internet here: Tag Manager's script is
// answered by the browser's route, which also records every request made to its host.

const TAG_HOST = 'https://www.googletagmanager.com';
const CONTAINER = 'GTM-E2E36TM';
const TAG_SCRIPT = `${TAG_HOST}/gtm.js?id=${CONTAINER}`;
const policyHeaders = (headers: { name: string; value: string }[]) =>
  headers.filter((header) => header.name.toLowerCase() === 'content-security-policy');

test('without GTM_ID: no banner, no Tag Manager, and a policy that names none of it', async ({
  page,
}) => {
  const requests: string[] = [];
  await page.route(`${TAG_HOST}/**`, (route) => {
    requests.push(route.request().url());
    return route.abort();
  });
  const response = await page.goto('/');
  expect(response!.headers()['content-security-policy']).not.toContain('googletagmanager');
  await waitForInteractive(page);
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: messagesOf('en').Consent.settings })).toHaveCount(
    0,
  );
  expect(requests).toEqual([]);
});

test.describe('with GTM_ID set', () => {
  test.describe.configure({ mode: 'serial' });
  const port = Number(process.env.E2E_PORT ?? 3100) + 98;
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = 'data/e2e-tag-manager';
  const env = {
    ...process.env,
    NODE_ENV: 'production' as const,
    PORT: String(port),
    SITE_URL: origin,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    REDIS_URL: '',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
    LOG_LEVEL: 'warn',
    GTM_ID: CONTAINER,
  };
  let server: ChildProcess | undefined;

  test.beforeAll(async ({ request }) => {
    // A database of its own migrated and seeded (about a minute on 2 busy cores), then a second
    // server (up to 90 s below).
    test.setTimeout(180_000);
    rmSync(dataDir, { recursive: true, force: true });
    await new Promise<void>((resolve, reject) => {
      const prepare = spawn(
        process.execPath,
        [
          'node_modules/tsx/dist/cli.mjs',
          '--conditions=react-server',
          'scripts/prepare-database.ts',
        ],
        { env, stdio: 'ignore' },
      );
      prepare.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`prepare-database ended with ${code}`)),
      );
    });
    // The second server loads the production build before it answers: up to 90 s on 2 busy cores.
    server = spawn(process.execPath, ['scripts/server/serve.mjs'], { env, stdio: 'ignore' });
    await expectHealthStatus(request, origin, 200, 90_000);
  });

  test.afterAll(() => {
    server?.kill();
  });

  /** Tag Manager's script as the browser asks for it: recorded, and answered with a stand-in. */
  async function recordTagRequests(context: BrowserContext) {
    const requests: string[] = [];
    await context.route(`${TAG_HOST}/**`, (route) => {
      requests.push(route.request().url());
      return route.fulfill({
        contentType: 'text/javascript',
        body: 'window.tagManagerRan = (window.tagManagerRan || 0) + 1;',
      });
    });
    return requests;
  }

  const tagManagerRan = (page: Page) =>
    page.evaluate(() => (window as Window & { tagManagerRan?: number }).tagManagerRan ?? 0);

  for (const lang of ['en', 'ar'] as const) {
    test(`asks first, loads Tag Manager only after "accept", and takes a refusal back (${lang})`, async ({
      browser,
    }) => {
      const m = messagesOf(lang);
      const context = await browser.newContext({ baseURL: origin });
      const requests = await recordTagRequests(context);
      const page = await context.newPage();
      const response = await page.goto(lang === 'en' ? '/auth/login' : '/ar/auth/login');
      // One policy, and it lets Tag Manager in.
      const policies = policyHeaders(await response!.headersArray());
      expect(policies).toHaveLength(1);
      expect(policies[0]!.value).toMatch(/script-src [^;]*https:\/\/\*\.googletagmanager\.com/);

      const banner = page.getByRole('region', { name: m.Consent.title });
      await expect(banner).toBeVisible();
      await expect(banner).toContainText('Google Tag Manager');
      await expectDocumentDirection(page, lang);
      await expectNoSeriousA11yViolations(page);
      expect(requests).toEqual([]);
      expect(await tagManagerRan(page)).toBe(0);

      await banner.getByRole('button', { name: m.Consent.accept }).click();
      await expect(banner).toBeHidden();
      await expect.poll(() => requests).toEqual([TAG_SCRIPT]);
      // Run, not only fetched: the page's policy allowed it.
      await expect.poll(() => tagManagerRan(page)).toBe(1);

      // The next page loads it at once, without asking.
      await page.reload();
      await expect.poll(() => requests).toHaveLength(2);
      await expect(banner).toBeHidden();

      // A change of mind from the footer: the page starts again without Tag Manager.
      const settings = page
        .getByTestId('site-footer')
        .getByRole('button', { name: m.Consent.settings });
      await settings.click();
      await expect(page.getByRole('heading', { name: m.Consent.title })).toBeFocused();
      await Promise.all([
        page.waitForEvent('load'),
        banner.getByRole('button', { name: m.Consent.reject }).click(),
      ]);
      await page.reload();
      await expect(
        page.getByTestId('site-footer').getByRole('button', { name: m.Consent.settings }),
      ).toBeVisible();
      await expect(banner).toBeHidden();
      expect(requests).toHaveLength(2);
      expect(await tagManagerRan(page)).toBe(0);
      await context.close();
    });
  }

  test('a phone shows the banner whole, above the page', async ({ browser }) => {
    const m = messagesOf('ar');
    const context = await browser.newContext({
      baseURL: origin,
      viewport: { width: 390, height: 844 },
    });
    await recordTagRequests(context);
    const page = await context.newPage();
    await page.goto('/ar/auth/login');
    const banner = page.getByRole('region', { name: m.Consent.title });
    await expect(banner).toBeVisible();
    const box = (await banner.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.width).toBe(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(box.y).toBeGreaterThan(0);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
    await context.close();
  });
});
