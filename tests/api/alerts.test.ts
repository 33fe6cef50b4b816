// @postgres: locking (two digest runs at once mail once)
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { alertChoicesOfQuery } from '@/features/alerts/alert-me-query';
import type { AlertSubscriptionView } from '@/features/alerts/schemas';
import { verifiedAddressOf } from '@/features/alerts/server/alert-form-start';
import { readAlertOptions } from '@/features/alerts/server/choice-options';
import { noteAlertItems } from '@/features/alerts/server/note-alert-items';
import { runDueDigests } from '@/features/alerts/server/run-due-digests';
import { findSession } from '@/lib/auth/sessions';
import {
  alertItems,
  alertSubscriptions,
  countries,
  industries,
  mailOutbox,
  tradeLeads,
} from '@/lib/db/schema';
import type { MailMessage } from '@/lib/mail';
import { deliverOutbox } from '@/lib/mail/outbox';

import { createMember, createStaff } from './helpers/accounts';
import { HOUR, nextAddress, post, type ErrorBody } from './helpers/auth-requests';
import { sendJson } from './helpers/send-json';
import { json, testApiForFile } from './helpers/test-api';
import { TEST_SITE_URL } from './helpers/test-services';
import { ifMatch } from './helpers/versions';
import { NEW_NEWS } from './staff-news-fixtures';
import { NEW_LEAD } from './trade-leads-fixtures';
import { NEW_CORRECTION, VAT_PATH } from './vat-corrections-fixtures';

// Issue 39 "Alerts": double opt-in, the digests (only what is new and matches, in the
// subscription's language, once however many deliverers run), the one-click unsubscribe of
// RFC 8058, the manage link and the member's own subscriptions.

const api = testApiForFile();
const DAY = 24 * HOUR;
const settings = {
  siteUrl: TEST_SITE_URL,
  dailyMinutes: 1440,
  get secret() {
    return api.services.auth.secret;
  },
};
let emails = 0;
const address = (name: string) => `${name}${(emails += 1)}-${Date.now()}@example.jo`;

async function lookups() {
  const [first, second] = await api.db.select().from(countries).orderBy(countries.id).limit(2);
  const [sector] = await api.db.select().from(industries).limit(1);
  return { countryA: first!.id, countryB: second!.id, sector: sector!.iid };
}

const choices = (overrides: Record<string, unknown> = {}) => ({
  content_types: ['trade_leads'],
  frequency: 'daily',
  locale: 'en',
  ...overrides,
});

const subscribe = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  post(api, '/alerts/subscriptions', body, { headers });

async function delivered(email: string): Promise<MailMessage[]> {
  await deliverOutbox(api.db, api.services.mailer, api.services.now);
  return api.services.sentMail.filter((mail) => mail.to === email);
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
const linkIn = (mail: MailMessage | undefined, pattern: RegExp) => {
  const link = (mail?.text.match(/https?:\/\/\S+/g) ?? []).find((url) => pattern.test(url));
  if (!link) throw new Error(`no link ${String(pattern)} in the mail`);
  return link;
};

/** The token of a mail's manage link (the database keeps only its hash, issue 48). */
const manageTokenOf = (mail: MailMessage | undefined) =>
  decodeURIComponent(linkIn(mail, /\/alerts\/manage\//).split('/alerts/manage/')[1] ?? '');

/** A visitor subscribes and confirms from the mail; the subscription's row and its link token. */
async function confirmedSubscription(email: string, body: Record<string, unknown> = choices()) {
  expect((await subscribe({ email, ...body })).status).toBe(201);
  const [mail] = await delivered(email);
  const confirmed = await post(api, '/alerts/confirm', {
    token: tokenOf(linkIn(mail, /\/alerts\/confirm\?/)),
  });
  expect(confirmed.status).toBe(200);
  const [row] = await api.db
    .select()
    .from(alertSubscriptions)
    .where(eq(alertSubscriptions.email, email));
  return { ...row!, token: manageTokenOf(mail) };
}

async function publishedLead(country: number, sector: number, title: string, hs: string[] = []) {
  const [lead] = await api.db
    .insert(tradeLeads)
    .values({
      kind: 'buyer',
      title_eng: title,
      title_ara: `فرصة ${title}`,
      country_id: country,
      industry_id: sector,
      hs_codes: hs,
      deadline: '2027-12-31',
      status: 'published',
      published_at: api.services.now().toISOString(),
    })
    .returning({ id: tradeLeads.id });
  await noteAlertItems(
    api.db,
    [{ entityType: 'trade_leads', entityId: lead!.id }],
    api.services.now(),
  );
  return lead!.id;
}

async function digestsTo(email: string): Promise<MailMessage[]> {
  return (await delivered(email)).filter((mail) => !/\/alerts\/confirm\?/.test(mail.text));
}

describe('subscribing (double opt-in)', () => {
  it('keeps a visitor pending and mails a confirmation with the one-click headers', async () => {
    const email = address('visitor');
    const response = await subscribe({ email, ...choices({ locale: 'ar' }) });
    expect(response.status).toBe(201);
    expect(await json(response)).toEqual({ status: 'pending' });
    const [mail] = await delivered(email);
    expect(mail?.subject).toMatch(/[\u0600-\u06FF]/);
    expect(linkIn(mail, /\/ar\/alerts\/confirm\?token=/)).toContain(TEST_SITE_URL);
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/portal\.test\/api\/alerts\/unsubscribe\?token=[\w-]+>$/,
    );
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const [row] = await api.db
      .select()
      .from(alertSubscriptions)
      .where(eq(alertSubscriptions.email, email));
    expect(row?.status).toBe('pending');
    expect(row?.next_digest_at).toBeNull();
  });

  it('activates on the link and refuses the link after 48 hours', async () => {
    const row = await confirmedSubscription(address('confirm'));
    expect(row.status).toBe('active');
    expect(row.covered_until?.getTime()).toBe(api.services.now().getTime());
    expect(row.next_digest_at?.getTime()).toBe(api.services.now().getTime() + DAY);

    const late = address('late');
    await subscribe({ email: late, ...choices() });
    const [mail] = await delivered(late);
    api.services.clock.advance(48 * HOUR + 1000);
    const expired = await post(api, '/alerts/confirm', {
      token: tokenOf(linkIn(mail, /\/alerts\/confirm\?/)),
    });
    expect(expired.status).toBe(422);
    expect((await json<ErrorBody>(expired)).errors.token).toBeDefined();
    expect((await post(api, '/alerts/confirm', { token: 'x'.repeat(43) })).status).toBe(404);
  });

  it("activates a member's own verified address at once, without a mail", async () => {
    const member = await createMember(api, { email_verified_at: new Date().toISOString() });
    const before = api.services.sentMail.length;
    const response = await subscribe({ email: member.user.email, ...choices() }, member.bearer);
    expect(await json(response)).toEqual({ status: 'active' });
    await deliverOutbox(api.db, api.services.mailer, api.services.now);
    expect(api.services.sentMail.length).toBe(before);
    const unverified = await createMember(api);
    const pending = await subscribe(
      { email: unverified.user.email, ...choices() },
      unverified.bearer,
    );
    expect(await json(pending)).toEqual({ status: 'pending' });
  });

  it('answers 422 for invalid choices and never 500 for odd input', async () => {
    const { countryA } = await lookups();
    const cases: Record<string, unknown>[] = [
      { email: 'not-an-address', ...choices() },
      { email: address('bad'), ...choices({ content_types: [] }) },
      { email: address('bad'), ...choices({ content_types: ['gossip'] }) },
      { email: address('bad'), ...choices({ hs_chapters: ['77'] }) },
      { email: address('bad'), ...choices({ hs_chapters: ['1'] }) },
      { email: address('bad'), ...choices({ country_ids: [countryA, 999_999] }) },
      { email: address('bad'), ...choices({ industry_ids: [-1] }) },
      { email: address('bad'), ...choices({ frequency: 'hourly' }) },
      { email: address('bad'), ...choices({ locale: 'fr' }) },
    ];
    for (const body of cases) {
      const response = await subscribe(body);
      expect(response.status, JSON.stringify(body)).toBe(422);
    }
    const garbage = await api.request('/api/alerts/subscriptions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextAddress() },
      body: '{"email": [',
    });
    expect(garbage.status).toBeLessThan(500);
    expect((await api.request('/api/alerts/manage/short')).status).toBe(422);
  });
});

describe('digests', () => {
  it('lists only the new matching items, in the subscription language, and nothing new sends nothing', async () => {
    const { countryA, countryB, sector } = await lookups();
    const english = address('digest-en');
    const arabic = address('digest-ar');
    await confirmedSubscription(english, choices({ country_ids: [countryA], hs_chapters: ['09'] }));
    await confirmedSubscription(
      arabic,
      choices({ locale: 'ar', content_types: ['trade_leads', 'news'] }),
    );
    api.services.clock.advance(HOUR);
    await publishedLead(countryA, sector, 'Cardamom wanted in Riyadh', ['090830']);
    await publishedLead(countryB, sector, 'Olive oil for Berlin', ['1509']);
    await publishedLead(countryA, sector, 'Dates for Kuala Lumpur', ['0804']);
    api.services.clock.advance(DAY);

    const report = await runDueDigests(api.db, api.services.now(), settings);
    expect(report.mailed).toBeGreaterThanOrEqual(2);
    const [digest] = await digestsTo(english);
    expect(digest?.text).toContain('Cardamom wanted in Riyadh');
    expect(digest?.text).not.toContain('Olive oil for Berlin');
    expect(digest?.text).not.toContain('Dates for Kuala Lumpur');
    expect(digest?.text).toContain(`${TEST_SITE_URL}/trade-leads/`);
    expect(digest?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(digest?.headers?.['List-Unsubscribe']).toContain('/api/alerts/unsubscribe?token=');
    const [arabicDigest] = await digestsTo(arabic);
    expect(arabicDigest?.text).toContain('فرصة Olive oil for Berlin');
    expect(arabicDigest?.text).toContain(`${TEST_SITE_URL}/ar/trade-leads/`);

    // The next day: nothing new, no mail; the schedule still moves on.
    api.services.clock.advance(DAY);
    const quiet = await runDueDigests(api.db, api.services.now(), settings);
    expect(quiet.mailed).toBe(0);
    expect(await digestsTo(english)).toHaveLength(1);
    const [row] = await api.db
      .select()
      .from(alertSubscriptions)
      .where(eq(alertSubscriptions.email, english));
    expect(row?.next_digest_at?.getTime()).toBe(api.services.now().getTime() + DAY);
  });

  it('notes what staff publish through the API, once, and not content public before', async () => {
    const editor = await createStaff(api, 'editor');
    const created = await sendJson(api, 'POST', '/api/staff/news', editor.bearer, {
      ...NEW_NEWS,
      DESCRIPTION_ENG: 'SAMPLE Alerts news',
      status: 1,
    });
    expect(created.status).toBe(201);
    const { id } = await json<{ id: number }>(created);
    const noted = await api.db.select().from(alertItems).where(eq(alertItems.record_id, id));
    expect(noted.filter((item) => item.content_type === 'news')).toHaveLength(1);
    expect(noted[0]?.noted_at.getTime()).toBe(api.services.now().getTime());
    // Noting again changes nothing.
    expect(await noteAlertItems(api.db, [{ entityType: 'news', entityId: id }])).toBe(0);
  });

  it('notes a lead when staff publish it through the API, and not before', async () => {
    const officer = await createStaff(api, 'officer');
    const created = await sendJson(api, 'POST', '/api/staff/trade-leads', officer.bearer, NEW_LEAD);
    expect(created.status, await created.clone().text()).toBe(201);
    const lead = await json<{ id: number; version: number }>(created);
    const notedOf = () =>
      api.db
        .select()
        .from(alertItems)
        .where(and(eq(alertItems.content_type, 'trade_leads'), eq(alertItems.record_id, lead.id)));
    expect(await notedOf()).toEqual([]);
    const path = `/api/staff/trade-leads/${lead.id}/publish`;
    const published = await sendJson(api, 'POST', path, officer.bearer, { version: lead.version });
    expect(published.status).toBe(200);
    const [noted] = await notedOf();
    expect(noted).toMatchObject({ country_ids: [NEW_LEAD.country_id], hs_chapters: ['15', '07'] });
  });

  it('sends one mail when two deliverers run at once', async () => {
    const { countryA, sector } = await lookups();
    const email = address('twice');
    await confirmedSubscription(email);
    api.services.clock.advance(HOUR);
    await publishedLead(countryA, sector, 'Phosphate buyers in Mumbai');
    api.services.clock.advance(DAY);
    const before = await api.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, email));
    const now = api.services.now();
    await Promise.all([runDueDigests(api.db, now, settings), runDueDigests(api.db, now, settings)]);
    const after = await api.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, email));
    expect(after.length - before.length).toBe(1);
  });
});

describe('unsubscribing and changing the choices', () => {
  it('unsubscribes by a one-click POST without a session, from another site', async () => {
    const email = address('oneclick');
    const row = await confirmedSubscription(email);
    const response = await api.request(`/api/alerts/unsubscribe?token=${row.token}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://mail.example.com',
      },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    const [after] = await api.db
      .select()
      .from(alertSubscriptions)
      .where(eq(alertSubscriptions.id, row.id));
    expect(after?.status).toBe('unsubscribed');
    expect(after?.next_digest_at).toBeNull();
    const unknown = await api.request(`/api/alerts/unsubscribe?token=${'y'.repeat(43)}`, {
      method: 'POST',
    });
    expect(unknown.status).toBe(404);
  });

  it("unsubscribes at once from the mail's link and shows the page in its language", async () => {
    const row = await confirmedSubscription(address('link'), choices({ locale: 'ar' }));
    const response = await api.request(`/api/alerts/unsubscribe?token=${row.token}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/ar/alerts/unsubscribed');
    const [after] = await api.db
      .select()
      .from(alertSubscriptions)
      .where(eq(alertSubscriptions.id, row.id));
    expect(after?.status).toBe('unsubscribed');
  });

  it('reads and changes the choices by the manage link, at the version read', async () => {
    const row = await confirmedSubscription(address('manage'));
    const read = await api.request(`/api/alerts/manage/${row.token}`);
    expect(read.status).toBe(200);
    const view = await json<AlertSubscriptionView>(read);
    expect(view.content_types).toEqual(['trade_leads']);
    const path = `/api/alerts/manage/${row.token}`;
    const change = choices({ content_types: ['events', 'news'], frequency: 'weekly' });
    expect((await sendJson(api, 'PUT', path, {}, change)).status).toBe(428);
    const changed = await sendJson(api, 'PUT', path, {}, { ...change, version: view.version });
    expect(changed.status).toBe(200);
    const after = await json<AlertSubscriptionView>(changed);
    expect(after.content_types).toEqual(['events', 'news']);
    expect(after.frequency).toBe('weekly');
    expect(after.version).toBe(view.version + 1);
    expect(new Date(after.next_digest_at!).getTime()).toBe(row.covered_until!.getTime() + 7 * DAY);
    const stale = await sendJson(api, 'PUT', path, {}, { ...change, version: view.version });
    expect(stale.status).toBe(409);
    expect((await api.request(`/api/alerts/manage/${'z'.repeat(43)}`)).status).toBe(404);
  });
});

describe("the member's subscriptions", () => {
  it('lists, changes and deletes their own, and refuses another member’s', async () => {
    const owner = await createMember(api, { email_verified_at: new Date().toISOString() });
    const other = await createMember(api);
    await subscribe({ email: owner.user.email, ...choices() }, owner.bearer);
    const list = await api.request('/api/user/alert-subscriptions', { headers: owner.bearer });
    const { data } = await json<{ data: AlertSubscriptionView[] }>(list);
    expect(data).toHaveLength(1);
    const mine = data[0]!;
    const path = `/api/user/alert-subscriptions/${mine.id}`;
    const change = { ...choices({ content_types: ['publications'] }), version: mine.version };

    expect((await api.request('/api/user/alert-subscriptions')).status).toBe(401);
    expect((await sendJson(api, 'PUT', path, other.bearer, change)).status).toBe(404);
    expect((await sendJson(api, 'DELETE', path, other.bearer)).status).toBe(404);
    const [unchanged] = await api.db
      .select()
      .from(alertSubscriptions)
      .where(eq(alertSubscriptions.id, mine.id));
    expect(unchanged?.content_types).toEqual(['trade_leads']);
    const otherList = await api.request('/api/user/alert-subscriptions', { headers: other.bearer });
    expect((await json<{ data: unknown[] }>(otherList)).data).toEqual([]);

    const changed = await sendJson(api, 'PUT', path, owner.bearer, change);
    expect(changed.status).toBe(200);
    const saved = await json<AlertSubscriptionView>(changed);
    expect(saved.content_types).toEqual(['publications']);
    expect(
      (await sendJson(api, 'PUT', path, owner.bearer, { ...change, hs_chapters: ['x'] })).status,
    ).toBe(422);
    // A change or a deletion names the version it started from: 428 without, 409 once it moved on.
    const unversioned = choices({ content_types: ['publications'] });
    expect((await sendJson(api, 'PUT', path, owner.bearer, unversioned)).status).toBe(428);
    expect((await sendJson(api, 'PUT', path, owner.bearer, change)).status).toBe(409);
    expect((await sendJson(api, 'DELETE', path, owner.bearer)).status).toBe(428);
    const staleDelete = { ...owner.bearer, ...ifMatch(mine.version) };
    expect((await sendJson(api, 'DELETE', path, staleDelete)).status).toBe(409);
    const [kept] = await api.db
      .select()
      .from(alertSubscriptions)
      .where(eq(alertSubscriptions.id, mine.id));
    expect(kept?.content_types).toEqual(['publications']);
    const atVersion = { ...owner.bearer, ...ifMatch(saved.version) };
    expect((await sendJson(api, 'DELETE', path, atVersion)).status).toBe(200);
    expect(
      await api.db.select().from(alertSubscriptions).where(eq(alertSubscriptions.id, mine.id)),
    ).toEqual([]);
  });
});

// Issue 45: the lead's facts in its digest item, and how the alerts page's form starts.
describe('a trade lead in the digest (issue 45)', () => {
  it('carries its country, closing date, quantity and value, in HTML and text, in both languages', async () => {
    const english = address('facts-en');
    const arabic = address('facts-ar');
    await confirmedSubscription(english, choices({ country_ids: [682] }));
    await confirmedSubscription(arabic, choices({ locale: 'ar', country_ids: [682] }));
    api.services.clock.advance(HOUR);
    const [lead] = await api.db
      .insert(tradeLeads)
      .values({
        kind: 'buyer',
        title_eng: 'Tahini for Jeddah',
        title_ara: 'طحينة لجدة',
        country_id: 682,
        industry_id: 3,
        hs_codes: ['1704'],
        quantity_eng: '12 tonnes a month',
        quantity_ara: '١٢ طناً شهرياً',
        value_min_usd: 250_000,
        value_max_usd: 400_000,
        deadline: '2027-01-31',
        status: 'published',
        published_at: api.services.now().toISOString(),
      })
      .returning({ id: tradeLeads.id });
    await noteAlertItems(
      api.db,
      [{ entityType: 'trade_leads', entityId: lead!.id }],
      api.services.now(),
    );
    api.services.clock.advance(DAY);
    await runDueDigests(api.db, api.services.now(), settings);

    const [digest] = await digestsTo(english);
    for (const body of [digest!.text, digest!.html]) {
      expect(body).toContain('Tahini for Jeddah');
      expect(body).toContain('Country: Saudi Arabia');
      expect(body).toContain('Closes: Jan 31, 2027');
      expect(body).toContain('Quantity: 12 tonnes a month');
      expect(body).toContain('Value: US$ 250,000 – 400,000');
    }
    const [arabicDigest] = await digestsTo(arabic);
    for (const body of [arabicDigest!.text, arabicDigest!.html]) {
      expect(body).toContain('طحينة لجدة');
      expect(body).toContain('البلد: المملكة العربية السعودية');
      expect(body).toContain('آخر موعد: ٣١');
      expect(body).toContain('الكمية: \u2068١٢ طناً شهرياً\u2069');
      expect(body).toContain('القيمة: ٢٥٠٬٠٠٠ – ٤٠٠٬٠٠٠ دولار أمريكي');
    }
  });
});

describe('a barrier of a bloc (issue 45)', () => {
  it("is noted with the bloc's member countries, so a member country's subscriber hears of it", async () => {
    // Entry 2 of the seed is the EU's, filed under the bloc.
    await noteAlertItems(
      api.db,
      [{ entityType: 'trade_barriers', entityId: 2 }],
      api.services.now(),
    );
    const [noted] = await api.db
      .select()
      .from(alertItems)
      .where(and(eq(alertItems.content_type, 'trade_barriers'), eq(alertItems.record_id, 2)));
    expect(noted?.country_ids).toHaveLength(27);
    expect(noted?.country_ids).toEqual(expect.arrayContaining([276, 250, 528]));
    expect(noted?.country_ids).not.toContain(682);
  });
});

describe("the alerts page's form start (issue 45)", () => {
  it("starts a verified member's form with their address, a visitor's and an unverified member's empty", async () => {
    const verified = await createMember(api, {
      email_verified_at: api.services.now().toISOString(),
    });
    const unverified = await createMember(api, { email_verified_at: null });
    const sessionOf = (token: string) =>
      findSession(api.db, token, api.services.auth, api.services.now());
    expect(verifiedAddressOf(await sessionOf(verified.token))).toBe(verified.user.email);
    expect(verifiedAddressOf(await sessionOf(unverified.token))).toBe('');
    expect(verifiedAddressOf(null)).toBe('');
  });

  it("chooses the link's type, sector, country and chapter, and ignores what it does not know", async () => {
    const options = await readAlertOptions(api.db, 'en');
    const sector = Number(options.sectors[0]!.value);
    expect(
      alertChoicesOfQuery(
        { type: 'trade_barriers', industry: String(sector), country: '276', chapter: '9' },
        options,
      ),
    ).toEqual({
      content_types: ['trade_barriers'],
      industry_ids: [sector],
      country_ids: [276],
      hs_chapters: ['09'],
    });
    expect(
      alertChoicesOfQuery(
        {
          type: ['news', 'leads', 'events', 'news'],
          industry: '999999',
          country: ['abc', '-1', '682', '1e3'],
          chapter: ['77', '150', '15'],
          other: 'x',
        },
        options,
      ),
    ).toEqual({
      content_types: ['news', 'events'],
      industry_ids: [],
      country_ids: [682],
      hs_chapters: ['15'],
    });
    expect(alertChoicesOfQuery({}, options)).toEqual({
      content_types: ['trade_leads'],
      industry_ids: [],
      country_ids: [],
      hs_chapters: [],
    });
  });
});

describe('market data (issue 58)', () => {
  const EGYPT = 818;
  const SAUDI_ARABIA = 682;

  it("notes a staff correction of a market's rate, at each change, for that market's subscribers only", async () => {
    const english = address('market-en');
    const arabic = address('market-ar');
    const elsewhere = address('market-sa');
    const newsOnly = address('market-news');
    const market = { content_types: ['market_data'], country_ids: [EGYPT] };
    await confirmedSubscription(english, choices(market));
    await confirmedSubscription(arabic, choices({ ...market, locale: 'ar' }));
    await confirmedSubscription(
      elsewhere,
      choices({ content_types: ['market_data'], country_ids: [SAUDI_ARABIA] }),
    );
    await confirmedSubscription(newsOnly, choices({ content_types: ['news'] }));
    api.services.clock.advance(HOUR);

    const editor = await createStaff(api, 'editor');
    const created = await sendJson(api, 'POST', VAT_PATH, editor.bearer, NEW_CORRECTION);
    expect(created.status).toBe(201);
    const { id } = await json<{ id: number }>(created);
    const [noted] = await api.db
      .select()
      .from(alertItems)
      .where(and(eq(alertItems.content_type, 'market_data'), eq(alertItems.record_id, id)));
    expect(noted?.country_ids).toEqual([EGYPT]);
    api.services.clock.advance(DAY);
    await runDueDigests(api.db, api.services.now(), settings);

    const [digest] = await digestsTo(english);
    for (const body of [digest!.text, digest!.html]) {
      expect(body).toContain('Market data: VAT rates and market indicators');
      expect(body).toContain('Egypt: VAT 14%');
      expect(body).toContain(`${TEST_SITE_URL}/landed-cost?country=EG`);
    }
    const [arabicDigest] = await digestsTo(arabic);
    for (const body of [arabicDigest!.text, arabicDigest!.html]) {
      expect(body).toContain('بيانات الأسواق: ضريبة القيمة المضافة ومؤشرات الأسواق');
      expect(body).toContain('مصر: ضريبة القيمة المضافة ١٤');
      expect(body).toContain(`${TEST_SITE_URL}/ar/landed-cost?country=EG`);
    }
    expect(await digestsTo(elsewhere)).toHaveLength(0);
    expect(await digestsTo(newsOnly)).toHaveLength(0);

    // A change of the rate is news again: the next digest names the new rate (a fresh session:
    // the first one has expired in the day passed).
    api.services.clock.advance(HOUR);
    const another = await createStaff(api, 'editor');
    const changed = await sendJson(api, 'PUT', `${VAT_PATH}/${id}`, another.bearer, {
      ...NEW_CORRECTION,
      rate: 0.15,
      version: 1,
    });
    expect(changed.status).toBe(200);
    api.services.clock.advance(DAY);
    await runDueDigests(api.db, api.services.now(), settings);
    const digests = await digestsTo(english);
    expect(digests).toHaveLength(2);
    expect(digests[1]?.text).toContain('Egypt: VAT 15%');
    expect(digests[1]?.text).not.toContain('Egypt: VAT 14%');
    expect(await digestsTo(elsewhere)).toHaveLength(0);

    const removed = await createStaff(api, 'editor');
    await sendJson(api, 'DELETE', `${VAT_PATH}/${id}`, { ...removed.bearer, ...ifMatch(2) });
  });
});
