import { mkdir } from 'node:fs/promises';

import { consolePath } from '../lib/navigation/console-path';

import { ADMIN_STATE } from './helpers/console';
import { memberInNewContext } from './helpers/member';
import { expectMailContaining } from './mail';
import { checkPage, label, messagesOf, setupHeaders } from './support';
import { expect, test, waitForHydration, type Browser, type Page } from './test';

// Issue 13 "Members" and "Audit log": the administrator finds a member, makes them VIP, suspends
// them (their open session ends and their sign-in is refused), reinstates them, and reads the three
// entries in the audit log; in English and Arabic, axe and a phone's width on every console page.

test.use({ storageState: ADMIN_STATE });

const PASSWORD = 'Ajloun-Forest-2026';
const SHOTS = process.env.E2E_SHOTS_DIR;

const locales = [
  { lang: 'en' as const, prefix: '', m: messagesOf('en'), name: 'Nadia' },
  { lang: 'ar' as const, prefix: '/ar', m: messagesOf('ar'), name: 'نادية' },
];

/** Where the console announces the outcome of the last change (the kit's ChangeStatus). */
const changeStatus = (page: Page) => page.getByTestId('console-change-status');

/** A new member, signed in in a browser of their own (their open session). */
async function signedInMember(browser: Browser, name: string, lang: 'en' | 'ar') {
  const { context, page, email } = await memberInNewContext(
    browser,
    // The member's language: the console's e-mails to them are written in it.
    {
      email: `members-${lang}-${Date.now()}@example.jo`,
      password: PASSWORD,
      name,
      lang,
      phone: '0795550101',
    },
    // An address of its own, so the member's sign-ins do not count against the suite's shared limit.
    { extraHTTPHeaders: setupHeaders() },
  );
  return { email, page, close: () => context.close() };
}

for (const { lang, prefix, m, name } of locales) {
  const t = m.MembersAdmin;

  test(`the administrator sets VIP, suspends and reinstates a member, then reads the log (${lang})`, async ({
    page,
    browser,
  }) => {
    // A member signed in, then the member's console pages and each action's dialog, with axe, and
    // the member's view after.
    test.setTimeout(150_000);
    if (SHOTS) await mkdir(SHOTS, { recursive: true });
    const unique = `${name} ${Date.now().toString(36)}`;
    // The member's name in the console's lines and dialog titles, isolated on Arabic pages.
    const named = (text: string) =>
      text.replace('{name}', lang === 'ar' ? `\u2068${unique}\u2069` : unique);
    const member = await signedInMember(browser, unique, lang);
    try {
      await member.page.goto(`${prefix}/profile`);
      await expect(member.page).toHaveURL(new RegExp(`${prefix}/profile$`));

      // The members list: search by the name, in the page's language.
      await page.goto(consolePath('/members', lang));
      await expect(page.getByRole('heading', { level: 1, name: t.list.title })).toBeVisible();
      const search = page.getByRole('search');
      await search.getByLabel(t.list.searchLabel).fill(unique);
      await search.getByRole('button', { name: t.list.search }).click();
      await expect(page).toHaveURL(/[?&]q=/);
      const table = page.getByTestId('members-table');
      await expect(table.locator('tbody tr')).toHaveCount(1);
      await expect(page.getByRole('link', { name: unique })).toBeVisible();
      await checkPage(page, lang, 'members-list');

      // The member's page.
      await page.getByRole('link', { name: unique }).click();
      await expect(page.getByRole('heading', { level: 1, name: unique })).toBeVisible();
      // A plain link: its controls answer once the page's scripts have run.
      await waitForHydration(page);
      await expect(page.getByTestId('member-company')).toContainText(t.detail.noCompany);
      const actions = page.getByTestId('member-actions');

      // VIP.
      await actions.getByRole('switch', { name: t.actions.vip }).check();
      await expect(changeStatus(page)).toHaveText(named(t.actions.vipSet));
      await expect(actions.getByRole('switch', { name: t.actions.vip })).toBeChecked();

      // Suspend, with the reason the log keeps.
      const reason = lang === 'ar' ? 'مستندات الشركة غير صحيحة' : 'Forged company documents';
      await actions.getByRole('button', { name: t.actions.suspend, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: named(t.actions.suspendTitle) });
      await dialog.getByRole('button', { name: t.actions.confirmSuspend }).click();
      await expect(dialog.getByText(m.rules.required)).toBeVisible();
      await dialog.getByLabel(label(t.actions.reasonLabel)).fill(reason);
      await dialog.getByRole('button', { name: t.actions.confirmSuspend }).click();
      await expect(dialog).toBeHidden();
      await expect(changeStatus(page)).toHaveText(named(t.actions.suspended));
      await expect(page.getByTestId('member-status')).toHaveAttribute('data-suspended', 'true');
      await expect(page.getByTestId('member-status')).toContainText(reason);
      await checkPage(page, lang, 'member-page');
      // The member is told, in their language, with the way to reach the agency.
      await expectMailContaining(member.email, t.emails.suspended.action);

      // The member's open session has ended: the profile asks them to log in, and the log-in says why.
      await member.page.goto(`${prefix}/profile`);
      await expect(member.page).toHaveURL(/\/auth\/login\?redirect=/);
      const form = member.page.getByTestId('login-form');
      await form.getByLabel(label(m.Auth.fields.email)).fill(member.email);
      await form.getByLabel(label(m.Auth.fields.password)).fill(PASSWORD);
      await form.getByRole('button', { name: m.Auth.login.submit, exact: true }).click();
      await expect(member.page.getByText(m.Api.accountSuspended)).toBeVisible();

      // Reinstate.
      await actions.getByRole('button', { name: t.actions.reinstate, exact: true }).click();
      await page
        .getByRole('dialog', { name: named(t.actions.reinstateTitle) })
        .getByRole('button', { name: t.actions.confirmReinstate })
        .click();
      await expect(changeStatus(page)).toHaveText(named(t.actions.reinstated));
      await expect(page.getByTestId('member-status')).toHaveAttribute('data-suspended', 'false');

      // The audit log, filtered by the member's record: the three entries, newest first.
      await page.getByRole('link', { name: t.detail.auditLink }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.audit.title })).toBeVisible();
      await expect(page).toHaveURL(/entity_type=users&entity_id=\d+/);
      const rows = page.getByTestId('audit-table').locator('tbody tr[data-entry]');
      await expect(rows).toHaveCount(3);
      expect(
        await rows.evaluateAll((list) => list.map((row) => row.getAttribute('data-action'))),
      ).toEqual(['member.reinstate', 'member.suspend', 'member.vip']);
      // Each action in words in the page's language, never its code.
      await expect(rows.nth(1)).toContainText(m.Console.audit.actions.member_suspend);
      await expect(rows.nth(1)).not.toContainText('member.suspend');
      // Before and after fold under the row (a <details>): opened, the reason is there.
      const changes = rows.nth(1).locator('details');
      await changes.getByText(t.audit.showChanges, { exact: true }).click();
      await expect(changes).toHaveAttribute('open', '');
      await expect(changes.getByTestId(/^audit-changes-/)).toContainText(reason);
      await checkPage(page, lang, 'audit-log');
    } finally {
      await member.close();
    }
  });
}
