import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { eventJoins, mailOutbox } from '@/lib/db/schema';
import { deliverOutbox } from '@/lib/mail/outbox';

import { createMember, type TestMember } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';

// Issue 27 "Join": POST /api/events/{id}/join takes the member from the session (never user_id
// from the body), refuses a visitor (401), an unknown or draft event (404), an event that is over
// or closed (422) and a second join (409); the confirmation e-mail carries the event as an .ics.
// DELETE leaves; GET /api/events/joined lists the member's events. Test clock: 2026-11-21.

const api = testApiForFile();

const GULFOOD_2027 = 9;
const FRUIT_LOGISTICA = 10;
const HEIMTEXTIL_CLOSED = 8;
const GULFOOD_2026_OVER = 1;
const DRAFT = 18;
const IRBID_WORKSHOP = 24;

const join = (id: number | string, member?: TestMember, body?: unknown, lang = 'en') =>
  api.request(`/api/events/${id}/join`, {
    method: 'POST',
    headers: {
      'Accept-Language': lang,
      ...(member?.bearer ?? {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const leave = (id: number, member?: TestMember) =>
  api.request(`/api/events/${id}/join`, {
    method: 'DELETE',
    headers: { 'Accept-Language': 'en', ...(member?.bearer ?? {}) },
  });
const placesOf = async (userId: number) =>
  (
    await api.db
      .select({ id: eventJoins.event_id })
      .from(eventJoins)
      .where(eq(eventJoins.user_id, userId))
  ).map((row) => row.id);
const sent = () => deliverOutbox(api.db, api.services.mailer, api.services.now);
const mailTo = (address: string) =>
  api.services.sentMail.filter((mail) => mail.to === address).at(-1);

describe('POST /api/events/{id}/join', () => {
  it('refuses a visitor with 401 (the page opens the login dialog)', async () => {
    const response = await join(GULFOOD_2027);
    expect(response.status).toBe(401);
  });

  it('lets a member join once, queues the confirmation with the .ics and kicks the outbox', async () => {
    const member = await createMember(api, { name: 'Rania', last_name: 'Khalil' });
    const kicks = api.services.outbox.kicks;
    const response = await join(GULFOOD_2027, member);
    expect(response.status).toBe(201);
    expect(await json(response)).toMatchObject({ event_id: GULFOOD_2027, is_joined: true });
    expect(api.services.outbox.kicks).toBe(kicks + 1);
    expect(await placesOf(member.user.id)).toEqual([GULFOOD_2027]);

    const [queued] = await api.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to_address, member.user.email), isNull(mailOutbox.sent_at)));
    expect(queued?.attachments).toEqual([
      expect.objectContaining({
        filename: 'event-9.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      }),
    ]);
    await sent();
    const mail = mailTo(member.user.email)!;
    expect(mail.subject).toBe('You have joined Gulfood 2027: Jordan national pavilion');
    expect(mail.text).toContain('Hello Rania Khalil,');
    expect(mail.text).toContain('http://portal.test/profile/my-events');
    expect(mail.attachments?.[0]?.content).toContain('DTSTART;VALUE=DATE:20270126');
    expect(mail.attachments?.[0]?.content).toContain('UID:event-9@portal.test');

    const again = await join(GULFOOD_2027, member);
    expect(again.status).toBe(409);
    expect((await json<{ message: string }>(again)).message).toBe(
      'You have already joined this event.',
    );
    expect(await placesOf(member.user.id)).toEqual([GULFOOD_2027]);
  });

  it('ignores user_id (and event_id) in the body: the member is the session’s', async () => {
    const [member, other] = [await createMember(api), await createMember(api)];
    const response = await join(FRUIT_LOGISTICA, member, {
      event_id: GULFOOD_2027,
      user_id: other.user.id,
    });
    expect(response.status).toBe(201);
    expect(await placesOf(member.user.id)).toEqual([FRUIT_LOGISTICA]);
    expect(await placesOf(other.user.id)).toEqual([]);
  });

  it.each([
    [GULFOOD_2026_OVER, 'This event is over: it can no longer be joined.'],
    [HEIMTEXTIL_CLOSED, 'Registration for this event is closed.'],
  ])('refuses event %i with 422 and says why', async (id, message) => {
    const member = await createMember(api);
    const response = await join(id, member);
    expect(response.status).toBe(422);
    expect((await json<{ message: string }>(response)).message).toBe(message);
    expect(await placesOf(member.user.id)).toEqual([]);
  });

  it.each([DRAFT, 99999, 2_147_483_648])('answers 404 for event %s', async (id) => {
    const member = await createMember(api);
    expect((await join(id, member)).status).toBe(404);
  });

  it.each(['abc', '-1', '1.5'])('refuses the id %s without a 500', async (id) => {
    const member = await createMember(api);
    expect([404, 422]).toContain((await join(id, member)).status);
  });

  it('writes the e-mail and its calendar entry in the language of the request', async () => {
    const member = await createMember(api, { name: 'ليلى' });
    expect((await join(IRBID_WORKSHOP, member, undefined, 'ar')).status).toBe(201);
    await sent();
    const mail = mailTo(member.user.email)!;
    expect(mail.subject).toContain('انضممت إلى');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain('http://portal.test/ar/profile/my-events');
    expect(mail.attachments?.[0]?.content).toContain('SUMMARY:ورشة الجاهزية للتصدير: إربد');
  });

  it('counts a member’s join requests: past 20 an hour, 429 with Retry-After', async () => {
    const member = await createMember(api);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await join(GULFOOD_2026_OVER, member)).status).toBe(422);
    }
    const refused = await join(GULFOOD_2027, member);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await placesOf(member.user.id)).toEqual([]);
  });

  it('needs the portal’s header with a session cookie (CSRF)', async () => {
    const member = await createMember(api);
    const Cookie = member.cookie.Cookie!;
    const bare = await api.request(`/api/events/${GULFOOD_2027}/join`, {
      method: 'POST',
      headers: { Cookie },
    });
    expect(bare.status).toBe(403);
    const portal = await api.request(`/api/events/${GULFOOD_2027}/join`, {
      method: 'POST',
      headers: member.cookie,
    });
    expect(portal.status).toBe(201);
  });
});

describe('GET /api/events/joined and DELETE /api/events/{id}/join', () => {
  it('lists the member’s events, the latest joined first; a visitor is refused', async () => {
    expect((await api.request('/api/events/joined')).status).toBe(401);
    const member = await createMember(api);
    await join(GULFOOD_2027, member);
    api.services.clock.advance(60_000);
    await join(IRBID_WORKSHOP, member);
    const response = await api.request('/api/events/joined', { headers: member.bearer });
    expect(response.status).toBe(200);
    const { data } = await json<{ data: { id: number; is_joined: boolean; joined_at: string }[] }>(
      response,
    );
    expect(data.map((event) => event.id)).toEqual([IRBID_WORKSHOP, GULFOOD_2027]);
    expect(data.every((event) => event.is_joined && event.joined_at)).toBe(true);
  });

  it('leaves an event; leaving again, or an event one never joined, is 404', async () => {
    const [member, other] = [await createMember(api), await createMember(api)];
    await join(FRUIT_LOGISTICA, member);
    await join(FRUIT_LOGISTICA, other);
    expect((await leave(FRUIT_LOGISTICA)).status).toBe(401);
    const response = await leave(FRUIT_LOGISTICA, member);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ event_id: FRUIT_LOGISTICA, is_joined: false });
    expect(await placesOf(member.user.id)).toEqual([]);
    expect(await placesOf(other.user.id)).toEqual([FRUIT_LOGISTICA]);
    expect((await leave(FRUIT_LOGISTICA, member)).status).toBe(404);
    expect((await leave(GULFOOD_2027, member)).status).toBe(404);
    // Joining again after leaving is a new place.
    expect((await join(FRUIT_LOGISTICA, member)).status).toBe(201);
  });

  it('keeps the record of an event that is over (422)', async () => {
    const member = await createMember(api);
    await api.db
      .insert(eventJoins)
      .values({ event_id: GULFOOD_2026_OVER, user_id: member.user.id });
    const response = await leave(GULFOOD_2026_OVER, member);
    expect(response.status).toBe(422);
    expect(await placesOf(member.user.id)).toEqual([GULFOOD_2026_OVER]);
  });
});
