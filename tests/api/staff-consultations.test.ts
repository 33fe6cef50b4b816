import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type {
  StaffConsultation,
  StaffConsultationPage,
} from '@/features/home/staff-consultation-schemas';
import { auditLog, consultationRequests } from '@/lib/db/schema';

import { createMember, createStaff, type TestMember } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';
import { staffIfMatch } from './helpers/versions';

const api = testApiForFile();

type Headers = Record<string, string>;
const get = (path: string, headers: Headers = {}) => api.request(path, { headers });
const post = async (path: string, headers: Headers = {}) =>
  api.request(path, {
    method: 'POST',
    headers: { ...(await staffIfMatch(api, 'POST', path)), ...headers },
  });

let admin: TestMember;
let officer: TestMember;
let editor: TestMember;
let member: TestMember;
let ids: number[];

beforeAll(async () => {
  [admin, officer, editor, member] = await Promise.all([
    createStaff(api, 'admin'),
    createStaff(api, 'officer'),
    createStaff(api, 'editor'),
    createMember(api),
  ]);
  const rows = await api.db
    .insert(consultationRequests)
    .values([
      {
        name: 'Omar Nasser',
        email: 'omar@example.jo',
        terms: true,
        created_at: '2026-11-19T08:00:00Z',
      },
      {
        name: 'هالة الخطيب',
        email: 'hala@example.jo',
        terms: true,
        locale: 'ar',
        created_at: '2026-11-20T08:00:00Z',
      },
      {
        name: '100%_real',
        email: 'odd@example.jo',
        terms: true,
        created_at: '2026-11-21T08:00:00Z',
      },
    ])
    .returning({ id: consultationRequests.id });
  ids = rows.map((row) => row.id);
});

const list = async (query = '', who: TestMember = officer) => {
  const response = await get(`/api/staff/consultations?${query}`, who.bearer);
  expect(response.status, query).toBe(200);
  return json<StaffConsultationPage>(response);
};

describe('GET /api/staff/consultations', () => {
  it('is for officers and admins: editors and members 403, visitors 401', async () => {
    expect((await get('/api/staff/consultations', admin.bearer)).status).toBe(200);
    expect((await get('/api/staff/consultations', officer.bearer)).status).toBe(200);
    expect((await get('/api/staff/consultations', editor.bearer)).status).toBe(403);
    expect((await get('/api/staff/consultations', member.bearer)).status).toBe(403);
    expect((await get('/api/staff/consultations')).status).toBe(401);
  });

  it('lists newest first and searches names and e-mails in both languages', async () => {
    const page = await list();
    expect(page.rows.slice(0, 3).map((row) => row.id)).toEqual([...ids].reverse());
    expect(page.rows[0]).toMatchObject({ name: '100%_real', handled_at: null, handled_by: null });
    expect((await list(`q=${encodeURIComponent('الخطيب')}`)).rows.map((r) => r.id)).toEqual([
      ids[1],
    ]);
    expect((await list('q=OMAR')).rows.map((r) => r.id)).toEqual([ids[0]]);
    expect((await list('q=0%25_')).rows.map((r) => r.id)).toEqual([ids[2]]);
  });

  it('answers 422 for bad filters', async () => {
    for (const query of ['handled=yes', 'page=0', 'page=x', `q=${'x'.repeat(201)}`]) {
      expect((await get(`/api/staff/consultations?${query}`, officer.bearer)).status, query).toBe(
        422,
      );
    }
  });
});

describe('POST /api/staff/consultations/{id}/handled', () => {
  it('refuses editors, members (403) and visitors (401), changing nothing', async () => {
    expect((await post(`/api/staff/consultations/${ids[0]}/handled`, editor.bearer)).status).toBe(
      403,
    );
    expect((await post(`/api/staff/consultations/${ids[0]}/handled`, member.bearer)).status).toBe(
      403,
    );
    expect((await post(`/api/staff/consultations/${ids[0]}/handled`)).status).toBe(401);
    const [row] = await api.db
      .select()
      .from(consultationRequests)
      .where(eq(consultationRequests.id, ids[0]!));
    expect(row!.handled_at).toBeNull();
  });

  it('marks a request handled with an audit entry; again changes nothing', async () => {
    const response = await post(`/api/staff/consultations/${ids[0]}/handled`, officer.bearer);
    expect(response.status).toBe(200);
    const body = await json<StaffConsultation>(response);
    expect(body.handled_by).toEqual({ id: officer.user.id, name: 'officer Staff' });
    expect(body.handled_at).toBe(api.services.now().toISOString());
    const again = await post(`/api/staff/consultations/${ids[0]}/handled`, admin.bearer);
    expect((await json<StaffConsultation>(again)).handled_by!.id).toBe(officer.user.id);
    const audits = await api.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'consultation.handled'), eq(auditLog.entity_id, String(ids[0]))),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actor_id: officer.user.id,
      entity_type: 'consultation_requests',
      before: { handled_at: null, handled_by: null },
      after: { handled_by: officer.user.id },
    });
    expect((await list('handled=1')).rows.map((row) => row.id)).toEqual([ids[0]]);
    expect((await list('handled=0')).rows.map((row) => row.id)).not.toContain(ids[0]);
  });

  it('answers 404 for an unknown request and 422 for a bad id', async () => {
    expect((await post('/api/staff/consultations/999999/handled', officer.bearer)).status).toBe(
      404,
    );
    expect((await post('/api/staff/consultations/abc/handled', officer.bearer)).status).toBe(422);
  });
});
