import { setupHeaders } from '../support';
import { expect, type APIRequestContext, type Browser, type BrowserContextOptions } from '../test';

// A member made through the API for a journey (issue 44: the journeys' one way to register and sign
// in a member). Each set-up call names its own address (setupHeaders), so the per-address limits
// stay for the browser steps under test.

export type MemberAccount = {
  email: string;
  password: string;
  name?: string;
  phone?: string;
  /** The member's language (Accept-Language of the registration): their e-mails are in it. */
  lang?: 'en' | 'ar';
};

/** Registers the member through POST /api/register (201); answers their address. */
export async function registerMember(
  request: APIRequestContext,
  { email, password, name = 'Rania', phone = '0795551234', lang }: MemberAccount,
) {
  const registered = await request.post('/api/register', {
    headers: lang ? { ...setupHeaders(), 'Accept-Language': lang } : setupHeaders(),
    data: { name, phone, email, password, password_confirmation: password },
  });
  expect(registered.status()).toBe(201);
  return email;
}

/** Signs `request` (and the page or context it belongs to) in as the member (200). */
export async function logInMember(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api/login', {
    headers: setupHeaders(),
    data: { email, password },
  });
  expect(login.status()).toBe(200);
}

/** Registers the member and signs `request` in as them; answers their address. */
export async function signUpMember(request: APIRequestContext, account: MemberAccount) {
  await registerMember(request, account);
  await logInMember(request, account.email, account.password);
  return account.email;
}

/** A new member signed in, in a browser context of their own (no cookies of the test's). */
export async function memberInNewContext(
  browser: Browser,
  account: MemberAccount,
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    ...options,
  });
  const page = await context.newPage();
  await signUpMember(page.request, account);
  return { context, page, email: account.email };
}
