import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { auditLog, credentials } from '@/lib/db/schema';
import { credentialsSeedFor, credentialTypesSeed } from '@/lib/db/seed/credentials';

import { insertCredential, NEW_CREDENTIAL } from './agreements-fixtures';
import { createMember, createStaff } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';
import { ifMatch, versionOf } from './helpers/versions';

// The API tests seed from the test clock's day.
const credentialsSeed = credentialsSeedFor('2026-11-21');

// Issue 27 "Credentials": part 2 (filters type, country and year compared as text, "recent"
// within 30 days, status 1 active), part 2 §7 credential-types, part 3 §7 /api/credentials GET and
// POST, /api/credentials/{id} GET, PUT and DELETE: public reads, staff writes (editor and
// administrator), each audited, with the version check.

const api = testApiForFile();

type Credential = typeof NEW_CREDENTIAL & {
  id: number;
  type_eng: string;
  type_ara: string;
  country_name_eng: string;
  country_name_ara: string;
  recent: boolean;
  version: number;
};
type Page = {
  data: Credential[];
  total: number;
  page: number;
  page_size: number;
  page_count: number;
};

const list = async (query = '') => {
  const response = await api.request(`/api/credentials${query}`);
  expect(response.status, query).toBe(200);
  return json<Page>(response);
};
const write = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  api.request(`/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const auditOf = (action: string, id: number) =>
  api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entity_id, String(id))));

describe('GET /api/credential-types (part 2 §7)', () => {
  it('answers the types with both names, publicly cacheable', async () => {
    const response = await api.request('/api/credential-types');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toContain('public');
    const types = await json<{ id: number; name_eng: string; name_ara: string }[]>(response);
    expect(types).toEqual(credentialTypesSeed);
  });
});

describe('GET /api/credentials', () => {
  it('answers one page, newest first, with the names of the type and country', async () => {
    const page = await list();
    expect(page.total).toBe(credentialsSeed.length);
    expect(page).toMatchObject({ page: 1, page_size: 20, page_count: 2 });
    expect(page.data).toHaveLength(20);
    const dates = page.data.map((row) => row.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const us = page.data.find((row) => row.country_id === 840)!;
    expect(us).toMatchObject({
      country_name_eng: 'United States of America',
      country_name_ara: 'الولايات المتحدة الأمريكية',
      type: 1,
      type_eng: 'Memorandum of understanding',
      type_ara: 'مذكرة تفاهم',
      status: 1,
      version: 1,
    });
    for (const key of ['name_eng', 'name_ara', 'issuer_eng', 'description_ara', 'link']) {
      expect(us).toHaveProperty(key);
    }
  });

  it('marks as recent only what is dated within the last 30 days (part 2)', async () => {
    const { data } = await list('?page_size=100');
    const recent = data.filter((row) => row.recent).map((row) => row.id);
    expect(recent.sort()).toEqual([19, 20]);
  });

  it('lists every status: 1 active, anything else inactive', async () => {
    const { data } = await list('?page_size=100');
    expect(data.filter((row) => row.status !== 1).length).toBeGreaterThan(0);
    expect(data.filter((row) => row.status === 1).length).toBeGreaterThan(0);
  });

  it('filters by type, by country and by year compared as text, together', async () => {
    const byType = await list('?type=1&page_size=100');
    expect(byType.data.length).toBeGreaterThan(3);
    expect(byType.data.every((row) => row.type === 1)).toBe(true);
    const byCountry = await list('?country=784&page_size=100');
    expect(byCountry.data.map((row) => row.id).sort()).toEqual([1, 21]);
    const byYear = await list('?year=2024&page_size=100');
    expect(byYear.total).toBeGreaterThan(1);
    expect(byYear.data.every((row) => row.date.startsWith('2024'))).toBe(true);
    // Text, not a number: "24" is not a year of any date, nor is " 2024" once trimmed different.
    expect((await list('?year=24')).total).toBe(0);
    expect((await list('?year=2024.0')).total).toBe(0);
    const together = await list('?type=1&year=2024');
    expect(together.data.every((row) => row.type === 1 && row.date.startsWith('2024'))).toBe(true);
    expect((await list('?country=4')).data).toEqual([]);
  });

  it('pages: the page asked for, and an empty page past the end', async () => {
    const all = await list('?page_size=100');
    const second = await list('?page=2&page_size=5');
    expect(second).toMatchObject({ page: 2, page_size: 5, total: all.total });
    expect(second.data.map((row) => row.id)).toEqual(all.data.slice(5, 10).map((row) => row.id));
    const past = await list('?page=50&page_size=5');
    expect(past.data).toEqual([]);
    expect(past.total).toBe(all.total);
  });

  it.each([
    '?type=abc',
    '?type=0',
    '?country=-4',
    '?page=0',
    '?page=abc',
    '?page_size=101',
    '?year=12345678901',
  ])('refuses %s with 422 by field', async (query) => {
    const response = await api.request(`/api/credentials${query}`);
    expect(response.status).toBe(422);
    const body = await json<{ errors: Record<string, string[]> }>(response);
    expect(Object.keys(body.errors).length).toBe(1);
  });
});

describe('GET /api/credentials/{id}', () => {
  it('answers one credential with its names', async () => {
    const response = await api.request('/api/credentials/16');
    expect(response.status).toBe(200);
    const credential = await json<Credential>(response);
    expect(credential).toMatchObject({ id: 16, country_id: 840, recent: false });
    expect(credential.country_name_eng).toBe('United States of America');
  });

  it.each(['99999', '2147483648', 'abc', '0'])(
    'answers %s with 404 or 422, never 500',
    async (id) => {
      const response = await api.request(`/api/credentials/${id}`);
      expect([404, 422]).toContain(response.status);
    },
  );
});

describe('credential writes (staff: editors and administrators)', () => {
  it('POST refuses a visitor 401, a member 403 and an officer 403, and writes nothing', async () => {
    const before = (await list()).total;
    expect((await write('POST', '/credentials', {}, NEW_CREDENTIAL)).status).toBe(401);
    const member = await createMember(api);
    expect((await write('POST', '/credentials', member.bearer, NEW_CREDENTIAL)).status).toBe(403);
    const officer = await createStaff(api, 'officer');
    expect((await write('POST', '/credentials', officer.bearer, NEW_CREDENTIAL)).status).toBe(403);
    expect((await list()).total).toBe(before);
  });

  it('POST as an editor answers 201 with the created credential and an audit entry', async () => {
    const editor = await createStaff(api, 'editor');
    const response = await write('POST', '/credentials', editor.bearer, NEW_CREDENTIAL);
    expect(response.status).toBe(201);
    const created = await json<Credential>(response);
    expect(created).toMatchObject({
      ...NEW_CREDENTIAL,
      country_name_eng: 'Egypt',
      type_eng: 'Memorandum of understanding',
      version: 1,
      recent: false,
    });
    const [entry] = await auditOf('credential.create', created.id);
    expect(entry).toMatchObject({ actor_role: 'editor', entity_type: 'credentials' });
    const shown = await api.request(`/api/credentials/${created.id}`);
    expect(shown.status).toBe(200);
  });

  it('PUT changes it from the version it started from, audited; a stale version is 409', async () => {
    const editor = await createStaff(api, 'editor');
    const id = await insertCredential(api);
    const changed = { ...NEW_CREDENTIAL, name_eng: 'SAMPLE Renamed', status: 0 };
    const response = await write('PUT', `/credentials/${id}`, editor.bearer, {
      ...changed,
      version: 1,
    });
    expect(response.status).toBe(200);
    expect(await json<Credential>(response)).toMatchObject({
      name_eng: 'SAMPLE Renamed',
      version: 2,
    });
    const [entry] = await auditOf('credential.update', id);
    expect(entry!.before).toMatchObject({ name_eng: NEW_CREDENTIAL.name_eng, status: 1 });
    expect(entry!.after).toMatchObject({ name_eng: 'SAMPLE Renamed', status: 0 });

    const stale = await write('PUT', `/credentials/${id}`, editor.bearer, {
      ...changed,
      version: 1,
    });
    expect(stale.status).toBe(409);
    const without = await write('PUT', `/credentials/${id}`, editor.bearer, changed);
    expect(without.status).toBe(428);
    expect(await versionOf(api, credentials, id)).toBe(2);
  });

  it('PUT refuses a member 403 and a visitor 401, the row unchanged', async () => {
    const id = await insertCredential(api);
    const member = await createMember(api);
    const body = { ...NEW_CREDENTIAL, name_eng: 'Taken over', version: 1 };
    expect((await write('PUT', `/credentials/${id}`, member.bearer, body)).status).toBe(403);
    expect((await write('PUT', `/credentials/${id}`, {}, body)).status).toBe(401);
    const [row] = await api.db.select().from(credentials).where(eq(credentials.id, id));
    expect(row!.name_eng).toBe(NEW_CREDENTIAL.name_eng);
  });

  it.each([
    ['name_eng', { name_eng: '' }],
    ['name_ara', { name_ara: undefined }],
    ['date', { date: '2025-02-30' }],
    ['date', { date: 'yesterday' }],
    ['link', { link: 'javascript:alert(1)' }],
    ['status', { status: 10 }],
    ['country_id', { country_id: 'egypt' }],
    ['type', { type: 99 }],
    ['country_id', { country_id: 999 }],
  ])('refuses a bad %s with 422 on that field', async (field, change) => {
    const admin = await createStaff(api, 'admin');
    const response = await write('POST', '/credentials', admin.bearer, {
      ...NEW_CREDENTIAL,
      ...change,
    });
    expect(response.status).toBe(422);
    const body = await json<{ errors: Record<string, string[]> }>(response);
    expect(Object.keys(body.errors)).toEqual([field]);
  });

  it('answers a body that is not an object with 422 or 400, never 500', async () => {
    const admin = await createStaff(api, 'admin');
    for (const body of ['[]', '"text"', '{"name_eng":{"$ne":1}}', 'not json']) {
      const response = await api.request('/api/credentials', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...admin.bearer },
        body,
      });
      expect(response.status, body).toBeGreaterThanOrEqual(400);
      expect(response.status, body).toBeLessThan(500);
    }
  });

  it('DELETE removes it at the version named by If-Match, audited; stale 409, unknown 404', async () => {
    const editor = await createStaff(api, 'editor');
    const id = await insertCredential(api);
    const stale = await write('DELETE', `/credentials/${id}`, { ...editor.bearer, ...ifMatch(7) });
    expect(stale.status).toBe(409);
    const member = await createMember(api);
    expect(
      (await write('DELETE', `/credentials/${id}`, { ...member.bearer, ...ifMatch(1) })).status,
    ).toBe(403);
    const response = await write('DELETE', `/credentials/${id}`, {
      ...editor.bearer,
      ...ifMatch(1),
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ id });
    expect(await auditOf('credential.delete', id)).toHaveLength(1);
    expect((await api.request(`/api/credentials/${id}`)).status).toBe(404);
    const again = await write('DELETE', `/credentials/${id}`, { ...editor.bearer, ...ifMatch(1) });
    expect(again.status).toBe(404);
  });
});
