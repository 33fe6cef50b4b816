// @postgres: locking (two expiry runs at once)
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { closeExpiredLeads } from '@/features/trade-leads/server/close-expired-leads';
import { tradeLeads } from '@/lib/db/schema';

import { createMember, type TestMember } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';

// Issue 39 "Trade leads": the public list and page (never a draft, filters, the open/closed rule
// by Amman's day whether or not the closing job ran), the closing job, and a member's interest
// (once, 409 the second time; refused on a closed lead or a draft) with their list of interests.
// Test clock: 2026-11-21 (Amman); the seed's leads are dated from that day.

const api = testApiForFile();

const OLIVE_OIL = 1;
const HOSPITAL_TENDER = 2;
const VEGETABLES = 3;
const DATES = 7;
const CABLES_CLOSED = 6;
const DRAFT = 8;

type Lead = { id: number; state: 'open' | 'closed'; hs_codes: string[]; deadline: string };
type Page = { data: Lead[]; total: number; page: number; page_size: number; page_count: number };

const list = async (query = '') => {
  const response = await api.request(`/api/trade-leads${query}`, {
    headers: { 'Accept-Language': 'en' },
  });
  return { status: response.status, response, body: (await response.json()) as Page };
};
const ids = async (query = '') => (await list(query)).body.data.map((lead) => lead.id).sort();
const interest = (
  id: number | string,
  member?: TestMember,
  body: unknown = { message: 'We export olive oil.' },
) =>
  api.request(`/api/trade-leads/${id}/interest`, {
    method: 'POST',
    headers: {
      'Accept-Language': 'en',
      'Content-Type': 'application/json',
      ...(member?.bearer ?? {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** A published lead written directly, as if the closing job had not run yet. */
async function publishedLead(deadline: string, title = 'SAMPLE expired lead'): Promise<number> {
  const [row] = await api.db
    .insert(tradeLeads)
    .values({
      kind: 'buyer',
      title_eng: title,
      title_ara: 'فرصة تجريبية',
      description_eng: 'Sample.',
      description_ara: 'تجريبية.',
      country_id: 400,
      industry_id: 3,
      hs_codes: ['1509'],
      deadline,
      status: 'published',
      published_at: '2026-11-01T07:00:00.000Z',
    })
    .returning({ id: tradeLeads.id });
  return row!.id;
}

describe('GET /api/trade-leads', () => {
  it('lists published and closed leads, never a draft, open ones first, publicly cacheable', async () => {
    const { status, response, body } = await list('?page_size=50');
    expect(status).toBe(200);
    expect(response.headers.get('Cache-Control')).toMatch(/public/);
    expect(body.total).toBe(7);
    expect(body.data.map((lead) => lead.id)).not.toContain(DRAFT);
    expect(body.data.at(-1)).toMatchObject({ id: CABLES_CLOSED, state: 'closed' });
    const open = body.data.filter((lead) => lead.state === 'open');
    expect(open).toHaveLength(6);
    // The soonest deadline first among the open ones.
    expect(open.map((lead) => lead.deadline)).toEqual(
      [...open.map((lead) => lead.deadline)].sort(),
    );
  });

  it('filters by country, sector, HS chapter and state, and pages', async () => {
    expect(await ids('?country=682')).toEqual([OLIVE_OIL]);
    expect(await ids('?sector=4')).toEqual([VEGETABLES, DATES]);
    expect(await ids('?chapter=07')).toEqual([VEGETABLES]);
    expect(await ids('?chapter=30&state=open')).toEqual([HOSPITAL_TENDER]);
    expect(await ids('?state=closed')).toEqual([CABLES_CLOSED]);
    expect(await ids('?chapter=61')).toEqual([]);
    expect(await ids('?country=&sector=&chapter=&state=')).toHaveLength(7);
    const second = await list('?page=2&page_size=5');
    expect(second.body).toMatchObject({ total: 7, page: 2, page_size: 5, page_count: 2 });
    expect(second.body.data).toHaveLength(2);
  });

  it('answers 422 for a bad filter and never a 500', async () => {
    for (const query of [
      '?country=abc',
      '?sector=-1',
      '?chapter=1',
      '?chapter=150',
      '?state=maybe',
      '?page=0',
      '?page_size=500',
      '?country=99999999999',
    ]) {
      const { status } = await list(query);
      expect(status, query).toBe(422);
    }
    for (const query of ['?chapter=%D9%A1%D9%A5', '?chapter=15.', '?q=%27%3B--', '?country[]=1']) {
      const { status } = await list(query);
      expect(status, query).toBeLessThan(500);
    }
    expect(await ids('?chapter=%D9%A1%D9%A5')).toEqual([OLIVE_OIL]);
  });
});

// Issue 45: keyword, order and value on the public list.
const FERTILISERS = 4;
const DEAD_SEA = 5;
const order = async (query: string) => (await list(query)).body.data.map((lead) => lead.id);

describe('GET /api/trade-leads: q, sort and value (issue 45)', () => {
  it('finds words in either language however hamza, ta marbuta and case are typed', async () => {
    expect(await ids('?q=OLIVE')).toEqual([OLIVE_OIL]);
    expect(await ids('?q=Kuwait')).toEqual([FERTILISERS]);
    // «أدوية جنيسة» typed without its hamza and with ه for ة.
    expect(await ids(`?q=${encodeURIComponent('ادويه جنيسه')}`)).toEqual([HOSPITAL_TENDER]);
    expect(await ids(`?q=${encodeURIComponent('داب')}`)).toEqual([FERTILISERS]);
    expect(await ids('?q=olive&country=682&state=open')).toEqual([OLIVE_OIL]);
    expect(await ids('?q=olive&country=634')).toEqual([]);
    // Wildcards are taken literally.
    expect(await ids('?q=%25')).toEqual([]);
    expect(await ids('?q=_')).toEqual([]);
    const { body } = await list('?q=olive');
    expect(body.total).toBe(1);
  });

  it('orders by closing date (the default) or by the date published', async () => {
    const closing = [
      FERTILISERS,
      HOSPITAL_TENDER,
      OLIVE_OIL,
      DATES,
      VEGETABLES,
      DEAD_SEA,
      CABLES_CLOSED,
    ];
    expect(await order('?page_size=50')).toEqual(closing);
    expect(await order('?page_size=50&sort=closing')).toEqual(closing);
    expect(await order('?page_size=50&sort=published')).toEqual([
      DEAD_SEA,
      VEGETABLES,
      HOSPITAL_TENDER,
      DATES,
      OLIVE_OIL,
      FERTILISERS,
      CABLES_CLOSED,
    ]);
  });

  it('keeps leads whose stated value meets the range, never one stating no value', async () => {
    expect(await ids('?value_min=1000000')).toEqual([HOSPITAL_TENDER, FERTILISERS, CABLES_CLOSED]);
    expect(await ids('?value_max=100000')).toEqual([DEAD_SEA]);
    expect(await ids('?value_min=100000&value_max=1000000')).toEqual(
      [OLIVE_OIL, HOSPITAL_TENDER, FERTILISERS, DEAD_SEA, DATES].sort(),
    );
    expect(await ids('?value_min=0')).not.toContain(VEGETABLES);
    expect(await ids('?value_min=&value_max=')).toHaveLength(7);
  });

  it('answers 422 by field, in English and Arabic, for each bad value, and never a 500', async () => {
    const cases: [string, string][] = [
      [`?q=${'x'.repeat(101)}`, 'q'],
      ['?sort=price', 'sort'],
      ['?value_min=abc', 'value_min'],
      ['?value_min=-1', 'value_min'],
      ['?value_max=1.5', 'value_max'],
      ['?value_max=1e30', 'value_max'],
      ['?value_min=500&value_max=100', 'value_max'],
    ];
    for (const [query, field] of cases) {
      const { status, body } = await list(query);
      expect(status, query).toBe(422);
      expect(Object.keys((body as unknown as { errors: object }).errors), query).toContain(field);
    }
    const arabic = await api.request('/api/trade-leads?value_min=500&value_max=100', {
      headers: { 'Accept-Language': 'ar' },
    });
    expect(arabic.status).toBe(422);
    const answer = (await arabic.json()) as { errors: { value_max: string[] } };
    expect(answer.errors.value_max[0]).toBe('يجب ألّا تقل القيمة العليا عن القيمة الدنيا.');
    const english = await list('?sort=price');
    expect((english.body as unknown as { errors: { sort: string[] } }).errors.sort[0]).toBe(
      'Choose the closing date or the date published.',
    );
    for (const query of [
      '?q=%00',
      '?q[]=a',
      '?sort[]=published',
      '?value_min[]=1',
      '?q=%F0%9F%98%80',
    ]) {
      const { status } = await list(query);
      expect(status, query).toBeLessThan(500);
    }
  });
});

describe('GET /api/trade-leads/{id}', () => {
  it('answers an open lead, a closed one, and 404 for a draft or an unknown id', async () => {
    const open = await api.request(`/api/trade-leads/${OLIVE_OIL}`);
    expect(open.status).toBe(200);
    expect(await json<Lead>(open)).toMatchObject({
      id: OLIVE_OIL,
      state: 'open',
      hs_codes: ['1509'],
    });
    const closed = await api.request(`/api/trade-leads/${CABLES_CLOSED}`);
    expect(await json<Lead>(closed)).toMatchObject({ state: 'closed' });
    expect((await api.request(`/api/trade-leads/${DRAFT}`)).status).toBe(404);
    expect((await api.request('/api/trade-leads/999999')).status).toBe(404);
    for (const id of ['abc', '0', '1.5', '99999999999999']) {
      const status = (await api.request(`/api/trade-leads/${id}`)).status;
      expect([404, 422], id).toContain(status);
    }
  });
});

describe('the deadline rule and the closing job', () => {
  it('reads a published lead past its deadline as closed before the job, and the job closes it once', async () => {
    const yesterday = await publishedLead('2026-11-20');
    const today = await publishedLead('2026-11-21', 'SAMPLE lead due today');
    const before = await json<Lead>(await api.request(`/api/trade-leads/${yesterday}`));
    expect(before.state).toBe('closed');
    expect(await ids('?state=closed')).toContain(yesterday);
    expect(await ids('?state=open')).toContain(today);
    expect(await ids('?state=open')).not.toContain(yesterday);
    const member = await createMember(api);
    expect((await interest(yesterday, member)).status).toBe(422);

    const now = api.services.now();
    const [first, second] = await Promise.all([
      closeExpiredLeads(api.db, now),
      closeExpiredLeads(api.db, now),
    ]);
    expect(first + second).toBe(1);
    expect(await closeExpiredLeads(api.db, now)).toBe(0);
    const [row] = await api.db.select().from(tradeLeads).where(eq(tradeLeads.id, yesterday));
    expect(row).toMatchObject({ status: 'closed', version: 2 });
    expect(row!.closed_at).not.toBeNull();
    const [due] = await api.db.select().from(tradeLeads).where(eq(tradeLeads.id, today));
    expect(due).toMatchObject({ status: 'published', version: 1 });
    const [draft] = await api.db.select().from(tradeLeads).where(eq(tradeLeads.id, DRAFT));
    expect(draft!.status).toBe('draft');

    // The next Amman day, the lead due today is past its deadline too.
    expect(await closeExpiredLeads(api.db, new Date('2026-11-21T22:30:00Z'))).toBe(1);
    await api.db.delete(tradeLeads).where(eq(tradeLeads.id, yesterday));
    await api.db.delete(tradeLeads).where(eq(tradeLeads.id, today));
  });
});

describe('POST /api/trade-leads/{id}/interest', () => {
  it('refuses a visitor (401), a draft or unknown lead (404) and a closed lead (422)', async () => {
    expect((await interest(OLIVE_OIL)).status).toBe(401);
    const member = await createMember(api);
    expect((await interest(DRAFT, member)).status).toBe(404);
    expect((await interest(999999, member)).status).toBe(404);
    const closed = await interest(CABLES_CLOSED, member);
    expect(closed.status).toBe(422);
    expect((await json<{ message: string }>(closed)).message).toMatch(/closed/);
  });

  it('validates the message (422 by field) and never answers 500 on a bad body', async () => {
    const member = await createMember(api);
    const empty = await interest(OLIVE_OIL, member, { message: '   ' });
    expect(empty.status).toBe(422);
    expect(await json<{ errors: Record<string, string[]> }>(empty)).toMatchObject({
      errors: { message: ['Required.'] },
    });
    expect((await interest(OLIVE_OIL, member, { message: 'x'.repeat(1001) })).status).toBe(422);
    expect((await interest(OLIVE_OIL, member, {})).status).toBe(422);
    for (const body of ['not json', '[]', '{"message": 12}', 'null']) {
      const status = (await interest(OLIVE_OIL, member, body)).status;
      expect(status, body).toBeGreaterThanOrEqual(400);
      expect(status, body).toBeLessThan(500);
    }
  });

  it('takes one interest per lead and member (409 the second time), listed in the member’s account', async () => {
    const member = await createMember(api);
    const first = await interest(VEGETABLES, member, { message: 'GlobalG.A.P. certified farm.' });
    expect(first.status).toBe(201);
    expect(await json(first)).toMatchObject({
      lead_id: VEGETABLES,
      state: 'new',
      lead_state: 'open',
    });
    const again = await interest(VEGETABLES, member, { message: 'Once more.' });
    expect(again.status).toBe(409);
    expect((await json<{ message: string }>(again)).message).toMatch(/already/);
    // Another member may still answer the same lead.
    const other = await createMember(api);
    expect((await interest(VEGETABLES, other)).status).toBe(201);

    expect((await api.request('/api/user/trade-lead-interests')).status).toBe(401);
    const mine = await api.request('/api/user/trade-lead-interests', { headers: member.bearer });
    expect(mine.status).toBe(200);
    const { data } = await json<{
      data: { lead_id: number; title_eng: string; state: string; message: string }[];
    }>(mine);
    expect(data).toEqual([
      expect.objectContaining({
        lead_id: VEGETABLES,
        title_eng: 'Fresh tomatoes and peppers for winter supply',
        state: 'new',
        message: 'GlobalG.A.P. certified farm.',
      }),
    ]);
  });
});
