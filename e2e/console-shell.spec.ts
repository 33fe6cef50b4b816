import { consolePath } from '../lib/navigation/console-path';

import {
  ADMIN_STATE,
  createStaffAccount,
  newAdminRequest,
  signInToConsole,
} from './helpers/console';
import { registerMember } from './helpers/member';
import {
  expectDocumentDirection,
  expectNoSeriousA11yViolations,
  messagesOf,
  setupHeaders,
} from './support';
import { expect, test, type Browser } from './test';

// Issue 24 "Console in Arabic": the 403 page in the language of the address (a member, an officer
// on an administrator's page), the console's 404 inside its shell, and the language link that keeps
// the page shown with its filters.

const locales = [
  { lang: 'en' as const, m: messagesOf('en') },
  { lang: 'ar' as const, m: messagesOf('ar') },
];

/** A new member signed in through the API, in a context of their own. */
async function memberContext(browser: Browser) {
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    extraHTTPHeaders: setupHeaders(),
  });
  const credentials = {
    email: `member-403-${Date.now().toString(36)}${process.pid}@example.jo`,
    password: 'Cedar-Valley-2026',
  };
  await registerMember(context.request, { ...credentials, phone: '0791234567' });
  return context;
}

for (const { lang, m } of locales) {
  test(`a member opening an administrator's page gets 403 in the page's language (${lang})`, async ({
    browser,
  }) => {
    const context = await memberContext(browser);
    const page = await context.newPage();
    const answer = await page.goto(consolePath('/staff', lang));
    expect(answer?.status()).toBe(403);
    await expect(
      page.getByRole('heading', { level: 1, name: m.Console.forbidden.title }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: m.Console.forbidden.home })).toHaveAttribute(
      'href',
      lang === 'ar' ? '/ar' : '/',
    );
    await expectDocumentDirection(page, lang);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });
}

test('an officer opening the staff accounts in Arabic gets 403 in Arabic', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const m = messagesOf('ar');
  const admin = await newAdminRequest(playwright, baseURL);
  const officer = await createStaffAccount(admin, { role: 'officer', locale: 'ar' });
  await admin.dispose();
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signInToConsole(page, { ...officer, locale: 'ar' });
  const answer = await page.goto(consolePath('/staff', 'ar'));
  expect(answer?.status()).toBe(403);
  await expect(
    page.getByRole('heading', { level: 1, name: m.Console.forbidden.title }),
  ).toBeVisible();
  await expect(page.getByText('You cannot open this page')).toHaveCount(0);
  await expectDocumentDirection(page, 'ar');
  await expectNoSeriousA11yViolations(page);
  await context.close();
});

test.describe('as the administrator', () => {
  test.use({ storageState: ADMIN_STATE });

  test('the language link keeps the page and its filters, after a filter too', async ({ page }) => {
    const ar = messagesOf('ar');
    const en = messagesOf('en');
    await page.goto(`${consolePath('/audit', 'ar')}?entity_type=users`);
    await expect(
      page.getByRole('heading', { level: 1, name: ar.MembersAdmin.audit.title }),
    ).toBeVisible();
    const toEnglish = page
      .getByRole('banner')
      .getByRole('link', { name: ar.Console.otherLanguage });
    await expect(toEnglish).toHaveAttribute('href', '/admin/audit?entity_type=users');

    // A filter moves the list without reloading the shell: the link follows the address.
    const search = page.getByRole('search', { name: ar.MembersAdmin.audit.filters.label });
    await search
      .getByRole('combobox', { name: ar.MembersAdmin.audit.filters.action })
      .selectOption('member.vip');
    await search.getByRole('button', { name: ar.Console.kit.search }).click();
    await expect(page).toHaveURL(/action=member\.vip/);
    await expect(toEnglish).toHaveAttribute('href', /^\/admin\/audit\?.*action=member\.vip/);

    await toEnglish.click();
    await expect(page).toHaveURL(/\/admin\/audit\?.*action=member\.vip/);
    expect(new URL(page.url()).pathname).toBe('/admin/audit');
    await expect(
      page.getByRole('heading', { level: 1, name: en.MembersAdmin.audit.title }),
    ).toBeVisible();
    await expect(
      page.getByRole('combobox', { name: en.MembersAdmin.audit.filters.action }),
    ).toHaveValue('member.vip');
    await expectDocumentDirection(page, 'en');
  });

  test('an address that names no console page is the console’s 404, in Arabic, in the shell', async ({
    page,
  }) => {
    const ar = messagesOf('ar');
    for (const path of ['/no-such-page', '/members/999999999']) {
      const answer = await page.goto(consolePath(path, 'ar'));
      expect(answer?.status(), path).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: ar.Console.notFound.title }),
      ).toBeVisible();
      await expect(page.getByRole('navigation', { name: ar.Console.menu })).toBeVisible();
      await expectDocumentDirection(page, 'ar');
    }
    await expectNoSeriousA11yViolations(page);
  });
});
