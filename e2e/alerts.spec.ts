import { newAdminRequest } from './helpers/console';
import { expectMailContaining, linkFromMail } from './mail';
import { checkPage, label, messagesOf } from './support';
import { expect, test } from './test';

// Issue 39 "Alerts": a visitor subscribes to trade leads, confirms from the e-mail, receives a
// digest once staff publish a lead, and stops with the mail's one-click link, which asks nothing.
// The e2e server sends a daily digest every 3 seconds and looks for due ones every 2
// (playwright.config.ts: ALERT_DAILY_DIGEST_MINUTES, ALERT_JOB_INTERVAL_SECONDS).

const CONFIRM_LINK = /https?:\/\/[^\s"<>]+\/alerts\/confirm\?token=[\w-]+/;
const UNSUBSCRIBE_LINK = /https?:\/\/[^\s"<>]+\/api\/alerts\/unsubscribe\?token=[\w-]+/;

/** A day a month from now, as the lead's deadline. */
const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

for (const lang of ['en', 'ar'] as const) {
  test(`a visitor subscribes, confirms, gets a digest of a new lead and unsubscribes (${lang})`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    // A subscription confirmed by e-mail, a lead approved by staff, then the digest e-mail (sent
    // every 3 s in the journeys' server, e2e/playwright.config.ts).
    test.setTimeout(120_000);
    const t = messagesOf(lang).Alerts;
    const prefix = lang === 'ar' ? '/ar' : '';
    const stamp = `${Date.now().toString(36)}${lang}`;
    const email = `alerts-${stamp}@example.jo`;

    // Subscribe: trade leads (chosen at first), daily, in the page's language.
    await page.goto(`${prefix}/alerts`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await checkPage(page, lang, 'alerts');
    const form = page.getByTestId('alerts-form');
    await expect(form.getByRole('checkbox', { name: t.types.trade_leads })).toBeChecked();
    await form.getByLabel(label(t.form.email)).fill(email);
    await form.getByRole('radio', { name: t.form.daily }).check();
    await form.getByRole('button', { name: t.form.submit }).click();
    await expect(page.getByTestId('alerts-subscribed')).toContainText(t.sent.title);

    // Confirm from the e-mail.
    await page.goto(await linkFromMail(email, CONFIRM_LINK));
    await expect(page.getByTestId('alert-confirm')).toHaveAttribute('data-outcome', 'confirmed');
    await expect(page.getByText(t.confirm.confirmed)).toBeVisible();
    await checkPage(page, lang, 'alerts-confirm');

    // Staff publish a lead through the console's API.
    const title = { en: `SAMPLE Sumac buyers ${stamp}`, ar: `مشترو سماق تجريبيون ${stamp}` };
    const admin = await newAdminRequest(playwright, baseURL);
    const created = await admin.post('/api/staff/trade-leads', {
      data: {
        kind: 'buyer',
        buyer_name_eng: '',
        buyer_name_ara: '',
        title_eng: title.en,
        title_ara: title.ar,
        description_eng: 'A sample buyer looks for ground sumac.',
        description_ara: 'مشترٍ تجريبي يبحث عن سماق مطحون.',
        country_id: 682,
        industry_id: 3,
        hs_codes: ['0910'],
        quantity_eng: '2 tonnes',
        quantity_ara: 'طنّان',
        value_min_usd: null,
        value_max_usd: null,
        deadline: inAMonth(),
        contact_route: 'agency',
        contact_eng: '',
        contact_ara: '',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const lead = (await created.json()) as { id: number; version: number };
    const published = await admin.post(`/api/staff/trade-leads/${lead.id}/publish`, {
      data: { version: lead.version },
    });
    expect(published.status(), await published.text()).toBe(200);
    await admin.dispose();

    // The digest arrives in the subscription's language with the lead's title.
    await expectMailContaining(email, title[lang]);

    // The mail's unsubscribe link stops the alerts at once and shows the unsubscribed page.
    await page.goto(await linkFromMail(email, UNSUBSCRIBE_LINK));
    await expect(page).toHaveURL(new RegExp(`${prefix}/alerts/unsubscribed$`));
    await expect(page.getByRole('heading', { level: 1, name: t.unsubscribed.title })).toBeVisible();
    await checkPage(page, lang, 'alerts-unsubscribed');
  });
}
