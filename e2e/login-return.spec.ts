import { registerMember as register } from './helpers/member';
import {
  expectDocumentDirection,
  expectNoSeriousA11yViolations,
  label,
  messagesOf,
  waitForInteractive,
  type Messages,
} from './support';
import { expect, test, type APIRequestContext, type Page } from './test';

// Issue 25: the header's login link sent a visitor on an Arabic page back to the English one.

const PASSWORD = 'Cedar-Valley-2026';

const locales = [
  { lang: 'en' as const, prefix: '', m: messagesOf('en') },
  { lang: 'ar' as const, prefix: '/ar', m: messagesOf('ar') },
];

const registerMember = (request: APIRequestContext, name: string) =>
  register(request, {
    email: `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.jo`,
    password: PASSWORD,
    name: 'Lina',
    phone: '0791234567',
  });

/** From the page now open: the header's login link (to `loginUrl`), the form, and back. */
async function logInFromHeader(page: Page, m: Messages, email: string, loginUrl: RegExp) {
  await page.getByRole('link', { name: m.Header.login, exact: true }).first().click();
  await expect(page).toHaveURL(loginUrl);
  await waitForInteractive(page);
  const form = page.getByTestId('login-form');
  await form.getByLabel(label(m.Auth.fields.email)).fill(email);
  await form.getByLabel(label(m.Auth.fields.password)).fill(PASSWORD);
  await form.getByRole('button', { name: m.Auth.login.submit, exact: true }).click();
}

for (const { lang, prefix, m } of locales) {
  test(`signing in from the header returns to the same page in its language (${lang})`, async ({
    page,
    request,
  }) => {
    const email = await registerMember(request, `return-${lang}`);
    await page.goto(`${prefix}/news`);
    await waitForInteractive(page);
    await expect(
      page.getByRole('link', { name: m.Header.login, exact: true }).first(),
    ).toHaveAttribute(
      'href',
      `${prefix}/auth/login?redirect=${encodeURIComponent(`${prefix}/news`)}`,
    );
    await logInFromHeader(
      page,
      m,
      email,
      new RegExp(`${prefix}/auth/login\\?redirect=${encodeURIComponent(`${prefix}/news`)}$`),
    );
    await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/news$`));
    await expect(page.getByTestId('profile-button')).toBeVisible();
    await expectDocumentDirection(page, lang);
    await expectNoSeriousA11yViolations(page);
  });
}

test('signing in from an Arabic market tab returns to that tab in Arabic', async ({
  page,
  request,
}) => {
  const ar = messagesOf('ar');
  const email = await registerMember(request, 'return-tab');
  // ?tab=3 is matchmaking (part 2 "Market information").
  await page.goto('/ar/pages/130?tab=3');
  await waitForInteractive(page);
  await expect(page).toHaveURL(/\/ar\/pages\/130-[^?]+\?tab=3$/);
  // The link reads the page's query when the pointer reaches it (a click hovers first).
  await logInFromHeader(
    page,
    ar,
    email,
    /\/ar\/auth\/login\?redirect=%2Far%2Fpages%2F130-.+%3Ftab%3D3$/,
  );
  await expect(page).toHaveURL(/\/ar\/pages\/130-[^?]+\?tab=3$/);
  await expect(page.getByTestId('profile-button')).toBeVisible();
  await expect(
    page.getByRole('tab', { name: ar.MarketInformation.tabs.matchmaking, exact: true }),
  ).toHaveAttribute('aria-selected', 'true');
});
