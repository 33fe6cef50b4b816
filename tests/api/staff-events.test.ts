import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { auditLog, eventJoins, events } from '@/lib/db/schema';

import { createMember, createStaff } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';
import { ifMatch, versionOf } from './helpers/versions';

// Issue 27 "Staff console": editors create, edit and remove events in both languages (audited,
// versioned, the event pages re-validated) and see who joined an event, also as CSV.

const api = testApiForFile();

const NEW_EVENT = {
  name_eng: 'SAMPLE Jordan Olive Oil Day',
  name_ara: 'يوم زيت الزيتون الأردني (عينة)',
  description_eng: 'Buyers taste Jordanian olive oil.',
  description_ara: 'يتذوق المشترون زيت الزيتون الأردني.',
  date_start: '2027-06-01',
  date_end: '2027-06-02',
  location_type: 'Local event',
  country_id: 400,
  city_eng: 'Madaba',
  city_ara: 'مادبا',
  venue_eng: '',
  venue_ara: '',
  type_id: 6,
  mode_id: 1,
  industry_id: 3,
  link: 'https://www.example.com/olive-day',
  status: 1,
  published: true,
};

const send = async (method: string, path: string, body: unknown, headers: Record<string, string>) =>
  api.request(`/api/staff${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const auditOf = (action: string, id: number) =>
  api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entity_id, String(id))));
const publicIds = async (query = '') => {
  const response = await api.request(`/api/events?page_size=100${query}`);
  return ((await response.json()) as { data: { id: number }[] }).data.map((event) => event.id);
};

describe('the events console API', () => {
  it('lists every event, drafts too, searched and by kind, with who joined', async () => {
    const editor = await createStaff(api, 'editor');
    const all = await api.request('/api/staff/events?page_size=100', { headers: editor.bearer });
    expect(all.status).toBe(200);
    const body = await json<{
      data: { id: number; published: boolean; version: number }[];
      total: number;
    }>(all);
    expect(body.total).toBe(27);
    expect(body.data.find((event) => event.id === 18)).toMatchObject({
      published: false,
      version: 1,
    });
    const local = await json<{ total: number }>(
      await api.request('/api/staff/events?scope=local', { headers: editor.bearer }),
    );
    expect(local.total).toBe(9);
    const found = await json<{ data: { id: number }[] }>(
      await api.request(`/api/staff/events?q=${encodeURIComponent('كانتون')}`, {
        headers: editor.bearer,
      }),
    );
    expect(found.data.map((event) => event.id)).toEqual([18]);
    const bad = await api.request('/api/staff/events?page_size=7', { headers: editor.bearer });
    expect(bad.status).toBe(422);
  });

  it('adds an event (audited, pages re-validated) that the public list shows at once', async () => {
    const editor = await createStaff(api, 'editor');
    api.services.revalidatedTags.length = 0;
    const response = await send('POST', '/events', NEW_EVENT, editor.bearer);
    expect(response.status).toBe(201);
    const created = await json<{
      id: number;
      version: number;
      joined_count: number;
      type_eng: string;
    }>(response);
    expect(created).toMatchObject({
      version: 1,
      joined_count: 0,
      type_eng: 'Business-to-business meetings',
    });
    expect(api.services.revalidatedTags).toEqual(['events', 'search']);
    const [entry] = await auditOf('event.create', created.id);
    expect(entry?.actor_id).toBe(editor.user.id);
    expect(await publicIds('&location_type=Local%20event')).toContain(created.id);
  });

  it.each([
    [{ name_eng: '  ' }, 'name_eng', 'Required.'],
    [{ name_ara: '' }, 'name_ara', 'Required.'],
    [{ date_start: '2027-02-30' }, 'date_start', undefined],
    [{ date_end: '2027-05-31' }, 'date_end', 'The last day cannot be before the first day.'],
    [{ country_id: 784 }, 'country_id', 'A local event takes place in Jordan.'],
    [{ type_id: 99 }, 'type_id', undefined],
    [{ industry_id: 999 }, 'industry_id', undefined],
    [{ link: 'javascript:alert(1)' }, 'link', undefined],
    [{ location_type: 'Somewhere' }, 'location_type', undefined],
    [{ status: 0 }, 'status', undefined],
  ])('refuses %j with 422 on %s', async (change, field, message) => {
    const editor = await createStaff(api, 'editor');
    const response = await send('POST', '/events', { ...NEW_EVENT, ...change }, editor.bearer);
    expect(response.status).toBe(422);
    const body = await json<{ errors: Record<string, string[]> }>(response);
    expect(body.errors[field]).toBeDefined();
    if (message) expect(body.errors[field]).toContain(message);
  });

  it('changes an event from its version; a stale or missing version changes nothing', async () => {
    const editor = await createStaff(api, 'editor');
    const created = await json<{ id: number }>(
      await send('POST', '/events', NEW_EVENT, editor.bearer),
    );
    const path = `/events/${created.id}`;
    const change = { ...NEW_EVENT, name_eng: 'SAMPLE Olive Oil Day (moved)', published: false };
    expect((await send('PUT', path, change, editor.bearer)).status).toBe(428);
    expect((await send('PUT', path, { ...change, version: 5 }, editor.bearer)).status).toBe(409);
    const saved = await send('PUT', path, { ...change, version: 1 }, editor.bearer);
    expect(saved.status).toBe(200);
    expect(await json(saved)).toMatchObject({
      name_eng: 'SAMPLE Olive Oil Day (moved)',
      version: 2,
    });
    const [entry] = await auditOf('event.update', created.id);
    expect(entry?.before).toMatchObject({ name_eng: NEW_EVENT.name_eng });
    expect(entry?.after).toMatchObject({ published: 0 });
    // A draft is no longer public.
    expect(await publicIds()).not.toContain(created.id);
    expect(
      (await send('PUT', '/events/99999', { ...change, version: 1 }, editor.bearer)).status,
    ).toBe(404);
  });

  it('removes an event with its members’ places, asked at its version', async () => {
    const editor = await createStaff(api, 'editor');
    const created = await json<{ id: number }>(
      await send('POST', '/events', NEW_EVENT, editor.bearer),
    );
    const member = await createMember(api);
    await api.db.insert(eventJoins).values({ event_id: created.id, user_id: member.user.id });
    const path = `/events/${created.id}`;
    expect((await send('DELETE', path, undefined, editor.bearer)).status).toBe(428);
    expect(
      (await send('DELETE', path, undefined, { ...editor.bearer, ...ifMatch(9) })).status,
    ).toBe(409);
    const version = await versionOf(api, events, created.id);
    const removed = await send('DELETE', path, undefined, {
      ...editor.bearer,
      ...ifMatch(version),
    });
    expect(removed.status).toBe(200);
    expect(
      await api.db.select().from(eventJoins).where(eq(eventJoins.event_id, created.id)),
    ).toEqual([]);
    const [entry] = await auditOf('event.delete', created.id);
    expect(entry?.before).toMatchObject({ joined_count: 1 });
  });
});

describe('who joined an event', () => {
  it('lists the members, the first to join first, and exports them as CSV safely', async () => {
    const editor = await createStaff(api, 'editor');
    const first = await createMember(api, {
      name: 'Omar',
      last_name: 'Saleh',
      phone: '0791112223',
    });
    const second = await createMember(api, { name: '=HYPERLINK("http://evil")', last_name: null });
    await api.db
      .insert(eventJoins)
      .values({ event_id: 16, user_id: first.user.id, joined_at: '2026-11-20T08:00:00Z' });
    await api.db
      .insert(eventJoins)
      .values({ event_id: 16, user_id: second.user.id, joined_at: '2026-11-21T08:00:00Z' });
    const response = await api.request('/api/staff/events/16/members', { headers: editor.bearer });
    expect(response.status).toBe(200);
    const { data } = await json<{ data: { name: string; email: string; phone: string }[] }>(
      response,
    );
    expect(data.map((member) => member.name)).toEqual(['Omar Saleh', '=HYPERLINK("http://evil")']);
    expect(data[0]).toMatchObject({ email: first.user.email, phone: '0791112223', company: '' });

    const csv = await api.request('/api/staff/events/16/members.csv?lang=ar', {
      headers: editor.bearer,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="event-16-members-/,
    );
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      new Uint8Array(await csv.arrayBuffer()),
    );
    expect(text.startsWith('\uFEFF"الاسم","البريد الإلكتروني"')).toBe(true);
    expect(text).toContain('"Omar Saleh"');
    expect(text).toContain('"2026-11-20 11:00"');
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text.split('\r\n')).toHaveLength(4);
  });

  it('answers 404 for an unknown event', async () => {
    const editor = await createStaff(api, 'editor');
    expect(
      (await api.request('/api/staff/events/99999/members', { headers: editor.bearer })).status,
    ).toBe(404);
    expect(
      (await api.request('/api/staff/events/99999/members.csv', { headers: editor.bearer })).status,
    ).toBe(404);
    expect(
      (await api.request('/api/staff/events/abc/members.csv', { headers: editor.bearer })).status,
    ).toBe(404);
  });
});
