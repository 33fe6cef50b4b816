import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { auditLog } from '@/lib/db/schema';

import { createMember, createStaff, type TestMember } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';

const api = testApiForFile();

type Entry = {
  id: number;
  actor_id: number;
  actor_email: string;
  actor_role: string;
  actor_name: string | null;
  action: string;
  entity_type: string;
  entity_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
};
type AuditList = {
  data: Entry[];
  total: number;
  page: number;
  page_size: number;
  page_count: number;
  actions: string[];
  entity_types: string[];
};

const get = (path: string, headers: Record<string, string> = {}) =>
  api.request(`/api${path}`, { headers });

async function entry(actor: TestMember, values: Partial<typeof auditLog.$inferInsert>) {
  const [row] = await api.db
    .insert(auditLog)
    .values({
      actor_id: actor.user.id,
      actor_email: actor.user.email,
      actor_role: actor.user.role,
      action: 'test.action',
      entity_type: 'tests',
      entity_id: '1',
      before: { value: 1 },
      after: { value: 2 },
      ...values,
    })
    .returning();
  return row!;
}

describe('GET /api/staff/audit', () => {
  it('is for administrators only: officers and editors 403, members 403, visitors 401', async () => {
    const admin = await createStaff(api, 'admin');
    const officer = await createStaff(api, 'officer');
    const editor = await createStaff(api, 'editor');
    const member = await createMember(api);
    const unverified = await createStaff(api, 'admin', { secondFactor: false });
    expect((await get('/staff/audit', admin.bearer)).status).toBe(200);
    expect((await get('/staff/audit', officer.bearer)).status).toBe(403);
    expect((await get('/staff/audit', editor.bearer)).status).toBe(403);
    expect((await get('/staff/audit', member.bearer)).status).toBe(403);
    expect((await get('/staff/audit')).status).toBe(401);
    expect((await get('/staff/audit', unverified.bearer)).status).toBe(401);
  });

  it('lists the entries newest first with who did them, and the actions and record types held', async () => {
    const admin = await createStaff(api, 'admin');
    const officer = await createStaff(api, 'officer');
    const member = await createMember(api);
    await api.request(`/api/staff/members/${member.user.id}/vip`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', ...officer.bearer },
      body: JSON.stringify({ is_vip: true, version: 1 }),
    });
    const list = await json<AuditList>(await get('/staff/audit', admin.bearer));
    const [newest] = list.data;
    expect(newest).toMatchObject({
      actor_id: officer.user.id,
      actor_email: officer.user.email,
      actor_role: 'officer',
      actor_name: 'officer Staff',
      action: 'member.vip',
      entity_type: 'users',
      entity_id: String(member.user.id),
      before: { is_vip: false },
      after: { is_vip: true },
    });
    expect(list.actions).toContain('member.vip');
    expect(list.entity_types).toContain('users');
    const times = list.data.map((e) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by staff member (id or e-mail), action, record type and id, and Amman days', async () => {
    const admin = await createStaff(api, 'admin');
    const officer = await createStaff(api, 'officer');
    const tag = `r${Date.now()}`;
    const a = await entry(officer, {
      action: 'test.one',
      entity_type: tag,
      entity_id: '7',
      // 23:30 in Amman on 20 November (UTC+3).
      created_at: '2026-11-20T20:30:00Z',
    });
    const b = await entry(admin, {
      action: 'test.two',
      entity_type: tag,
      entity_id: '8',
      // 00:30 in Amman on 21 November.
      created_at: '2026-11-20T21:30:00Z',
    });
    const ids = async (query: string) =>
      (
        await json<AuditList>(await get(`/staff/audit?entity_type=${tag}&${query}`, admin.bearer))
      ).data.map((e) => e.id);
    expect(await ids('')).toEqual([b.id, a.id]);
    expect(await ids(`actor=${officer.user.id}`)).toEqual([a.id]);
    expect(await ids(`actor=${encodeURIComponent(officer.user.email.toUpperCase())}`)).toEqual([
      a.id,
    ]);
    expect(await ids('action=test.two')).toEqual([b.id]);
    expect(await ids('entity_id=7')).toEqual([a.id]);
    expect(await ids('entity_id=70')).toEqual([]);
    expect(await ids('from=2026-11-21')).toEqual([b.id]);
    expect(await ids('to=2026-11-20')).toEqual([a.id]);
    expect(await ids('from=2026-11-20&to=2026-11-21')).toEqual([b.id, a.id]);
    expect(await ids('from=2026-11-21&to=2026-11-21')).toEqual([b.id]);
    expect(await ids('actor=%25')).toEqual([]);
  });

  it('pages the log', async () => {
    const admin = await createStaff(api, 'admin');
    const tag = `p${Date.now()}`;
    for (let i = 0; i < 5; i += 1) await entry(admin, { entity_type: tag, entity_id: String(i) });
    const page = (n: number) =>
      get(`/staff/audit?entity_type=${tag}&page_size=2&page=${n}`, admin.bearer).then((r) =>
        json<AuditList>(r),
      );
    const [one, two, three] = await Promise.all([page(1), page(2), page(3)]);
    expect(one).toMatchObject({ total: 5, page: 1, page_size: 2, page_count: 3 });
    expect([...one.data, ...two.data, ...three.data].map((e) => e.entity_id)).toEqual([
      '4',
      '3',
      '2',
      '1',
      '0',
    ]);
  });

  it('answers 422 for bad filters, never 500', async () => {
    const admin = await createStaff(api, 'admin');
    for (const query of [
      'from=yesterday',
      'from=2026-13-45',
      'to=2026-11-2',
      'from=2026-11-22&to=2026-11-21',
      'page=0',
      'page_size=500',
      `actor=${'a'.repeat(201)}`,
    ]) {
      expect((await get(`/staff/audit?${query}`, admin.bearer)).status, query).toBe(422);
    }
  });

  it('has no route that changes or deletes an entry', async () => {
    const admin = await createStaff(api, 'admin');
    const row = await entry(admin, {});
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      for (const path of ['/staff/audit', `/staff/audit/${row.id}`]) {
        const response = await api.request(`/api${path}`, {
          method,
          headers: { 'Content-Type': 'application/json', ...admin.bearer },
          body: JSON.stringify({ action: 'changed' }),
        });
        expect([404, 405], `${method} ${path}`).toContain(response.status);
      }
    }
    const [kept] = await api.db.select().from(auditLog).where(eq(auditLog.id, row.id));
    expect(kept).toEqual(row);
  });
});

describe('the audit_log table is append-only', () => {
  it('refuses UPDATE and DELETE in the database itself', async () => {
    const admin = await createStaff(api, 'admin');
    const row = await entry(admin, { action: 'test.kept' });
    await expect(
      api.db.update(auditLog).set({ action: 'test.changed' }).where(eq(auditLog.id, row.id)),
    ).rejects.toThrow();
    await expect(api.db.delete(auditLog).where(eq(auditLog.id, row.id))).rejects.toThrow();
    await expect(api.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(api.db.execute(sql`update audit_log set before = null`)).rejects.toThrow();
    const [kept] = await api.db.select().from(auditLog).where(eq(auditLog.id, row.id));
    expect(kept).toEqual(row);
  });
});
