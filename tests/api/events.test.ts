import { describe, expect, it } from 'vitest';

import { eventJoins } from '@/lib/db/schema';

import { createMember } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';

// Issue 27 "Events": GET /api/events-type, /api/events-mode, /api/events (filters, paging, order,
// is_joined) and the "add to calendar" file. The test clock is 2026-11-21 (Amman) and the seed's
// events are dated from it (lib/db/seed/events/seed-days.ts): of the 26 published seed events, 7
// are over; the draft (18) is never public.

const api = testApiForFile();

type Event = {
  id: number;
  name: string;
  name_ara: string;
  date_start: string;
  date_end: string;
  country_name: string;
  location_type: string;
  status: number;
  is_upcoming: boolean;
  is_expired: boolean;
  is_joined: boolean;
};
type Page = { data: Event[]; total: number; page: number; page_size: number; page_count: number };

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await api.request(path, { headers: { 'Accept-Language': 'en', ...headers } });
  return { response, body: await json<unknown>(response) };
};
const list = async (query = '', headers: Record<string, string> = {}) => {
  const { response, body } = await get(`/api/events${query}`, headers);
  expect(response.status, JSON.stringify(body)).toBe(200);
  return { response, page: body as Page };
};
const ids = (page: Page) => page.data.map((event) => event.id);
const everything = '?page_size=100';

describe('GET /api/events-type and /api/events-mode (part 2 §7)', () => {
  it('answer the types and modes with their names in both languages, publicly cached', async () => {
    const types = await get('/api/events-type');
    expect(types.response.status).toBe(200);
    expect(types.response.headers.get('Cache-Control')).toContain('public');
    expect(types.body).toHaveLength(6);
    expect((types.body as object[])[0]).toEqual({
      id: 1,
      name_eng: 'Trade fair and exhibition',
      name_ara: 'معرض تجاري',
    });
    const modes = await get('/api/events-mode');
    expect((modes.body as { name_eng: string }[]).map((mode) => mode.name_eng)).toEqual([
      'In person',
      'Online',
      'Hybrid',
    ]);
  });
});

describe('GET /api/events (part 2 "Events", part 3 §7)', () => {
  it('answers a page of published events with the specification’s fields', async () => {
    const { response, page } = await list();
    expect(response.headers.get('Cache-Control')).toBe(
      'public, max-age=0, must-revalidate, s-maxage=300',
    );
    expect(page).toMatchObject({ total: 26, page: 1, page_size: 10, page_count: 3 });
    expect(page.data).toHaveLength(10);
    const [first] = page.data;
    for (const field of [
      'name',
      'date_start',
      'country_id',
      'type_id',
      'mode_id',
      'industry_id',
      'location_type',
      'country_name',
      'is_joined',
      'is_upcoming',
      'is_expired',
      'status',
    ]) {
      expect(first).toHaveProperty(field);
    }
    expect(first).not.toHaveProperty('published');
    expect(first).not.toHaveProperty('version');
  });

  it('lists what is to come soonest first, then what is over, the latest first', async () => {
    const { page } = await list(everything);
    expect(ids(page).slice(0, 4)).toEqual([5, 22, 6, 23]);
    expect(ids(page).slice(-7)).toEqual([21, 3, 4, 20, 19, 2, 1]);
    expect(ids(page)).not.toContain(18);
    const gulfood = page.data.find((event) => event.id === 1)!;
    expect(gulfood).toMatchObject({ is_expired: true, is_upcoming: false, is_joined: false });
    const next = page.data.find((event) => event.id === 9)!;
    expect(next).toMatchObject({ is_expired: false, is_upcoming: true });
  });

  it.each([
    ['?location_type=International%20event', 17],
    ['?location_type=Local%20event', 9],
    ['?country=276', 3],
    ['?type=3', 5],
    ['?mode=2', 3],
    ['?industry=3', 6],
    ['?year=2027', 14],
    ['?year=2026', 12],
    ['?year=2030', 0],
    ['?country=276&year=2027&type=1', 3],
    ['?location_type=Local%20event&type=3&year=2027', 3],
  ])('%s finds %i', async (query, total) => {
    const { page } = await list(query);
    expect(page.total).toBe(total);
  });

  it.each([
    ['GULFOOD', [9, 1]],
    ['gulfood 2027', [9]],
    ['جلفود', [9, 1]],
    // Arabic spelling variants match (lib/search): إربد typed without its hamza.
    ['اربد', [24]],
    ['irbid', [24]],
    ['Canton', []],
  ])('text "%s" finds %j, whatever its case', async (q, expected) => {
    const { page } = await list(`?q=${encodeURIComponent(q)}`);
    expect(ids(page)).toEqual(expected);
  });

  it('pages: the last page holds the rest, a page past the end is empty', async () => {
    expect((await list('?page=3')).page.data).toHaveLength(6);
    const past = await list('?page=4');
    expect(past.page).toMatchObject({ data: [], total: 26, page: 4, page_count: 3 });
    const small = await list('?page=2&page_size=5');
    expect(small.page).toMatchObject({ page: 2, page_size: 5, page_count: 6 });
    expect(ids(small.page)).toEqual(ids((await list(everything)).page).slice(5, 10));
  });

  it.each([
    '?year=abc',
    '?year=1999',
    '?page=0',
    '?page=x',
    '?page_size=101',
    '?country=-1',
    '?type=1.5',
    '?location_type=Everywhere',
    `?q=${'a'.repeat(201)}`,
  ])('%s is refused with 422, never a 500', async (query) => {
    const { response, body } = await get(`/api/events${query}`);
    expect(response.status).toBe(422);
    expect(body).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
  });

  it('marks is_joined for the member of the session only, and is not cached then', async () => {
    const member = await createMember(api);
    await api.db.insert(eventJoins).values({ event_id: 9, user_id: member.user.id });
    const { response, page } = await list(everything, member.bearer);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(page.data.filter((event) => event.is_joined).map((event) => event.id)).toEqual([9]);
    const visitor = await list(everything);
    expect(visitor.page.data.some((event) => event.is_joined)).toBe(false);
    const other = await createMember(api);
    const theirs = await list(everything, other.bearer);
    expect(theirs.page.data.some((event) => event.is_joined)).toBe(false);
  });
});

describe('GET /api/events/{id}/calendar.ics ("add to calendar")', () => {
  it('answers an all-day iCalendar entry of the event’s days', async () => {
    const response = await api.request('/api/events/9/calendar.ics');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="event-9.ics"');
    const text = await response.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('UID:event-9@portal.test');
    expect(text).toContain('DTSTART;VALUE=DATE:20270126');
    // The day after the last day: an all-day entry's end is exclusive.
    expect(text).toContain('DTEND;VALUE=DATE:20270131');
    expect(text).toContain('SUMMARY:Gulfood 2027: Jordan national pavilion');
    expect(text).toContain('URL:http://portal.test/international-events');
  });

  it('is written in the language asked for', async () => {
    const arabic = await (await api.request('/api/events/24/calendar.ics?lang=ar')).text();
    expect(arabic).toContain('SUMMARY:ورشة الجاهزية للتصدير: إربد');
    expect(arabic).toContain('URL:http://portal.test/ar/local-events');
    const byHeader = await api.request('/api/events/24/calendar.ics', {
      headers: { 'Accept-Language': 'ar' },
    });
    expect(await byHeader.text()).toContain('إربد');
  });

  it.each(['18', '99999', 'abc', '0'])(
    'answers 404 for %s (a draft, unknown, not an id)',
    async (id) => {
      const response = await api.request(`/api/events/${id}/calendar.ics`);
      expect(response.status).toBe(404);
    },
  );
});
