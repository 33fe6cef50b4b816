import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';

import { auditLog, sessions, staffRecoveryCodes, users } from '@/lib/db/schema';
import en from '@/messages/en.json';

import { MEMBER_PASSWORD, createMember, createStaff } from './helpers/accounts';
import { type ErrorBody, MINUTE, nextAddress, post } from './helpers/auth-requests';
import { json, testApiForFile } from './helpers/test-api';

const api = testApiForFile();

type Login = { token: string; second_factor: 'setup' | 'verify' };
type Setup = { secret: string; otpauth_url: string; qr_svg: string };
type Bearer = Record<string, string>;

const staffLogin = (email: string, password = MEMBER_PASSWORD, address?: string) =>
  post(api, '/staff/login', { email, password }, { address });

async function signIn(email: string): Promise<Login & { bearer: Bearer }> {
  const response = await staffLogin(email);
  expect(response.status).toBe(200);
  const answer = await json<Login>(response);
  return { ...answer, bearer: { Authorization: `Bearer ${answer.token}` } };
}

const call = (path: string, bearer: Bearer, body: Record<string, unknown> = {}) =>
  post(api, path, body, { headers: bearer });

/** The authenticator app's code at the test clock's time, `steps` periods later. */
const codeOf = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(api.services.now().getTime() / 1000) + steps * 30 });

const staffRoute = (bearer: Bearer) =>
  api.request('/api/staff/staff-accounts', { headers: bearer });

/** A staff account that has set up its second factor; its secret and recovery codes. */
async function enrolled(role: 'admin' | 'officer' = 'admin') {
  const { user } = await createStaff(api, role, { secondFactor: false });
  const first = await signIn(user.email);
  const setup = await json<Setup>(await call('/staff/second-factor/setup', first.bearer));
  const enable = await call('/staff/second-factor/enable', first.bearer, {
    code: await codeOf(setup.secret),
  });
  expect(enable.status).toBe(200);
  const { recovery_codes } = await json<{ recovery_codes: string[] }>(enable);
  // The next code comes from the next period: the one just used is spent.
  api.services.clock.advance(30_000);
  return { user, secret: setup.secret, recoveryCodes: recovery_codes, first };
}

describe('POST /api/staff/login', () => {
  it('signs a staff member in with the password: a session that still needs its second factor', async () => {
    const { user } = await createStaff(api, 'officer', { secondFactor: false });
    const response = await staffLogin(user.email.toUpperCase());
    expect(response.status).toBe(200);
    const answer = await json<Login>(response);
    expect(answer.second_factor).toBe('setup');
    expect(response.headers.get('set-cookie')).toContain(`portal_session=${answer.token}`);
    // Staff sessions end after 8 hours at most (members 12).
    expect(response.headers.get('set-cookie')).toContain(`Max-Age=${8 * 3600}`);

    const blocked = await staffRoute({ Authorization: `Bearer ${answer.token}` });
    expect(blocked.status).toBe(401);
    expect((await json<ErrorBody>(blocked)).message).toBe(en.Api.secondFactorRequired);
  });

  it('refuses a member with the right password (403), a suspended account (403), a wrong password (422)', async () => {
    const member = await createMember(api);
    const asMember = await staffLogin(member.user.email);
    expect(asMember.status).toBe(403);
    expect((await json<ErrorBody>(asMember)).message).toBe(en.Api.forbidden);

    const { user } = await createStaff(api, 'editor', { secondFactor: false });
    const wrong = await staffLogin(user.email, 'Not-The-Password-1');
    expect(wrong.status).toBe(422);
    expect(await json(wrong)).toMatchObject({
      message: en.Api.invalidCredentials,
      errors: { email: [en.Api.invalidCredentials] },
    });

    await api.db
      .update(users)
      .set({ suspended_at: api.services.now().toISOString() })
      .where(eq(users.id, user.id));
    const suspended = await staffLogin(user.email);
    expect(suspended.status).toBe(403);
    expect((await json<ErrorBody>(suspended)).message).toBe(en.Api.accountSuspended);
  });

  it('shares the lock-out of POST /api/login', async () => {
    const { user } = await createStaff(api, 'admin', { secondFactor: false });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (await post(api, '/login', { email: user.email, password: 'Wrong-One-1' })).status,
      ).toBe(422);
      expect((await staffLogin(user.email, 'Wrong-One-1')).status).toBe(422);
    }
    const locked = await staffLogin(user.email);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBeTruthy();
    api.services.clock.advance(16 * MINUTE);
    expect((await staffLogin(user.email)).status).toBe(200);
  });

  it('shares the per-address limit of POST /api/login (20 in 5 minutes)', async () => {
    const address = nextAddress();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const response = await post(
        api,
        '/staff/login',
        { email: 'x@example.jo', password: '' },
        { address },
      );
      expect(response.status).toBe(422);
    }
    expect((await staffLogin('x@example.jo', 'whatever-1', address)).status).toBe(429);
    api.services.clock.advance(5 * MINUTE);
  });
});

describe('second factor set-up', () => {
  it('gives a new secret with its QR code, kept but not in use until a code proves it', async () => {
    const { user } = await createStaff(api, 'editor', { secondFactor: false });
    const { bearer } = await signIn(user.email);
    const response = await call('/staff/second-factor/setup', bearer);
    expect(response.status).toBe(200);
    const setup = await json<Setup>(response);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_url).toMatch(/^otpauth:\/\/totp\/Jordan%20Exports:/);
    expect(setup.otpauth_url).toContain(`secret=${setup.secret}`);
    expect(setup.otpauth_url).toContain('issuer=Jordan%20Exports');
    expect(setup.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const [row] = await api.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ totp_secret: setup.secret, totp_enabled_at: null });

    // A wrong code is refused and changes nothing.
    const wrongCode = (Number(await codeOf(setup.secret)) + 1) % 1_000_000;
    const wrong = await call('/staff/second-factor/enable', bearer, {
      code: String(wrongCode).padStart(6, '0'),
    });
    expect(wrong.status).toBe(422);
    expect((await json<ErrorBody>(wrong)).errors).toEqual({
      code: [en.ConsoleAuth.errors.invalidCode],
    });
    expect((await staffRoute(bearer)).status).toBe(401);

    // The right code (from the step before: a phone a little slow) turns it on.
    const enable = await call('/staff/second-factor/enable', bearer, {
      code: await codeOf(setup.secret, -1),
    });
    expect(enable.status).toBe(200);
    const { recovery_codes } = await json<{ recovery_codes: string[] }>(enable);
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    for (const code of recovery_codes)
      expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const stored = await api.db
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.user_id, user.id));
    expect(stored).toHaveLength(10);
    for (const { code_hash } of stored) {
      expect(code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(recovery_codes.join()).not.toContain(code_hash);
    }
    const [enabled] = await api.db.select().from(users).where(eq(users.id, user.id));
    expect(enabled!.totp_enabled_at).not.toBeNull();
    expect(enabled!.totp_last_step).toBe(Math.floor(api.services.now().getTime() / 30_000) - 1);
    const [setupEntry, audit] = await api.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actor_id, user.id))
      .orderBy(auditLog.id);
    expect(setupEntry).toMatchObject({
      action: 'staff.second-factor.setup',
      after: { pending_secret: true },
    });
    expect(audit).toMatchObject({
      action: 'staff.second-factor.enable',
      entity_type: 'users',
      entity_id: String(user.id),
      after: { second_factor: true },
    });

    // The session opens the console now (an editor: not the administrators' staff list).
    expect((await staffRoute(bearer)).status).toBe(403);
    // Once set up, set-up and enable answer 409.
    expect((await call('/staff/second-factor/setup', bearer)).status).toBe(409);
    const again = await call('/staff/second-factor/enable', bearer, {
      code: await codeOf(setup.secret),
    });
    expect(again.status).toBe(409);
    api.services.clock.advance(30_000);
  });

  it('answers 409 to enable before set-up and to verify before the factor is on', async () => {
    const { user } = await createStaff(api, 'admin', { secondFactor: false });
    const { bearer } = await signIn(user.email);
    expect((await call('/staff/second-factor/enable', bearer, { code: '123456' })).status).toBe(
      409,
    );
    expect((await call('/staff/second-factor/verify', bearer, { code: '123456' })).status).toBe(
      409,
    );
  });

  it('is for staff sessions only: a visitor 401, a member 403', async () => {
    const member = await createMember(api);
    for (const path of ['setup', 'enable', 'verify']) {
      expect((await post(api, `/staff/second-factor/${path}`, { code: '123456' })).status).toBe(
        401,
      );
      const asMember = await call(`/staff/second-factor/${path}`, member.bearer, {
        code: '123456',
      });
      expect(asMember.status).toBe(403);
    }
  });
});

describe('second factor at sign-in', () => {
  it('accepts a code of the app once: a wrong code and a replayed code are refused', async () => {
    const { user, secret } = await enrolled();
    const session = await signIn(user.email);
    expect(session.second_factor).toBe('verify');

    const code = await codeOf(secret);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await call('/staff/second-factor/verify', session.bearer, { code: wrongCode });
    expect(wrong.status).toBe(422);
    expect((await json<ErrorBody>(wrong)).errors).toEqual({
      code: [en.ConsoleAuth.errors.invalidCode],
    });

    const right = await call('/staff/second-factor/verify', session.bearer, { code });
    expect(right.status).toBe(200);
    expect(await json(right)).toEqual({ recovery_codes_left: 10 });
    expect((await staffRoute(session.bearer)).status).toBe(200);

    // The same code again, in another session within its period: refused.
    const other = await signIn(user.email);
    const replay = await call('/staff/second-factor/verify', other.bearer, { code });
    expect(replay.status).toBe(422);
    expect((await json<ErrorBody>(replay)).errors).toEqual({
      code: [en.ConsoleAuth.errors.usedCode],
    });
    // ...and so is the previous period's code, still inside the tolerance.
    const older = await call('/staff/second-factor/verify', other.bearer, {
      code: await codeOf(secret, -1),
    });
    expect(older.status).toBe(422);
    expect((await staffRoute(other.bearer)).status).toBe(401);

    const audit = await api.db.select().from(auditLog).where(eq(auditLog.actor_id, user.id));
    expect(audit.map((entry) => entry.action)).toEqual([
      'staff.second-factor.setup',
      'staff.second-factor.enable',
      'staff.sign-in',
    ]);
    expect(audit[2]!.after).toEqual({ method: 'authenticator', recovery_codes_left: 10 });
    api.services.clock.advance(30_000);
  });

  it('accepts a recovery code once, however it is typed', async () => {
    const { user, recoveryCodes } = await enrolled('officer');
    const code = recoveryCodes[3]!;
    const session = await signIn(user.email);
    const typed = ` ${code.toUpperCase().replaceAll('-', ' ')} `;
    const used = await call('/staff/second-factor/verify', session.bearer, {
      recovery_code: typed,
    });
    expect(used.status).toBe(200);
    expect(await json(used)).toEqual({ recovery_codes_left: 9 });
    // An officer past the second factor: the administrators' list says 403, not 401.
    expect((await staffRoute(session.bearer)).status).toBe(403);

    const other = await signIn(user.email);
    const again = await call('/staff/second-factor/verify', other.bearer, { recovery_code: code });
    expect(again.status).toBe(422);
    expect((await json<ErrorBody>(again)).errors).toEqual({
      recovery_code: [en.ConsoleAuth.errors.invalidRecoveryCode],
    });
    const rows = await api.db
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.user_id, user.id));
    expect(rows.filter((row) => row.used_at !== null)).toHaveLength(1);
    const [audit] = await api.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actor_id, user.id))
      .orderBy(auditLog.id)
      .offset(2);
    expect(audit).toMatchObject({
      action: 'staff.sign-in',
      after: { method: 'recovery-code', recovery_codes_left: 9 },
    });
  });

  it('wants exactly one of code and recovery_code, a code of six digits', async () => {
    const { user } = await enrolled();
    const { bearer } = await signIn(user.email);
    for (const body of [
      {},
      { code: '123456', recovery_code: 'abcd-efgh-jkmn' },
      { code: '12345' },
      { code: 'abcdef' },
    ]) {
      const response = await call('/staff/second-factor/verify', bearer, body);
      expect(response.status).toBe(422);
    }
    const format = await call('/staff/second-factor/verify', bearer, { code: '12 34' });
    expect((await json<ErrorBody>(format)).errors).toEqual({
      code: [en.ConsoleAuth.errors.codeFormat],
    });
  });

  it('limits the codes tried per account: 5 in 5 minutes, then 429', async () => {
    const { user, secret } = await enrolled();
    // Every code tried counts, the one that enabled the factor too: start a new window.
    api.services.clock.advance(5 * MINUTE);
    const { bearer } = await signIn(user.email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await call('/staff/second-factor/verify', bearer, {
        recovery_code: 'aaaa-bbbb-cccc',
      });
      expect(response.status).toBe(422);
    }
    // Another session of the same account, from another address: still limited.
    const other = await signIn(user.email);
    const limited = await call('/staff/second-factor/verify', other.bearer, {
      code: await codeOf(secret),
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    api.services.clock.advance(5 * MINUTE);
    expect(
      (await call('/staff/second-factor/verify', other.bearer, { code: await codeOf(secret) }))
        .status,
    ).toBe(200);
  });
});

describe('staff sessions', () => {
  it('end after 30 idle minutes, as members’ do, and 8 hours at most (members’: 12)', async () => {
    const staff = await createStaff(api, 'admin');
    api.services.clock.advance(29 * MINUTE);
    expect((await staffRoute(staff.bearer)).status).toBe(200);
    api.services.clock.advance(30 * MINUTE);
    expect((await staffRoute(staff.bearer)).status).toBe(401);
    expect((await api.request('/api/user', { headers: staff.bearer })).status).toBe(401);

    // Active all along, a staff session still ends 8 hours after the sign-in.
    const active = await createStaff(api, 'officer');
    const [row] = await api.db.select().from(sessions).where(eq(sessions.user_id, active.user.id));
    expect(row!.expires_at.getTime() - row!.created_at.getTime()).toBe(8 * 60 * MINUTE);
    for (let elapsed = 0; elapsed < 8 * 60 - 20; elapsed += 20) {
      api.services.clock.advance(20 * MINUTE);
      expect((await api.request('/api/user', { headers: active.bearer })).status).toBe(200);
    }
    api.services.clock.advance(20 * MINUTE);
    expect((await api.request('/api/user', { headers: active.bearer })).status).toBe(401);
  });

  it('never show the secret or the recovery codes: GET /api/user and the staff list', async () => {
    const { user, first, secret } = await enrolled();
    const me = await json<Record<string, unknown>>(
      await api.request('/api/user', { headers: first.bearer }),
    );
    expect(me.id).toBe(user.id);
    const text = JSON.stringify(me);
    expect(text).not.toContain(secret);
    expect(text).not.toMatch(/totp|recovery|password/);
    const list = await (await staffRoute(first.bearer)).text();
    expect(list).not.toContain(secret);
    expect(list).not.toMatch(/totp_secret|code_hash|password_hash/);
  });
});
