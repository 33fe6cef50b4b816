import { readFile } from 'node:fs/promises';

import { menuLinksFor } from '../lib/auth/staff-areas';
import { isolate } from '../lib/i18n/isolate';
import { consolePath } from '../lib/navigation/console-path';

import {
  ADMIN_STATE,
  createStaffAccount,
  CSRF_HEADERS,
  newAdminRequest,
  signInToConsole,
  totpCode,
  type ConsoleLocale,
} from './helpers/console';
import { registerMember } from './helpers/member';
import {
  escapeRegExp,
  expectDocumentDirection,
  expectNoSeriousA11yViolations,
  label,
  messagesOf,
  setupHeaders,
  type Messages,
} from './support';
import { expect, test, waitForHydration, type Page } from './test';

// Issue 13: the console's sign-in with the second factor, and the administrators' staff accounts,
// in English and Arabic, with axe on each page and each page within a 390 px screen.
// E2E_SHOTS=<folder> also saves each page at 1440 and 390 px.

const SHOTS = process.env.E2E_SHOTS;
// One language for the whole sign-in (Arabic); the English pages are the global set-up's sign-in
// and the last test's, and the staff accounts console's English and Arabic texts are
// tests/components/staff-auth/staff-accounts-console.test.tsx's (issue 54).
const locales = [{ lang: 'ar' as const, m: messagesOf('ar'), name: 'سامي حداد' }];

/** Direction, axe, the 390 px fit (and the screenshots when asked for). */
async function checkPage(page: Page, lang: ConsoleLocale, shot: string, fullPage = true) {
  await expectDocumentDirection(page, lang);
  await expectNoSeriousA11yViolations(page);
  const desktop = page.viewportSize();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${shot}-1440.png`, fullPage });
  await page.setViewportSize({ width: 390, height: 844 });
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page, `${shot} is ${widths.page}px wide`).toBeLessThanOrEqual(widths.screen);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${shot}-390.png`, fullPage });
  if (desktop) await page.setViewportSize(desktop);
}

async function enterPassword(page: Page, m: Messages, email: string, password: string) {
  const t = m.ConsoleAuth;
  await waitForHydration(page);
  await page.getByLabel(label(t.fields.email)).fill(email);
  await page.getByLabel(label(t.fields.password)).fill(password);
  await page.getByRole('button', { name: t.password.submit, exact: true }).click();
}

for (const { lang, m, name } of locales) {
  const t = m.ConsoleAuth;
  const s = m.StaffAccounts;

  test(`an administrator adds an officer, who signs in with the second factor (${lang})`, async ({
    browser,
  }) => {
    // Two sign-ins through the forms, each with its second factor; a code already used waits for
    // the next 30 s period (e2e/helpers/console.ts).
    const email = `officer-${lang}-${Date.now()}@staff.e2e.jordanexports.jo`;
    const password = `Amman-Desk-${Date.now()}`;

    // The administrator (the global set-up's session) adds the officer on /admin/staff.
    const admin = await browser.newContext({ storageState: ADMIN_STATE });
    const adminPage = await admin.newPage();
    await adminPage.goto(consolePath('/staff', lang));
    await expect(adminPage.getByRole('heading', { level: 1, name: s.title })).toBeVisible();
    await expect(adminPage.getByRole('table', { name: s.tableLabel })).toBeVisible();
    await checkPage(adminPage, lang, `staff-${lang}`);
    await adminPage.getByRole('button', { name: s.add, exact: true }).click();
    const dialog = adminPage.getByRole('dialog', { name: s.dialog.title });
    await dialog.getByLabel(label(s.dialog.name)).fill(name);
    await dialog.getByLabel(label(s.dialog.email)).fill(email);
    await dialog.getByLabel(label(s.dialog.role)).selectOption('officer');
    await dialog.getByLabel(label(s.dialog.password)).fill(password);
    await checkPage(adminPage, lang, `staff-add-${lang}`, false);
    await dialog.getByRole('button', { name: s.dialog.submit, exact: true }).click();
    await expect(dialog).toBeHidden();
    // The outcome names the account, isolated from the Arabic around it (lib/i18n/isolate.ts).
    await expect(
      adminPage.getByRole('status').filter({
        hasText: s.done.created.replace('{name}', isolate(name, lang)),
      }),
    ).toBeVisible();
    const row = adminPage.getByRole('row').filter({ hasText: email });
    await expect(row.getByLabel(s.roleOf.replace('{name}', name))).toHaveValue('officer');
    await expect(row).toContainText(s.secondFactorOff);

    // The officer, in a browser of their own: the password, then the first set-up.
    // Its own address for the login limits (the suite's browsers all come from one).
    const officer = await browser.newContext({ extraHTTPHeaders: setupHeaders() });
    const page = await officer.newPage();
    await page.goto(consolePath('/login', lang));
    await expect(page.getByRole('heading', { level: 1, name: t.password.heading })).toBeVisible();
    await checkPage(page, lang, `login-password-${lang}`);
    await enterPassword(page, m, email, password);
    await expect(page.getByRole('heading', { level: 1, name: t.setup.heading })).toBeFocused();
    const qr = page.getByRole('img', { name: t.setup.qrAlt });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const key = page.getByTestId('totp-key');
    await expect(key).toHaveText(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    const secret = ((await key.textContent()) ?? '').replace(/\s/g, '');
    await expect(page.getByLabel(label(t.fields.code))).toHaveAttribute('inputmode', 'numeric');
    await expect(page.getByLabel(label(t.fields.code))).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
    await checkPage(page, lang, `login-setup-${lang}`);

    // A wrong code is refused in the page's language, with the focus on the error.
    const code = await totpCode(secret);
    await page.getByLabel(label(t.fields.code)).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: t.setup.submit, exact: true }).click();
    const error = page.getByRole('alert').filter({ hasText: t.errors.invalidCode });
    await expect(error).toBeFocused();
    await page.getByLabel(label(t.fields.code)).fill(code);
    await page.getByRole('button', { name: t.setup.submit, exact: true }).click();

    // The recovery codes, once: a text file, and a box to tick before going on.
    const list = page.getByRole('list', { name: t.recovery.listLabel });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
    const continueButton = page.getByRole('button', { name: t.recovery.continue, exact: true });
    await expect(continueButton).toBeDisabled();
    await checkPage(page, lang, `login-recovery-${lang}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.recovery.download, exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('jordan-exports-console-recovery-codes.txt');
    const text = await readFile(await file.path(), 'utf8');
    for (const recoveryCode of recoveryCodes) expect(text).toContain(recoveryCode);
    await page.getByLabel(t.recovery.confirm).check();
    await continueButton.click();

    // The dashboard, with the officer's sections only.
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(consolePath('/', lang))}$`));
    const menu = page.getByRole('navigation', { name: m.Console.menu });
    const nav = m.Console.nav;
    await expect(menu.getByRole('link')).toHaveText([
      nav.dashboard,
      nav.approvals,
      nav.enquiries,
      nav.consultations,
      nav.members,
      nav.buyerMessages,
      nav.tradeLeads,
      nav.tradeBarriers,
      nav.screening,
      nav.screeningHits,
    ]);
    await checkPage(page, lang, `dashboard-officer-${lang}`);
    // The staff accounts are the administrators' page: 403 for an officer.
    expect((await page.goto(consolePath('/staff', lang)))?.status()).toBe(403);
    await page.goto(consolePath('/', lang));

    // Signed out, then in again with a recovery code instead of the app.
    await page.getByRole('button', { name: m.Console.signOut, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(consolePath('/login', lang))}$`));
    await enterPassword(page, m, email, password);
    await expect(page.getByRole('heading', { level: 1, name: t.verify.heading })).toBeVisible();
    await checkPage(page, lang, `login-verify-${lang}`);
    await page.getByRole('button', { name: t.verify.useRecovery, exact: true }).click();
    await expect(page.getByLabel(label(t.fields.recoveryCode))).toBeFocused();
    await page.getByLabel(label(t.fields.recoveryCode)).fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: t.verify.submit, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(consolePath('/', lang))}$`));
    await expect(page.getByTestId('console-dashboard')).toBeAttached();

    // The administrator sees the second factor set up, and resets it (a lost phone): the
    // officer's session ends, and the next sign-in sets it up again.
    await adminPage.reload();
    await expect(row).toContainText(s.secondFactorOn);
    await row.getByRole('button', { name: s.actions.reset, exact: true }).click();
    const confirm = adminPage.getByRole('dialog', {
      name: s.confirm.resetTitle.replace('{name}', isolate(name, lang)),
    });
    await confirm.getByRole('button', { name: m.Modals.confirm, exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toContainText(s.secondFactorOff);
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/login\?redirect=/);
    await enterPassword(page, m, email, password);
    await expect(page.getByRole('heading', { level: 1, name: t.setup.heading })).toBeVisible();

    await officer.close();
    await admin.close();
  });
}

test('a member opening the console gets 403; a visitor is sent to its sign-in', async ({
  browser,
}) => {
  const en = messagesOf('en');
  const member = await browser.newContext();
  const credentials = {
    email: `member-console-${Date.now()}@example.jo`,
    password: 'Cedar-Valley-2026',
  };
  await registerMember(member.request, { ...credentials, phone: '0791234567' });
  const page = await member.newPage();
  for (const path of ['/admin', '/ar/admin/staff']) {
    const answer = await page.goto(path);
    expect(answer?.status()).toBe(403);
  }
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: en.Console.forbidden.title })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The member's own password does not open the console's sign-in either.
  const refused = await member.request.post('/api/staff/login', {
    headers: { ...CSRF_HEADERS, ...setupHeaders() },
    data: credentials,
  });
  expect(refused.status()).toBe(403);
  await member.close();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  for (const path of ['/admin/staff', '/ar/admin/staff']) {
    await visitorPage.goto(path);
    const login = path.replace('/staff', '/login');
    await expect(visitorPage).toHaveURL(
      `${new URL(visitorPage.url()).origin}${login}?redirect=${encodeURIComponent(path)}`,
    );
  }
  await visitor.close();
});

test('the helpers of the other journeys: a new editor signs in twice through the UI', async ({
  page,
  playwright,
  baseURL,
}) => {
  const en = messagesOf('en');
  const adminRequest = await newAdminRequest(playwright, baseURL);
  const editor = await createStaffAccount(adminRequest, { role: 'editor' });
  await adminRequest.dispose();
  const first = await signInToConsole(page, editor);
  expect(first.recoveryCodes).toHaveLength(10);
  // An editor's console: the dashboard and the content.
  const menu = page.getByRole('navigation', { name: en.Console.menu });
  const nav = en.Console.nav;
  // Every content area of STAFF_AREAS (issue 27 added several), in the table's order.
  await expect(menu.getByRole('link')).toHaveText(
    menuLinksFor('editor').map((link) => nav[link.key]),
  );
  await page.getByRole('button', { name: en.Console.signOut, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  // Again at once: this period's code was used, the helper takes the next one.
  await signInToConsole(page, { ...editor, secret: first.secret });
  await expect(page).toHaveURL(/\/admin$/);
});
