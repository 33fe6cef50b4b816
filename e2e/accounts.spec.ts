import sharp from 'sharp';

import { registerMember } from './helpers/member';
import { linkFromMail } from './mail';
import {
  expectDocumentDirection,
  expectNoSeriousA11yViolations,
  label,
  messagesOf,
  waitForInteractive,
  type Messages,
} from './support';
import { expect, test, type Page } from './test';

const en = messagesOf('en');
const ar = messagesOf('ar');

const locales = [
  { lang: 'en' as const, prefix: '', m: en, first: 'Rania', last: 'Khoury' },
  { lang: 'ar' as const, prefix: '/ar', m: ar, first: 'رانيا', last: 'الخوري' },
];

const PASSWORD = 'Cedar-Valley-2026';

const NEW_PASSWORD = 'Dead-Sea-Route-88';

async function visit(page: Page, path: string, lang: 'en' | 'ar') {
  await page.goto(path);
  await waitForInteractive(page);
  await expectDocumentDirection(page, lang);
  await expectNoSeriousA11yViolations(page);
}

async function logIn(page: Page, m: Messages, email: string, password: string) {
  const form = page.getByTestId('login-form');
  await form.getByLabel(label(m.Auth.fields.email)).fill(email);
  await form.getByLabel(label(m.Auth.fields.password)).fill(password);
  await form.getByRole('button', { name: m.Auth.login.submit, exact: true }).click();
}

async function logOut(page: Page, m: Messages, prefix: string) {
  await page.getByTestId('profile-button').click();
  await page.getByRole('menuitem', { name: m.Header.logout }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix || ''}/?$`));
  await expect(page.getByRole('link', { name: m.Header.login }).first()).toBeVisible();
}

for (const { lang, prefix, m, first, last } of locales) {
  test(`a member's account from sign-up to a new password (${lang})`, async ({ page }) => {
    // Sign-up, the confirmation e-mail, log-in, profile changes and a password reset by e-mail,
    // each page with axe.
    test.setTimeout(180_000);
    const email = `journey-${lang}-${Date.now()}@example.jo`;

    // Sign up: logged in at once, back on Home with the message.
    await visit(page, `${prefix}/auth/register`, lang);
    const form = page.getByTestId('register-form');
    await form.getByLabel(label(m.Auth.fields.name)).fill(first);
    await form.getByLabel(label(m.Auth.fields.phone)).fill('0791234567');
    await form.getByLabel(label(m.Auth.fields.email)).fill(email);
    await form.getByLabel(label(m.Auth.fields.password)).fill(PASSWORD);
    await form.getByLabel(label(m.Auth.fields.password_confirmation)).fill(PASSWORD);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: m.Auth.register.submit, exact: true }).click();
    await expect(page.getByText(m.Auth.register.success)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${prefix}/?$`));

    // The verification link from the mail folder; the profile then shows the badge.
    const verifyLink = await linkFromMail(email, /https?:\/\/[^\s"<>]+\/auth\/verify\/[\w.-]+/);
    expect(verifyLink).toContain(`${prefix}/auth/verify/`);
    await page.goto(verifyLink);
    // Confirmed there, then on the page it goes to (issue 25: the text was never shown).
    await expect(page.getByTestId('verify-done')).toContainText(m.Auth.verify.done);
    await expect(page).not.toHaveURL(/\/auth\/verify\//);
    await expect(page.getByText(m.Auth.verify.done)).toBeVisible();
    await page.goto(`${prefix}/profile`);
    await waitForInteractive(page);
    await expect(page.getByText(m.Profile.account.verified, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Logged out, the profile sends to the login page, which returns to the profile.
    await logOut(page, m, prefix);
    await page.goto(`${prefix}/profile`);
    await expect(page).toHaveURL(
      new RegExp(`${prefix}/auth/login\\?redirect=${encodeURIComponent(`${prefix}/profile`)}`),
    );
    await waitForInteractive(page);
    await expectNoSeriousA11yViolations(page);
    await logIn(page, m, email, PASSWORD);
    await expect(page).toHaveURL(new RegExp(`${prefix}/profile$`));

    // Edit the profile with a new picture.
    await visit(page, `${prefix}/edit-profile`, lang);
    await page.getByLabel(label(m.EditProfile.name)).fill(first);
    await page.getByLabel(label(m.EditProfile.lastName)).fill(last);
    const picture = await sharp({
      create: { width: 320, height: 240, channels: 3, background: '#0B6E4F' },
    })
      .png()
      .toBuffer();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: picture });
    await page.getByRole('button', { name: m.EditProfile.submit }).click();
    await expect(page.getByText(m.EditProfile.success)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${prefix}/profile$`));
    // The success dialog belongs to the edit page: it closes with it (issue 25).
    await expect(page.getByRole('dialog', { name: m.Modals.success.title })).toBeHidden();
    await expect(page.getByText(`${first} ${last}`, { exact: true })).toBeVisible();
    const avatar = page.getByRole('img', {
      name: m.Profile.avatarAlt.replace('{name}', `${first} ${last}`),
    });
    await expect(avatar).toHaveAttribute('src', /\/api\/uploads\/avatars\/\d+-[0-9a-f]+\.webp/);

    // Subscribe to the newsletter and unsubscribe again.
    await page.getByRole('button', { name: m.Profile.newsletter.subscribe, exact: true }).click();
    const unsubscribe = page.getByRole('button', {
      name: m.Profile.newsletter.unsubscribe,
      exact: true,
    });
    await expect(unsubscribe).toBeVisible();
    await unsubscribe.click();
    await expect(
      page.getByRole('button', { name: m.Profile.newsletter.subscribe, exact: true }),
    ).toBeVisible();

    // Forgot the password: the link in the mail sets a new one and logs in.
    await logOut(page, m, prefix);
    await visit(page, `${prefix}/auth/forget_password`, lang);
    const forgot = page.getByTestId('forgot-password-form');
    await forgot.getByLabel(label(m.Auth.fields.email)).fill(email);
    await forgot.getByRole('button', { name: m.Auth.forgot.submit }).click();
    await expect(page.getByText(m.Auth.forgot.sent)).toBeVisible();
    const resetLink = await linkFromMail(
      email,
      /https?:\/\/[^\s"<>]+\/auth\/reset_password\/[^\s"<>]+/,
    );
    await visit(page, resetLink, lang);
    const reset = page.getByTestId('reset-password-form');
    await reset.getByLabel(label(m.Auth.password.newPassword)).fill(NEW_PASSWORD);
    await reset.getByLabel(label(m.Auth.password.confirmNew)).fill(NEW_PASSWORD);
    await reset.getByRole('button', { name: m.Auth.reset.submit }).click();
    await expect(page.getByText(m.Auth.reset.done)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${prefix}/?$`));
    await expect(page.getByTestId('profile-button')).toBeVisible();

    // And once more by hand, with the new password.
    await logOut(page, m, prefix);
    await visit(page, `${prefix}/auth/login`, lang);
    await logIn(page, m, email, PASSWORD);
    await expect(page.getByText(m.Auth.login.failed).first()).toBeVisible();
    await logIn(page, m, email, NEW_PASSWORD);
    await expect(page).toHaveURL(new RegExp(`${prefix}/?$`));
    await expect(page.getByTestId('profile-button')).toBeVisible();
  });
}

test('a login redirect to another site lands on Home', async ({ page, request }) => {
  const email = await registerMember(request, {
    email: `redirect-${Date.now()}@example.jo`,
    password: PASSWORD,
    name: 'Omar',
    phone: '0797654321',
  });
  for (const target of ['//evil.example', 'https://evil.example/phish', '/\\evil.example']) {
    await page.context().clearCookies();
    await page.goto(`/auth/login?redirect=${encodeURIComponent(target)}`);
    await waitForInteractive(page);
    await logIn(page, en, email, PASSWORD);
    await expect(page.getByTestId('profile-button')).toBeVisible();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  }
});
