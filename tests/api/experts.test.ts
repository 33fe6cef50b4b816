import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { auditLog, experts, poolExperts, pools } from '@/lib/db/schema';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

import { createMember, createStaff } from './helpers/accounts';
import type { ErrorBody } from './helpers/auth-requests';
import { json, testApiForFile } from './helpers/test-api';
import { staffIfMatch } from './helpers/versions';

const api = testApiForFile();

type Headers = Record<string, string>;
type Expert = { id: number; FULL_NAME: string; FULL_NAME_ARA: string; sectors: number[] };
type Pool = { id: number; NAME_ENG: string; NAME_ARA: string; experts: number[] };
type StaffExpert = Expert & { email: string; pools: number[] };

const get = (path: string, headers: Headers = {}) => api.request(`/api${path}`, { headers });
const send = async (method: string, path: string, body: unknown, headers: Headers = {}) =>
  api.request(`/api${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(await staffIfMatch(api, method, path)),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const search = (path: string, text: string) =>
  get(`${path}?search=${encodeURIComponent(text)}`).then((r) => json<Expert[]>(r));

const NEW_EXPERT = {
  FULL_NAME: 'Salma Odeh',
  FULL_NAME_ARA: 'سلمى عودة',
  TITLE_ENG: 'Olive oil export adviser',
  TITLE_ARA: 'مستشارة تصدير زيت الزيتون',
  EXPERTISE_ENG: 'Olive oil grading, EU labelling',
  EXPERTISE_ARA: 'تصنيف زيت الزيتون، بطاقة البيان الأوروبية',
  DESCRIPTION_ENG: 'Helps olive mills sell extra virgin oil abroad.',
  DESCRIPTION_ARA: 'تساعد معاصر الزيتون على بيع الزيت البكر الممتاز في الخارج.',
  sectors: [3, 4],
  languages: ['ar', 'en'],
  email: 'salma.odeh@experts.jordanexports.jo',
};

const auditOf = (entityType: string, id: number) =>
  api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity_type, entityType), eq(auditLog.entity_id, String(id))));

describe('GET /api/experts', () => {
  it('answers the experts with the specification’s field names, never their contacts', async () => {
    const response = await get('/experts');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=0, must-revalidate, s-maxage=300',
    );
    const list = await json<Record<string, unknown>[]>(response);
    expect(list.length).toBeGreaterThanOrEqual(25);
    expect(Object.keys(list[0]!).sort()).toEqual(
      [
        'id',
        'FULL_NAME',
        'FULL_NAME_ARA',
        'TITLE_ENG',
        'TITLE_ARA',
        'DESCRIPTION_ENG',
        'DESCRIPTION_ARA',
        'EXPERTISE_ENG',
        'EXPERTISE_ARA',
        'sectors',
        'languages',
      ].sort(),
    );
    expect(list[0]).toMatchObject({ id: 1, FULL_NAME: 'Rami Haddad', FULL_NAME_ARA: 'رامي حداد' });
  });

  it('searches names, expertise and descriptions in both languages, whatever the case', async () => {
    expect((await search('/experts', 'rami HADDAD')).map((e) => e.id)).toEqual([1]);
    expect((await search('/experts', 'رامي')).map((e) => e.id)).toEqual([1]);
    // Alef with hamza typed without it.
    expect((await search('/experts', 'ايه منصور')).map((e) => e.FULL_NAME)).toEqual([
      'Aya Mansour',
    ]);
    expect((await search('/experts', 'haccp')).map((e) => e.id)).toContain(6);
    expect((await search('/experts', 'Aqaba')).map((e) => e.id)).toEqual([17]);
    expect(await search('/experts', 'no such expertise anywhere')).toEqual([]);
  });

  it('keeps the experts of one pool with ?pool', async () => {
    const list = await json<Expert[]>(await get('/experts?pool=3'));
    expect(list.map((e) => e.id)).toEqual([11, 12, 13, 14]);
  });

  it.each([
    ['/experts?pool=abc', 'pool'],
    ['/experts?pool=0', 'pool'],
    ['/experts?pool=99999999999', 'pool'],
    [`/experts?search=${'a'.repeat(201)}`, 'search'],
    [`/pool?search=${'a'.repeat(201)}`, 'search'],
  ])('answers 422 for %s', async (path, field) => {
    const response = await get(path);
    expect(response.status).toBe(422);
    expect(Object.keys((await json<ErrorBody>(response)).errors)).toEqual([field]);
  });
});

describe('GET /api/pool', () => {
  it('answers the pools by id with their experts’ ids in order', async () => {
    const response = await get('/pool');
    expect(response.status).toBe(200);
    const list = await json<Pool[]>(response);
    expect(list.map((pool) => pool.id)).toEqual([1, 2, 3, 4, 5]);
    expect(list[0]).toMatchObject({
      NAME_ENG: 'Market Access and Export Strategy',
      NAME_ARA: 'النفاذ إلى الأسواق واستراتيجيات التصدير',
      experts: [1, 2, 3, 4, 5],
    });
    expect(Object.keys(list[0]!).sort()).toEqual(
      ['id', 'NAME_ENG', 'NAME_ARA', 'DESCRIPTION_ENG', 'DESCRIPTION_ARA', 'experts'].sort(),
    );
  });

  it('keeps, with ?search, the pools of the matching experts and only those experts', async () => {
    const list = await json<Pool[]>(await get(`/pool?search=${encodeURIComponent('MANSOUR')}`));
    expect(list.map((pool) => [pool.id, pool.experts])).toEqual([
      [3, [14]],
      [4, [14]],
    ]);
  });
});

describe('who may use /api/staff/experts and /api/staff/pools', () => {
  it('refuses visitors (401), members and officers (403); lets editors and admins list', async () => {
    const member = await createMember(api);
    const officer = await createStaff(api, 'officer');
    const editor = await createStaff(api, 'editor');
    const admin = await createStaff(api, 'admin');
    const calls: [string, string, unknown?][] = [
      ['GET', '/staff/experts'],
      ['POST', '/staff/experts', NEW_EXPERT],
      ['PUT', '/staff/experts/1', NEW_EXPERT],
      ['DELETE', '/staff/experts/1'],
      ['GET', '/staff/pools'],
      ['POST', '/staff/pools', { NAME_ENG: 'X', NAME_ARA: 'س', experts: [] }],
      ['PUT', '/staff/pools/1', { NAME_ENG: 'X', NAME_ARA: 'س', experts: [] }],
      ['DELETE', '/staff/pools/1'],
    ];
    for (const [method, path, body] of calls) {
      const call = (headers: Headers = {}) => send(method, path, body, headers);
      expect((await call()).status, `${method} ${path} visitor`).toBe(401);
      expect((await call(member.bearer)).status, `${method} ${path} member`).toBe(403);
      expect((await call(officer.bearer)).status, `${method} ${path} officer`).toBe(403);
    }
    expect((await get('/staff/experts', editor.bearer)).status).toBe(200);
    expect((await get('/staff/pools', admin.bearer)).status).toBe(200);
    const [row] = await api.db.select().from(experts).where(eq(experts.id, 1));
    expect(row!.FULL_NAME).toBe('Rami Haddad');
  });
});

describe('editors change the pool of experts', () => {
  it('adds an expert with an audit entry and re-validates the experts’ pages', async () => {
    const editor = await createStaff(api, 'editor');
    api.services.revalidatedTags.length = 0;
    const response = await send('POST', '/staff/experts', NEW_EXPERT, editor.bearer);
    expect(response.status).toBe(201);
    const created = await json<StaffExpert>(response);
    expect(created).toMatchObject({ FULL_NAME: 'Salma Odeh', sectors: [3, 4], pools: [] });
    expect(api.services.revalidatedTags).toEqual(['experts', 'search']);
    const [entry] = await auditOf('experts', created.id);
    expect(entry).toMatchObject({ action: 'expert.create', actor_id: editor.user.id });
    expect((await search('/experts', 'سلمى')).map((e) => e.id)).toEqual([created.id]);
  });

  it('changes an expert, keeping before and after in the audit log', async () => {
    const editor = await createStaff(api, 'editor');
    const changed = { ...NEW_EXPERT, TITLE_ENG: 'Senior olive oil adviser' };
    const response = await send('PUT', '/staff/experts/2', changed, editor.bearer);
    expect(response.status).toBe(200);
    expect(await json<StaffExpert>(response)).toMatchObject({ id: 2, pools: [1] });
    const [entry] = await auditOf('experts', 2);
    expect(entry!.before).toMatchObject({ FULL_NAME: 'Lina Khoury' });
    expect(entry!.after).toMatchObject({ TITLE_ENG: 'Senior olive oil adviser' });
  });

  it('answers field errors in the request’s language and changes nothing', async () => {
    const editor = await createStaff(api, 'editor');
    const bad = {
      ...NEW_EXPERT,
      FULL_NAME_ARA: ' ',
      sectors: [],
      languages: ['xx'],
      email: 'not-an-address',
    };
    const english = await send('POST', '/staff/experts', bad, editor.bearer);
    expect(english.status).toBe(422);
    const { errors } = await json<ErrorBody>(english);
    expect(errors.FULL_NAME_ARA).toEqual([en.rules.required]);
    expect(errors.sectors).toEqual([en.ExpertsAdmin.errors.chooseOne]);
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['FULL_NAME_ARA', 'sectors', 'languages.0', 'email']),
    );
    const arabic = await send('POST', '/staff/experts', bad, {
      ...editor.bearer,
      'Accept-Language': 'ar',
    });
    expect((await json<ErrorBody>(arabic)).errors.FULL_NAME_ARA).toEqual([ar.rules.required]);
    const unknownSector = await send(
      'PUT',
      '/staff/experts/3',
      { ...NEW_EXPERT, sectors: [999] },
      editor.bearer,
    );
    expect(unknownSector.status).toBe(422);
    expect((await json<ErrorBody>(unknownSector)).errors.sectors).toEqual([en.Api.unknownChoice]);
    expect((await send('PUT', '/staff/experts/999999', NEW_EXPERT, editor.bearer)).status).toBe(
      404,
    );
    expect((await send('PUT', '/staff/experts/abc', NEW_EXPERT, editor.bearer)).status).toBe(422);
    expect((await send('POST', '/staff/experts', 'text', editor.bearer)).status).toBe(422);
    expect(await auditOf('experts', 3)).toEqual([]);
  });

  it('creates a pool with its experts in order, then reorders and deletes it', async () => {
    const editor = await createStaff(api, 'editor');
    const body = { NAME_ENG: 'Olive Oil', NAME_ARA: 'زيت الزيتون', experts: [7, 6] };
    const created = await json<Pool>(await send('POST', '/staff/pools', body, editor.bearer));
    expect(created.experts).toEqual([7, 6]);
    const listed = await json<Pool[]>(await get('/pool'));
    expect(listed.at(-1)).toMatchObject({ id: created.id, experts: [7, 6] });
    const moved = await send(
      'PUT',
      `/staff/pools/${created.id}`,
      { ...body, experts: [6, 7, 8] },
      editor.bearer,
    );
    expect((await json<Pool>(moved)).experts).toEqual([6, 7, 8]);
    const unknown = await send(
      'PUT',
      `/staff/pools/${created.id}`,
      { ...body, experts: [6, 999_999] },
      editor.bearer,
    );
    expect(unknown.status).toBe(422);
    expect((await json<ErrorBody>(unknown)).errors.experts).toEqual([en.Api.unknownChoice]);
    const twice = await send('POST', '/staff/pools', { ...body, experts: [6, 6] }, editor.bearer);
    expect(twice.status).toBe(422);
    expect(
      (await send('DELETE', `/staff/pools/${created.id}`, undefined, editor.bearer)).status,
    ).toBe(200);
    expect(await api.db.select().from(pools).where(eq(pools.id, created.id))).toEqual([]);
    expect((await auditOf('pools', created.id)).map((row) => row.action).sort()).toEqual([
      'pool.create',
      'pool.delete',
      'pool.update',
    ]);
  });

  it('deletes an expert and takes it out of its pools', async () => {
    const admin = await createStaff(api, 'admin');
    const response = await send('DELETE', '/staff/experts/14', undefined, admin.bearer);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ id: 14 });
    const left = await api.db.select().from(poolExperts).where(eq(poolExperts.expert_id, 14));
    expect(left).toEqual([]);
    const [entry] = await auditOf('experts', 14);
    expect(entry).toMatchObject({ action: 'expert.delete', after: null });
    expect((await send('DELETE', '/staff/experts/14', undefined, admin.bearer)).status).toBe(404);
  });
});
