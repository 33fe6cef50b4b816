// @postgres: a unique index (an address taken: 23505 as node-postgres reports it)
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { auditLog, staffRecoveryCodes, users } from '@/lib/db/schema';
import en from '@/messages/en.json';

import { createMember, createStaff, type TestMember } from './helpers/accounts';
import { type ErrorBody, post, uniqueEmail } from './helpers/auth-requests';
import { json, testApiForFile } from './helpers/test-api';
import { staffIfMatch } from './helpers/versions';

const api = testApiForFile();

type Account = {
  id: number;
  name: string;
  email: string;
  role: string;
  second_factor: boolean;
  suspended_at: string | null;
  created_at: string;
};

const PASSWORD = 'Citadel-Desk-2026';
const newAccount = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sami Officer',
  email: uniqueEmail('staff'),
  role: 'officer',
  password: PASSWORD,
  ...overrides,
});

async function send(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const address = `/api/staff/staff-accounts${path}`;
  return api.request(address, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(await staffIfMatch(api, method, address)),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const auditOf = (id: number, action: string) =>
  api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity_id, String(id)), eq(auditLog.action, action)));

const rowOf = async (id: number) => (await api.db.select().from(users).where(eq(users.id, id)))[0]!;
const isLive = async (who: TestMember) =>
  (await api.request('/api/user', { headers: who.bearer })).status === 200;

describe('staff account routes: who may call them', () => {
  it('answers administrators only: officer, editor and member 403, visitor 401, no second factor 401', async () => {
    const admin = await createStaff(api, 'admin');
    const target = await createStaff(api, 'editor');
    const others = {
      officer: await createStaff(api, 'officer'),
      editor: await createStaff(api, 'editor'),
      member: await createMember(api),
    };
    const halfway = await createStaff(api, 'admin', { secondFactor: false });
    const calls: [string, string, unknown?][] = [
      ['GET', ''],
      ['POST', '', newAccount()],
      ['PUT', `/${target.user.id}`, { role: 'officer' }],
      ['POST', `/${target.user.id}/reset-second-factor`],
      ['POST', `/${target.user.id}/suspend`],
      ['POST', `/${target.user.id}/reinstate`],
    ];
    for (const [method, path, body] of calls) {
      for (const who of Object.values(others)) {
        expect((await send(method, path, who.bearer, body)).status, `${method} ${path}`).toBe(403);
      }
      expect((await send(method, path, {}, body)).status).toBe(401);
      const second = await send(method, path, halfway.bearer, body);
      expect(second.status).toBe(401);
      expect((await json<ErrorBody>(second)).message).toBe(en.Api.secondFactorRequired);
    }
    // Nothing was changed by the refused calls.
    expect(await rowOf(target.user.id)).toMatchObject({ role: 'editor', suspended_at: null });
    for (const [method, path, body] of calls) {
      const response = await send(method, path, admin.bearer, body);
      expect(response.status, `${method} ${path}`).toBe(
        method === 'POST' && path === '' ? 201 : 200,
      );
    }
  });
});

describe('GET /api/staff/staff-accounts', () => {
  it('lists staff accounts only, with role, second factor, state and creation date', async () => {
    const admin = await createStaff(api, 'admin');
    const member = await createMember(api);
    await api.db
      .update(users)
      .set({
        totp_secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        totp_enabled_at: '2026-11-20T08:00:00Z',
      })
      .where(eq(users.id, admin.user.id));
    const response = await send('GET', '', admin.bearer);
    expect(response.status).toBe(200);
    const { data } = await json<{ data: Account[] }>(response);
    expect(data.some((account) => account.id === member.user.id)).toBe(false);
    expect(data.find((account) => account.id === admin.user.id)).toEqual({
      id: admin.user.id,
      name: 'admin',
      last_name: 'Staff',
      email: admin.user.email,
      role: 'admin',
      second_factor: true,
      suspended_at: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      version: 1,
    });
    expect(JSON.stringify(data)).not.toMatch(/JBSWY3DP|password|totp/);
  });
});

describe('POST /api/staff/staff-accounts', () => {
  it('creates a verified staff account that signs in with the initial password and sets up its second factor', async () => {
    const admin = await createStaff(api, 'admin');
    const input = newAccount({ email: `  ${uniqueEmail('Staff').toUpperCase()} ` });
    const response = await send('POST', '', admin.bearer, input);
    expect(response.status).toBe(201);
    const account = await json<Account>(response);
    const email = (input.email as string).trim().toLowerCase();
    expect(account).toMatchObject({
      name: 'Sami Officer',
      email,
      role: 'officer',
      second_factor: false,
    });
    const row = await rowOf(account.id);
    expect(row.email_verified_at).not.toBeNull();
    expect(row.password_hash).not.toContain(PASSWORD);

    const login = await post(api, '/staff/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(await json(login)).toMatchObject({ second_factor: 'setup' });

    const [audit] = await auditOf(account.id, 'staff.create');
    expect(audit).toMatchObject({
      actor_id: admin.user.id,
      actor_email: admin.user.email,
      actor_role: 'admin',
      entity_type: 'users',
      before: null,
      after: { email, name: 'Sami Officer', role: 'officer' },
    });
  });

  it('answers 409 for an address that already has an account, a member’s or staff', async () => {
    const admin = await createStaff(api, 'admin');
    const member = await createMember(api);
    const editor = await createStaff(api, 'editor');
    for (const email of [member.user.email, editor.user.email.toUpperCase()]) {
      const response = await send('POST', '', admin.bearer, newAccount({ email }));
      expect(response.status).toBe(409);
      expect(await json(response)).toMatchObject({
        message: en.StaffAccounts.errors.emailTaken,
        errors: { email: [en.StaffAccounts.errors.emailTaken] },
      });
    }
    expect((await rowOf(member.user.id)).role).toBe('user');
  });

  it.each([
    [{ name: '' }, 'name', en.rules.required],
    [{ name: 'x'.repeat(101) }, 'name', en.rules.max100],
    [{ email: 'not-an-address' }, 'email', en.rules.email],
    [{ role: 'user' }, 'role', en.Api.unknownChoice],
    [{ role: 'owner' }, 'role', en.Api.unknownChoice],
    [{ password: 'short' }, 'password', en.rules.min],
    [{ password: 'password123' }, 'password', en.Api.commonPassword],
    [{ password: 42 }, 'password', en.rules.required],
    [{ locale: 'fr' }, 'locale', undefined],
  ])('refuses bad input with 422 %#', async (overrides, field, message) => {
    const admin = await createStaff(api, 'admin');
    const input = newAccount(overrides);
    const response = await send('POST', '', admin.bearer, input);
    expect(response.status).toBe(422);
    const { errors } = await json<ErrorBody>(response);
    expect(Object.keys(errors)).toEqual([field]);
    if (message) expect(errors[field]).toEqual([message]);
  });

  it('refuses a body that is not an object, and an empty one, with 4xx (never 500)', async () => {
    const admin = await createStaff(api, 'admin');
    for (const body of ['[]', 'null', '"text"', '{}', '{"name":']) {
      const response = await api.request('/api/staff/staff-accounts', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...admin.bearer },
        body,
      });
      expect([400, 422]).toContain(response.status);
    }
  });
});

describe('PUT /api/staff/staff-accounts/{id}', () => {
  it('changes the role, ends that account’s sessions and writes the audit entry', async () => {
    const admin = await createStaff(api, 'admin');
    const officer = await createStaff(api, 'officer');
    const response = await send('PUT', `/${officer.user.id}`, admin.bearer, { role: 'editor' });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ id: officer.user.id, role: 'editor' });
    expect(await isLive(officer)).toBe(false);
    expect(await isLive(admin)).toBe(true);
    const [audit] = await auditOf(officer.user.id, 'staff.role');
    expect(audit).toMatchObject({
      actor_id: admin.user.id,
      before: { role: 'officer' },
      after: { role: 'editor' },
    });
  });

  it('changes nothing when the role is the same', async () => {
    const admin = await createStaff(api, 'admin');
    const editor = await createStaff(api, 'editor');
    expect((await send('PUT', `/${editor.user.id}`, admin.bearer, { role: 'editor' })).status).toBe(
      200,
    );
    expect(await isLive(editor)).toBe(true);
    expect(await auditOf(editor.user.id, 'staff.role')).toEqual([]);
  });

  it('never lets an administrator demote themself, nor the last administrator go', async () => {
    // Each file's database starts with no administrator: make this one the only active one.
    await api.db.update(users).set({ role: 'officer' }).where(eq(users.role, 'admin'));
    const only = await createStaff(api, 'admin');
    const last = await send('PUT', `/${only.user.id}`, only.bearer, { role: 'officer' });
    expect(last.status).toBe(422);
    expect(await json(last)).toMatchObject({
      message: en.StaffAccounts.errors.lastAdmin,
      errors: { role: [en.StaffAccounts.errors.lastAdmin] },
    });

    const second = await createStaff(api, 'admin');
    const own = await send('PUT', `/${only.user.id}`, only.bearer, { role: 'editor' });
    expect(own.status).toBe(422);
    expect((await json<ErrorBody>(own)).message).toBe(en.StaffAccounts.errors.ownRole);
    expect((await rowOf(only.user.id)).role).toBe('admin');

    // Another administrator may be demoted while one remains.
    expect((await send('PUT', `/${second.user.id}`, only.bearer, { role: 'officer' })).status).toBe(
      200,
    );
  });

  it('answers 404 for a member or an unknown id, 422 for a bad id or role', async () => {
    const admin = await createStaff(api, 'admin');
    const member = await createMember(api);
    expect(
      (await send('PUT', `/${member.user.id}`, admin.bearer, { role: 'officer' })).status,
    ).toBe(404);
    expect((await rowOf(member.user.id)).role).toBe('user');
    expect((await send('PUT', '/999999', admin.bearer, { role: 'officer' })).status).toBe(404);
    expect((await send('PUT', '/abc', admin.bearer, { role: 'officer' })).status).toBe(422);
    expect((await send('PUT', '/0', admin.bearer, { role: 'officer' })).status).toBe(422);
    const editor = await createStaff(api, 'editor');
    for (const body of [{ role: 'user' }, { role: 'root' }, {}, { role: null }]) {
      expect((await send('PUT', `/${editor.user.id}`, admin.bearer, body)).status).toBe(422);
    }
  });
});

describe('POST /api/staff/staff-accounts/{id}/reset-second-factor', () => {
  it('forgets the secret and recovery codes and ends the sessions; the next sign-in sets it up again', async () => {
    const admin = await createStaff(api, 'admin');
    const officer = await createStaff(api, 'officer');
    await api.db
      .update(users)
      .set({
        totp_secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        totp_enabled_at: '2026-11-20T08:00:00Z',
        totp_last_step: 5,
      })
      .where(eq(users.id, officer.user.id));
    await api.db
      .insert(staffRecoveryCodes)
      .values({ user_id: officer.user.id, code_hash: 'x'.repeat(64) });

    const response = await send('POST', `/${officer.user.id}/reset-second-factor`, admin.bearer);
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ second_factor: false });
    expect(await rowOf(officer.user.id)).toMatchObject({
      totp_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
    });
    const codes = await api.db
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.user_id, officer.user.id));
    expect(codes).toEqual([]);
    expect(await isLive(officer)).toBe(false);
    const login = await post(api, '/staff/login', {
      email: officer.user.email,
      password: 'Olive-Grove-2026',
    });
    expect(await json(login)).toMatchObject({ second_factor: 'setup' });
    const [audit] = await auditOf(officer.user.id, 'staff.second-factor.reset');
    expect(audit).toMatchObject({
      before: { second_factor: true },
      after: { second_factor: false },
    });
  });

  it('is not for one’s own account, nor a member’s', async () => {
    const admin = await createStaff(api, 'admin');
    const member = await createMember(api);
    const own = await send('POST', `/${admin.user.id}/reset-second-factor`, admin.bearer);
    expect(own.status).toBe(422);
    expect((await json<ErrorBody>(own)).message).toBe(en.StaffAccounts.errors.self);
    expect(
      (await send('POST', `/${member.user.id}/reset-second-factor`, admin.bearer)).status,
    ).toBe(404);
  });
});

describe('suspend and reinstate a staff account', () => {
  it('suspends (sessions end, no sign-in) and reinstates, each with its audit entry', async () => {
    const admin = await createStaff(api, 'admin');
    const editor = await createStaff(api, 'editor');
    const suspend = await send('POST', `/${editor.user.id}/suspend`, admin.bearer);
    expect(suspend.status).toBe(200);
    const suspended = await json<Account>(suspend);
    expect(suspended.suspended_at).not.toBeNull();
    expect(await isLive(editor)).toBe(false);
    const login = await post(api, '/staff/login', {
      email: editor.user.email,
      password: 'Olive-Grove-2026',
    });
    expect(login.status).toBe(403);
    // Suspending again changes nothing.
    expect((await send('POST', `/${editor.user.id}/suspend`, admin.bearer)).status).toBe(200);
    expect(await auditOf(editor.user.id, 'staff.suspend')).toHaveLength(1);

    const reinstate = await send('POST', `/${editor.user.id}/reinstate`, admin.bearer);
    expect(reinstate.status).toBe(200);
    expect(await json(reinstate)).toMatchObject({ suspended_at: null });
    const again = await post(api, '/staff/login', {
      email: editor.user.email,
      password: 'Olive-Grove-2026',
    });
    expect(again.status).toBe(200);
    const [suspendAudit] = await auditOf(editor.user.id, 'staff.suspend');
    expect(suspendAudit).toMatchObject({
      before: { suspended_at: null },
      after: { suspended_at: suspended.suspended_at },
    });
    const [reinstateAudit] = await auditOf(editor.user.id, 'staff.reinstate');
    expect(reinstateAudit!.after).toEqual({ suspended_at: null });
    expect(reinstateAudit!.before).toMatchObject({ suspended_at: expect.any(String) });
  });

  it('is not for one’s own account', async () => {
    const admin = await createStaff(api, 'admin');
    for (const action of ['suspend', 'reinstate']) {
      const response = await send('POST', `/${admin.user.id}/${action}`, admin.bearer);
      expect(response.status).toBe(422);
    }
    expect(await isLive(admin)).toBe(true);
  });
});
