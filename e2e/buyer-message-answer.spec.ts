import { exporterAndBuyer } from './helpers/buyer-relay';
import {
  expectDocumentDirection,
  expectNoSeriousA11yViolations,
  label,
  messagesOf,
  waitForInteractive,
} from './support';
import { expect, test, type Route } from './test';

// Issue 36, item 11: after "Mark as read" on a buyer's message, an answer sent within a second was
// saved but its confirmation never showed. "Mark as read" read the list again after its answer and
// announced itself only once that list was back; the answer's own reading of the list replaced
// the first one, so "Marked as read." arrived after "Your answer has been sent" and took its place.
// Here the list asked for after "Mark as read" is held until the answer has gone out, so the two
// always meet as they did within that second.

const CSRF = { 'X-Requested-With': 'XMLHttpRequest' };

for (const lang of ['en', 'ar'] as const) {
  test(`an answer sent right after "Mark as read" is confirmed (${lang})`, async ({
    browser,
    playwright,
    baseURL,
  }) => {
    // An approved exporter and a second member first (sign-ups, staff approval), then a message,
    // its answer and both e-mails.
    test.setTimeout(180_000);
    const m = messagesOf(lang).BuyerMessages;
    const { exporter, buyer } = await exporterAndBuyer(
      { browser, playwright, baseURL },
      lang,
      'quick',
    );
    const subject = `${lang === 'ar' ? 'عرض سعر' : 'Price offer'} ${Date.now()}`;
    const sent = await buyer.page.request.post('/api/buyer-messages', {
      headers: CSRF,
      data: {
        company_id: exporter.companyId,
        subject,
        message: 'Please send prices for 2 containers.',
        quantity: '2 containers',
        destination_country: 276,
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await buyer.context.close();

    const page = exporter.page;
    await page.goto(`${lang === 'ar' ? '/ar' : ''}/profile/buyer-messages`);
    await waitForInteractive(page);
    await expectDocumentDirection(page, lang);
    const message = page.getByTestId('received-message').filter({ hasText: subject });
    await expect(message).toHaveAttribute('data-state', 'unread');
    await expectNoSeriousA11yViolations(page);

    // The list's next reading waits for the answer.
    let held: Route | null = null;
    let holding!: () => void;
    const listHeld = new Promise<void>((resolve) => (holding = resolve));
    await page.route('**/api/buyer-messages/received**', async (route) => {
      if (held !== null) return route.continue();
      held = route;
      holding();
    });

    await message.getByRole('button', { name: m.received.markRead }).click();
    await listHeld;
    await message.getByLabel(label(m.fields.reply)).fill('Thank you: our price list follows.');
    const answered = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/reply'),
    );
    await message.getByRole('button', { name: m.received.sendReply }).click();
    expect((await answered).status()).toBe(200);
    await held!.continue();

    await expect(message).toHaveAttribute('data-state', 'replied');
    await expect(message).toContainText('Thank you: our price list follows.');
    // The snackbar says the answer went (not the earlier "Marked as read.").
    await expect(page.getByRole('alert').filter({ hasText: m.received.replySent })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await exporter.context.close();
  });
}
