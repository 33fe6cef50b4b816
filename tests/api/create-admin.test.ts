import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { createStaffAccount, StaffAccountError } from '@/features/staff-auth/server/staff-account';
import { staffRecoveryCodes, users } from '@/lib/db/schema';
import { CLIENT_SOCKET_HEADER } from '@/lib/http/client-address';

import { createMember, MEMBER_PASSWORD } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';

const api = testApiForFile();

const login = (email: string, password: string) =>
  api.request('/api/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [CLIENT_SOCKET_HEADER]: '203.0.113.40' },
    body: JSON.stringify({ email, password }),
  });

const userOf = async (token: string) =>
  json<{ id: number; role: string; email_verified_at: string | null }>(
    await api.request('/api/user', { headers: { Authorization: `Bearer ${token}` } }),
  );

const rowOf = async (email: string) =>
  (await api.db.select().from(users).where(eq(users.email, email)))[0];

describe('createStaffAccount', () => {
  it('creates a verified administrator who can log in', async () => {
    const result = await createStaffAccount(api.db, {
      email: '  Director@JordanExports.jo ',
      password: 'Amman-Export-2026',
    });
    expect(result.created).toBe(true);
    const row = await rowOf('director@jordanexports.jo');
    expect(row).toMatchObject({ id: result.id, role: 'admin', name: 'Administrator' });
    expect(row!.email_verified_at).not.toBeNull();

    const response = await login('director@jordanexports.jo', 'Amman-Export-2026');
    expect(response.status).toBe(200);
    const { token } = await json<{ token: string }>(response);
    expect(await userOf(token)).toMatchObject({ id: result.id, role: 'admin' });
  });

  it('creates an editor with a name', async () => {
    const result = await createStaffAccount(api.db, {
      email: 'editor@jordanexports.jo',
      password: 'Petra-Desk-4417',
      name: 'Nour Editor',
      role: 'editor',
    });
    expect(await rowOf('editor@jordanexports.jo')).toMatchObject({
      id: result.id,
      role: 'editor',
      name: 'Nour Editor',
    });
  });

  it('promotes an existing account, sets the new password and ends its sessions', async () => {
    const member = await createMember(api);
    const result = await createStaffAccount(api.db, {
      email: member.user.email,
      password: 'Wadi-Rum-Console-88',
    });
    expect(result).toEqual({ id: member.user.id, created: false });
    expect(await rowOf(member.user.email)).toMatchObject({ role: 'admin', name: 'Lina' });
    // The old session and the old password are both gone.
    expect((await api.request('/api/user', { headers: member.bearer })).status).toBe(401);
    expect((await login(member.user.email, MEMBER_PASSWORD)).status).toBe(422);
    expect((await login(member.user.email, 'Wadi-Rum-Console-88')).status).toBe(200);
  });

  it('clears the second factor of an existing staff account (a lost phone)', async () => {
    const staff = await createMember(api, {
      role: 'officer',
      totp_secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      totp_enabled_at: '2026-11-20T08:00:00Z',
      totp_last_step: 42,
    });
    await api.db
      .insert(staffRecoveryCodes)
      .values({ user_id: staff.user.id, code_hash: 'a'.repeat(64) });
    await createStaffAccount(api.db, {
      email: staff.user.email,
      password: 'Jerash-Columns-2026',
      role: 'officer',
    });
    expect(await rowOf(staff.user.email)).toMatchObject({
      role: 'officer',
      totp_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
    });
    const codes = await api.db
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.user_id, staff.user.id));
    expect(codes).toEqual([]);
    expect((await api.request('/api/user', { headers: staff.bearer })).status).toBe(401);
  });

  it.each([
    [{ email: 'staff@jordanexports.jo', password: 'short' }, /password must be at least 8/],
    [{ email: 'staff@jordanexports.jo', password: 'password123' }, /most common passwords/],
    [{ email: 'not-an-address', password: 'Amman-Export-2026' }, /email must be a valid/],
    [
      { email: 'staff@jordanexports.jo', password: 'Amman-Export-2026', role: 'owner' },
      /role must be admin, officer or editor/,
    ],
  ])('refuses bad input %#', async (input, message) => {
    await expect(createStaffAccount(api.db, input)).rejects.toThrow(StaffAccountError);
    await expect(createStaffAccount(api.db, input)).rejects.toThrow(message);
    expect(await rowOf('staff@jordanexports.jo')).toBeUndefined();
  });
});
