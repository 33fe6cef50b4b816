import { exporterAndBuyer } from './helpers/buyer-relay';
import { ADMIN_STATE } from './helpers/console';
import { expectMailContaining } from './mail';
import {
  checkPage,
  expectNoSeriousA11yViolations,
  label,
  messagesOf,
  waitForInteractive,
} from './support';
import { expect, test } from './test';

// Issue 14 "Contact relay": an exporter's company is approved; a buyer signs in, opens the
// company's public page and sends a message; the exporter finds it in "Messages from buyers", has
// the e-mail, and answers; the buyer has the answer with the exporter's address. English and
// Arabic, axe on every page, each within 390 px.

/** The public company page (the international buyers' directory, issue 14). */
const companyPage = (lang: 'en' | 'ar', id: number) => `${lang === 'ar' ? '/ar' : ''}/buyers/${id}`;

for (const lang of ['en', 'ar'] as const) {
  test(`a buyer writes to an exporter, who reads and answers it (${lang})`, async ({
    browser,
    playwright,
    baseURL,
  }) => {
    // An approved exporter and a buyer first (sign-ups, staff approval), then the message both ways
    // with axe and the e-mails.
    test.setTimeout(180_000);
    const m = messagesOf(lang).BuyerMessages;
    const { exporter, buyer } = await exporterAndBuyer(
      { browser, playwright, baseURL },
      lang,
      'buyer',
    );
    const subject = `${lang === 'ar' ? 'زيت زيتون' : 'Olive oil'} ${Date.now()}`;

    // The buyer, on the company's public page.
    const page = buyer.page;
    await page.goto(companyPage(lang, exporter.companyId));
    await waitForInteractive(page);
    const section = page.getByTestId('contact-exporter');
    await expect(section.getByRole('heading', { name: m.contact.title })).toBeVisible();
    await checkPage(page, lang);
    await section.getByRole('button', { name: m.contact.open }).click();
    const dialog = page.getByRole('dialog', {
      name: m.contact.dialogTitle
        .replace('{company}', exporter.companyName)
        .replace(/<\/?name>/g, ''),
    });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(label(m.fields.subject)).fill(subject);
    await dialog.getByLabel(label(m.fields.message)).fill('Please send prices for 2 containers.');
    await dialog.getByLabel(label(m.fields.quantity)).fill('2 containers');
    const country = dialog.getByLabel(label(m.fields.destination_country));
    await expect(country.locator('option')).not.toHaveCount(1);
    await country.selectOption({ label: lang === 'ar' ? 'ألمانيا' : 'Germany' });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: m.contact.send }).click();
    await expect(page.getByText(m.contact.sent)).toBeVisible();
    await expect(dialog).toBeHidden();

    // The exporter: the e-mail, then "Messages from buyers" from the profile.
    await expectMailContaining(exporter.email, subject);
    const inbox = exporter.page;
    await inbox.goto(lang === 'ar' ? '/ar/profile' : '/profile');
    await inbox
      .getByTestId('buyer-messages-card')
      .getByRole('link', { name: m.received.card.link })
      .click();
    await expect(inbox).toHaveURL(/\/profile\/buyer-messages$/);
    await expect(inbox.getByRole('heading', { level: 1, name: m.received.title })).toBeVisible();
    const message = inbox.getByTestId('received-message').filter({ hasText: subject });
    await expect(message).toHaveAttribute('data-state', 'unread');
    await expect(message).toContainText('Anna');
    await expect(message).toContainText('2 containers');
    await checkPage(inbox, lang);
    await message.getByRole('button', { name: m.received.markRead }).click();
    await expect(message).toHaveAttribute('data-state', 'read');
    await message.getByLabel(label(m.fields.reply)).fill('Thank you: our price list follows.');
    await message.getByRole('button', { name: m.received.sendReply }).click();
    await expect(message).toHaveAttribute('data-state', 'replied');
    await expect(message).toContainText('Thank you: our price list follows.');
    await checkPage(inbox, lang);

    // The buyer has the answer, and now the exporter's address.
    await expectMailContaining(buyer.email, exporter.companyEmail);
    await buyer.context.close();
    await exporter.context.close();

    // The agency reads the relay in the console (issue 24's kit): found, answered, both sides.
    const agency = await browser.newContext({ storageState: ADMIN_STATE });
    const desk = await agency.newPage();
    const prefix = lang === 'ar' ? '/ar' : '';
    await desk.goto(`${prefix}/admin/buyer-messages?q=${encodeURIComponent(subject)}`);
    await expect(desk.getByRole('heading', { level: 1, name: m.staff.title })).toBeVisible();
    await expect(desk.getByTestId('staff-buyer-messages-total')).toHaveText(
      lang === 'ar' ? 'رسالة واحدة' : '1 message',
    );
    const row = desk.getByTestId('staff-buyer-message');
    await expect(row).toHaveCount(1);
    await expect(row).toHaveAttribute('data-state', 'replied');
    await expect(row).toContainText(m.staff.states.replied);
    await expect(row).toContainText(exporter.companyName);
    await checkPage(desk, lang);
    await row.getByRole('link', { name: subject }).click();
    await expect(desk).toHaveURL(new RegExp(`${prefix}/admin/buyer-messages/\\d+$`));
    await expect(desk.getByRole('heading', { level: 2, name: subject })).toBeVisible();
    await expect(desk.getByText('Thank you: our price list follows.')).toBeVisible();
    await expect(desk.getByText(buyer.email)).toHaveAttribute('dir', 'ltr');
    await checkPage(desk, lang);
    await agency.close();
  });
}

// Tilal Dairy, approved in the seed (lib/db/seed/companies/companies.ts).
const SEEDED_APPROVED_COMPANY = 1;

test('a visitor is asked to log in before writing to an exporter', async ({ browser }) => {
  const m = messagesOf('en');
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto(companyPage('en', SEEDED_APPROVED_COMPANY));
  await waitForInteractive(page);
  await page
    .getByTestId('contact-exporter')
    .getByRole('button', { name: m.BuyerMessages.contact.open })
    .click();
  await expect(page.getByRole('dialog', { name: m.Modals.login.title })).toBeVisible();
  await expect(page.getByTestId('contact-exporter-form')).toHaveCount(0);
  await context.close();
});
