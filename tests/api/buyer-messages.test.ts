import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { BuyerMessageList, StaffBuyerMessageList } from '@/features/buyer-messages/schemas';
import { auditLog, buyerMessages, companies, mailOutbox } from '@/lib/db/schema';

import { aCountry, exporterWith, productOf, serviceOf } from './buyer-messages-fixtures';
import { createMember, createStaff, type TestMember } from './helpers/accounts';
import type { ErrorBody } from './helpers/auth-requests';
import { json, testApiForFile } from './helpers/test-api';

const api = testApiForFile();

const call = (
  path: string,
  who: TestMember | null,
  { method = 'GET', body, lang }: { method?: string; body?: unknown; lang?: string } = {},
) =>
  api.request(`/api${path}`, {
    method,
    headers: {
      ...(who ? who.bearer : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(lang ? { 'Accept-Language': lang } : {}),
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });

async function validBody(companyId: number, extra: Record<string, unknown> = {}) {
  const country = await aCountry(api);
  return {
    company_id: companyId,
    subject: 'Olive oil for Hamburg',
    message: 'We import 2 containers a month. Please send prices.',
    quantity: '2 containers a month',
    destination_country: country.id,
    ...extra,
  };
}

const send = async (who: TestMember | null, body: unknown, lang?: string) =>
  call('/buyer-messages', who, { method: 'POST', body, lang });

const outboxTo = (email: string) =>
  api.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, email));

const messageRow = async (id: number) =>
  (await api.db.select().from(buyerMessages).where(eq(buyerMessages.id, id)))[0]!;

async function sentMessage(extra: Record<string, unknown> = {}) {
  const exporter = await exporterWith(api);
  const buyer = await createMember(api, { name: 'Anna', last_name: 'Becker' });
  const response = await send(buyer, await validBody(exporter.company.id, extra));
  expect(response.status).toBe(201);
  const { id } = await json<{ id: number }>(response);
  return { exporter, buyer, id };
}

describe('POST /api/buyer-messages', () => {
  it('stores the message and queues the exporter notice and the sender copy, no address leaked', async () => {
    const exporter = await exporterWith(api, {}, { locale: 'ar' });
    const buyer = await createMember(api, { name: 'Anna', last_name: 'Becker' });
    const response = await send(buyer, await validBody(exporter.company.id), 'en');
    expect(response.status).toBe(201);
    const { id } = await json<{ id: number }>(response);
    const row = await messageRow(id);
    expect(row).toMatchObject({
      sender_id: buyer.user.id,
      company_id: exporter.company.id,
      item_type: null,
      subject: 'Olive oil for Hamburg',
      quantity: '2 containers a month',
      locale: 'en',
      read_at: null,
      reply: null,
    });
    const [notice] = await outboxTo(exporter.member.user.email);
    expect(notice).toBeDefined();
    // The owner's language (Arabic), the message, the member-area link; never the sender's address.
    expect(notice!.subject).toContain('رسالة من مشترٍ');
    expect(notice!.text_body).toContain('We import 2 containers a month');
    expect(notice!.text_body).toContain('Anna Becker');
    expect(notice!.text_body).toContain('/ar/profile/buyer-messages');
    expect(notice!.text_body).not.toContain(buyer.user.email);
    const [copy] = await outboxTo(buyer.user.email);
    expect(copy!.subject).toContain('Your message to');
    expect(copy!.text_body).toContain('We import 2 containers a month');
    for (const hidden of [exporter.company.e_mail, exporter.member.user.email]) {
      expect(copy!.text_body).not.toContain(hidden);
      expect(copy!.html_body).not.toContain(hidden);
    }
    expect(api.services.outbox.kicks).toBeGreaterThan(0);
  });

  it('sends the copy in the language of the request', async () => {
    const exporter = await exporterWith(api);
    const buyer = await createMember(api);
    expect((await send(buyer, await validBody(exporter.company.id), 'ar')).status).toBe(201);
    const [copy] = await outboxTo(buyer.user.email);
    expect(copy!.subject).toContain('تم إرسال رسالتك');
    const [notice] = await outboxTo(exporter.member.user.email);
    expect(notice!.subject).toContain('A buyer wrote to you');
  });

  it('takes a public product or service of the company', async () => {
    const exporter = await exporterWith(api);
    const buyer = await createMember(api);
    const product = await productOf(api, exporter.company.id);
    const service = await serviceOf(api, exporter.company.id);
    for (const [type, item] of [
      ['products', product],
      ['services', service],
    ] as const) {
      const body = await validBody(exporter.company.id, { item_type: type, item_id: item.id });
      const response = await send(buyer, body);
      expect(response.status).toBe(201);
      const row = await messageRow((await json<{ id: number }>(response)).id);
      expect(row).toMatchObject({ item_type: type, item_id: item.id });
    }
  });

  it('answers 401 to a visitor and stores nothing', async () => {
    const exporter = await exporterWith(api);
    const response = await send(null, await validBody(exporter.company.id));
    expect(response.status).toBe(401);
    const rows = await api.db
      .select()
      .from(buyerMessages)
      .where(eq(buyerMessages.company_id, exporter.company.id));
    expect(rows).toHaveLength(0);
  });

  it('answers 404 for a company or an item that is not public', async () => {
    const buyer = await createMember(api);
    const waiting = await exporterWith(api, { status: 10 });
    const refused = await exporterWith(api, { status: 30 });
    const changed = await exporterWith(api, {
      status: 40,
      approved: { company_registered_name: 'Approved name', e_mail: 'old@relay.example' },
    });
    expect((await send(buyer, await validBody(waiting.company.id))).status).toBe(404);
    expect((await send(buyer, await validBody(refused.company.id))).status).toBe(404);
    expect((await send(buyer, await validBody(999_999))).status).toBe(404);
    // A change waiting keeps the approved version public.
    expect((await send(buyer, await validBody(changed.company.id))).status).toBe(201);

    // Another buyer: the first has used most of their hour (5 messages).
    const second = await createMember(api);
    const exporter = await exporterWith(api);
    const other = await exporterWith(api);
    const hidden = await productOf(api, exporter.company.id, 10);
    const elsewhere = await productOf(api, other.company.id);
    const service = await serviceOf(api, exporter.company.id);
    for (const item of [
      { item_type: 'products', item_id: hidden.id },
      { item_type: 'products', item_id: elsewhere.id },
      // A service's id named as a product.
      { item_type: 'products', item_id: service.id + 100_000 },
    ]) {
      expect((await send(second, await validBody(exporter.company.id, item))).status).toBe(404);
    }
  });

  it('refuses a message to one’s own company (422)', async () => {
    const exporter = await exporterWith(api);
    const response = await send(exporter.member, await validBody(exporter.company.id));
    expect(response.status).toBe(422);
    const body = await json<ErrorBody>(response);
    expect(body.errors.company_id?.[0]).toContain('your own company');
  });

  it('answers 422 with the field of each validation error, never a 500', async () => {
    const exporter = await exporterWith(api);
    const buyer = await createMember(api);
    const cases: [Record<string, unknown>, string][] = [
      [{ subject: '' }, 'subject'],
      [{ subject: '   ' }, 'subject'],
      [{ subject: 'x'.repeat(151) }, 'subject'],
      [{ message: '' }, 'message'],
      [{ message: 'x'.repeat(3001) }, 'message'],
      [{ quantity: 'x'.repeat(101) }, 'quantity'],
      [{ quantity: 12 }, 'quantity'],
      [{ destination_country: '' }, 'destination_country'],
      [{ destination_country: 'abc' }, 'destination_country'],
      [{ destination_country: 999_999 }, 'destination_country'],
      [{ company_id: 'abc' }, 'company_id'],
      [{ company_id: -1 }, 'company_id'],
      [{ item_type: 'machines', item_id: 1 }, 'item_type'],
      [{ item_type: 'products' }, 'item_id'],
      [{ item_id: 3 }, 'item_type'],
    ];
    for (const [change, field] of cases) {
      const response = await send(buyer, await validBody(exporter.company.id, change));
      expect(response.status, JSON.stringify(change)).toBe(422);
      const body = await json<ErrorBody>(response);
      expect(Object.keys(body.errors), JSON.stringify(change)).toContain(field);
    }
    const missing = await send(buyer, { company_id: exporter.company.id });
    expect(missing.status).toBe(422);
    expect(Object.keys((await json<ErrorBody>(missing)).errors)).toEqual(
      expect.arrayContaining(['subject', 'message', 'destination_country']),
    );
    for (const bad of ['not json', '[]', 'null', '{"company_id": 1e400}']) {
      expect((await send(buyer, bad)).status).toBeLessThan(500);
    }
  });

  it('limits a sender to 5 messages an hour and 20 a day (429, in the request’s language)', async () => {
    const exporter = await exporterWith(api);
    const buyer = await createMember(api);
    const body = await validBody(exporter.company.id);
    for (let index = 0; index < 5; index += 1) expect((await send(buyer, body)).status).toBe(201);
    const limited = await send(buyer, body, 'ar');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json<ErrorBody>(limited)).message).toContain('أرسلت رسائل كثيرة');
    const english = await send(buyer, body, 'en');
    expect((await json<ErrorBody>(english)).message).toContain('many messages to exporters');
    // Another sender is not held back.
    expect((await send(await createMember(api), body)).status).toBe(201);

    const busy = await createMember(api);
    const hourKey = `buyer-message:perHour:user:${busy.user.id}`;
    for (let round = 0; round < 4; round += 1) {
      await api.services.limiter.reset(hourKey);
      for (let index = 0; index < 5; index += 1) expect((await send(busy, body)).status).toBe(201);
    }
    await api.services.limiter.reset(hourKey);
    expect((await send(busy, body)).status).toBe(429);
  });
});

describe('the exporter’s messages', () => {
  it('lists the messages to the member’s company, newest first, paginated, without addresses', async () => {
    const { exporter, buyer } = await sentMessage();
    const second = await send(buyer, await validBody(exporter.company.id, { subject: 'Second' }));
    expect(second.status).toBe(201);
    const response = await call('/buyer-messages/received?page_size=1', exporter.member);
    expect(response.status).toBe(200);
    const list = await json<BuyerMessageList>(response);
    expect(list).toMatchObject({ total: 2, page: 1, page_size: 1, page_count: 2 });
    expect(list.data[0]).toMatchObject({
      subject: 'Second',
      sender_name: expect.stringContaining(buyer.user.name),
      quantity: '2 containers a month',
      destination_country: expect.objectContaining({ name_eng: 'Germany' }),
      read_at: null,
    });
    expect(JSON.stringify(list)).not.toContain(buyer.user.email);
    const page2 = await json<BuyerMessageList>(
      await call('/buyer-messages/received?page=2&page_size=1', exporter.member),
    );
    expect(page2.data[0]!.subject).toBe('Olive oil for Hamburg');
    // The buyer, with no company, gets an empty list; their own messages are under /sent.
    const none = await json<BuyerMessageList>(await call('/buyer-messages/received', buyer));
    expect(none.total).toBe(0);
    const sent = await json<BuyerMessageList>(await call('/buyer-messages/sent', buyer));
    expect(sent.total).toBe(2);
    expect((await call('/buyer-messages/received', null)).status).toBe(401);
    expect((await call('/buyer-messages/received?page=0', exporter.member)).status).toBe(422);
  });

  it('marks a message read; another member’s id is 404 with the row unchanged', async () => {
    const { exporter, buyer, id } = await sentMessage();
    const stranger = await exporterWith(api);
    const before = await messageRow(id);
    for (const who of [stranger.member, buyer]) {
      expect((await call(`/buyer-messages/${id}/read`, who, { method: 'POST' })).status).toBe(404);
    }
    expect(await messageRow(id)).toEqual(before);
    const response = await call(`/buyer-messages/${id}/read`, exporter.member, { method: 'POST' });
    expect(response.status).toBe(200);
    expect((await json<{ read_at: string | null }>(response)).read_at).not.toBeNull();
    expect(
      (await call('/buyer-messages/999999/read', exporter.member, { method: 'POST' })).status,
    ).toBe(404);
    expect(
      (await call('/buyer-messages/abc/read', exporter.member, { method: 'POST' })).status,
    ).toBe(422);
    expect((await call(`/buyer-messages/${id}/read`, null, { method: 'POST' })).status).toBe(401);
  });

  it('relays the answer to the sender with the exporter’s address; once only', async () => {
    const { exporter, buyer, id } = await sentMessage();
    const stranger = await exporterWith(api);
    const before = await messageRow(id);
    const reply = { reply: 'Thank you. Our price list is attached to this answer.' };
    const foreign = await call(`/buyer-messages/${id}/reply`, stranger.member, {
      method: 'POST',
      body: reply,
    });
    expect(foreign.status).toBe(404);
    expect(await messageRow(id)).toEqual(before);
    const empty = await call(`/buyer-messages/${id}/reply`, exporter.member, {
      method: 'POST',
      body: { reply: '  ' },
    });
    expect(empty.status).toBe(422);
    expect(Object.keys((await json<ErrorBody>(empty)).errors)).toEqual(['reply']);
    const long = await call(`/buyer-messages/${id}/reply`, exporter.member, {
      method: 'POST',
      body: { reply: 'x'.repeat(3001) },
    });
    expect(long.status).toBe(422);

    const response = await call(`/buyer-messages/${id}/reply`, exporter.member, {
      method: 'POST',
      body: reply,
    });
    expect(response.status).toBe(200);
    const row = await messageRow(id);
    expect(row.reply).toBe(reply.reply);
    expect(row.replied_at).not.toBeNull();
    expect(row.read_at).not.toBeNull();
    const mails = await outboxTo(buyer.user.email);
    const answer = mails.find((mail) => mail.subject.includes('answered your message'));
    expect(answer).toBeDefined();
    expect(answer!.text_body).toContain(reply.reply);
    expect(answer!.text_body).toContain(exporter.company.e_mail);

    const again = await call(`/buyer-messages/${id}/reply`, exporter.member, {
      method: 'POST',
      body: reply,
    });
    expect(again.status).toBe(409);
    expect(await outboxTo(buyer.user.email)).toHaveLength(mails.length);
  });
});

describe('GET /api/staff/buyer-messages', () => {
  it('lets officers and admins read, refuses editors and members (403) and visitors (401)', async () => {
    const { id } = await sentMessage();
    const officer = await createStaff(api, 'officer');
    const admin = await createStaff(api, 'admin');
    for (const [who, status] of [
      [officer, 200],
      [admin, 200],
      [await createStaff(api, 'editor'), 403],
      [await createMember(api), 403],
      [null, 401],
    ] as const) {
      expect((await call('/staff/buyer-messages', who)).status).toBe(status);
      expect((await call(`/staff/buyer-messages/${id}`, who)).status).toBe(status);
    }
  });

  it('filters by text, company and state, pages, and writes no audit entry', async () => {
    const { exporter, buyer, id } = await sentMessage({ subject: 'Dates for Berlin' });
    const officer = await createStaff(api, 'officer');
    const auditBefore = (await api.db.select().from(auditLog)).length;
    const found = await json<StaffBuyerMessageList>(
      await call('/staff/buyer-messages?q=berlin', officer),
    );
    expect(found.data.map((message) => message.id)).toContain(id);
    expect(found.data.find((message) => message.id === id)).toMatchObject({
      sender_email: buyer.user.email,
      company_name: exporter.company.company_registered_name,
    });
    const byCompany = await json<StaffBuyerMessageList>(
      await call(`/staff/buyer-messages?company_id=${exporter.company.id}&state=unread`, officer),
    );
    expect(byCompany.data.map((message) => message.id)).toEqual([id]);
    const replied = await json<StaffBuyerMessageList>(
      await call(`/staff/buyer-messages?company_id=${exporter.company.id}&state=replied`, officer),
    );
    expect(replied.total).toBe(0);
    const paged = await json<StaffBuyerMessageList>(
      await call('/staff/buyer-messages?page_size=1&page=2', officer),
    );
    expect(paged).toMatchObject({ page: 2, page_size: 1 });
    expect((await call('/staff/buyer-messages?state=lost', officer)).status).toBe(422);
    expect((await call('/staff/buyer-messages?page=-1', officer)).status).toBe(422);
    expect((await call('/staff/buyer-messages/999999', officer)).status).toBe(404);
    expect((await call('/staff/buyer-messages/abc', officer)).status).toBe(422);
    expect((await api.db.select().from(auditLog)).length).toBe(auditBefore);
    // The company row is untouched by reading.
    const [company] = await api.db
      .select()
      .from(companies)
      .where(and(eq(companies.id, exporter.company.id)));
    expect(company!.status).toBe(20);
  });
});
