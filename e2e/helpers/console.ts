import { expect, type APIRequest, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';

import { consolePath } from '../../lib/navigation/console-path';
import { label, messagesOf, setupHeaders } from '../support';
import { waitForHydration } from '../test';

// The staff console's sign-in for the journeys (issue 13). The global set-up (e2e/global-setup.ts)
// signs the e2e administrator in once, second factor included, and saves its cookie here:
// `test.use({ storageState: ADMIN_STATE })` opens the console as that administrator. Never sign
// out in such a context: the whole run shares that one session.
export const ADMIN_STATE = 'e2e/.auth/admin.json';
/** The e2e administrator's authenticator secret per server, for a server that outlives a run. */
export const ADMIN_SECRET_FILE = 'e2e/.auth/admin-secret.json';

/** A cookie-authenticated change must show it comes from the portal's own scripts. */
export const CSRF_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

export type ConsoleLocale = 'en' | 'ar';
export type StaffRoleName = 'admin' | 'officer' | 'editor';

/** An API client signed in as the e2e administrator (cookie and CSRF header); dispose it after. */
export function newAdminRequest(playwright: { request: APIRequest }, baseURL: string | undefined) {
  return playwright.request.newContext({
    baseURL,
    storageState: ADMIN_STATE,
    extraHTTPHeaders: CSRF_HEADERS,
  });
}

/** The code an authenticator app shows for `secret` now (or `steps` periods later). */
/** The agency approves a member's record through the API, naming the version it reviewed. */
export async function approveRecord(
  admin: APIRequestContext,
  type: 'company' | 'product' | 'service',
  id: number,
) {
  const review = await admin.get(`/api/staff/approvals/${type}/${id}`);
  expect(review.status(), await review.text()).toBe(200);
  const { version } = (await review.json()) as { version: number };
  const approved = await admin.post(`/api/staff/approvals/${type}/${id}/approve`, {
    data: { version },
  });
  expect(approved.status(), await approved.text()).toBe(200);
}

export function totpCode(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

let accounts = 0;
const ROLE_NAMES = {
  en: { admin: 'Administrator', officer: 'Officer', editor: 'Editor' },
  ar: { admin: 'مسؤول', officer: 'موظفة متابعة', editor: 'محرر' },
};

export type CreatedStaff = { id: number; email: string; password: string; name: string };

/**
 * A new staff account through POST /api/staff/staff-accounts with a unique address and a strong
 * password; `adminRequest` is signed in as an administrator (`newAdminRequest`, or the `request`
 * fixture under `test.use({ storageState: ADMIN_STATE })`).
 */
export async function createStaffAccount(
  adminRequest: APIRequestContext,
  { role, locale = 'en' }: { role: StaffRoleName; locale?: ConsoleLocale },
): Promise<CreatedStaff> {
  accounts += 1;
  const unique = `${Date.now().toString(36)}${process.pid.toString(36)}${accounts}`;
  const email = `${role}-${unique}@staff.e2e.jordanexports.jo`;
  const password = `Console-${unique}-Key`;
  const name = `${ROLE_NAMES[locale][role]} ${unique}`;
  const response = await adminRequest.post('/api/staff/staff-accounts', {
    headers: CSRF_HEADERS,
    data: { email, password, name, role, locale },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { id, email, password, name };
}

/** Types the code of the app; a code already used (a sign-in within the same 30 s) → the next. */
async function enterCode(page: Page, secret: string, locale: ConsoleLocale) {
  const t = messagesOf(locale).ConsoleAuth;
  // Either outcome follows the code's check (a database read and write) and, when accepted, the
  // console's first page: seconds on a busy machine.
  const leaves = () =>
    page.waitForURL((url) => !url.pathname.endsWith('/admin/login'), { timeout: 15_000 });
  await page.getByLabel(label(t.fields.code)).fill(await totpCode(secret));
  await page.getByRole('button', { name: t.verify.submit, exact: true }).click();
  const left = leaves().then(() => 'left' as const);
  const used = page
    .getByText(t.errors.usedCode)
    .waitFor({ timeout: 15_000 })
    .then(() => 'used' as const);
  // The other outcome's wait fails in the end: expected, not an error of the run.
  left.catch(() => undefined);
  used.catch(() => undefined);
  if ((await Promise.race([left, used])) === 'left') return;
  await page.getByLabel(label(t.fields.code)).fill(await totpCode(secret, 1));
  await page.getByRole('button', { name: t.verify.submit, exact: true }).click();
  await leaves();
}

/**
 * Signs in at /admin/login in the page, through the UI: the password, then the first
 * set-up of the second factor (the key shown on the page → a code; the recovery codes are saved)
 * or, for an account set up before, a code from `secret`. Ends on the page the sign-in leads to
 * (the dashboard, or `redirect`).
 */
export async function signInToConsole(
  page: Page,
  {
    email,
    password,
    locale = 'en',
    secret,
    redirect,
  }: {
    email: string;
    password: string;
    locale?: ConsoleLocale;
    secret?: string;
    redirect?: string;
  },
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const t = messagesOf(locale).ConsoleAuth;
  // The page signs in from an address of its own (X-Forwarded-For, as setupHeaders): the suite's
  // sign-ins would otherwise share one address's login limit (20 in 5 minutes).
  await page.setExtraHTTPHeaders(setupHeaders());
  const login = consolePath('/login', locale);
  await page.goto(redirect ? `${login}?redirect=${encodeURIComponent(redirect)}` : login);
  await page.getByLabel(label(t.fields.email)).fill(email);
  await page.getByLabel(label(t.fields.password)).fill(password);
  await page.getByRole('button', { name: t.password.submit, exact: true }).click();

  const setUp = page.getByRole('heading', { name: t.setup.heading });
  const verify = page.getByRole('heading', { name: t.verify.heading });
  await expect(setUp.or(verify)).toBeVisible();
  if (await verify.isVisible()) {
    if (!secret) throw new Error(`${email} has its second factor set up: pass its secret`);
    await enterCode(page, secret, locale);
    await waitForHydration(page);
    return { secret, recoveryCodes: [] };
  }
  const key = page.getByTestId('totp-key');
  await expect(key).toBeVisible();
  const shownSecret = ((await key.textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel(label(t.fields.code)).fill(await totpCode(shownSecret));
  await page.getByRole('button', { name: t.setup.submit, exact: true }).click();
  const list = page.getByRole('list', { name: t.recovery.listLabel });
  await expect(list).toBeVisible();
  const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  await page.getByLabel(t.recovery.confirm).check();
  await page.getByRole('button', { name: t.recovery.continue, exact: true }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/admin/login'));
  await waitForHydration(page);
  return { secret: shownSecret, recoveryCodes };
}
