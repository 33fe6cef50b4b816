import { eq } from 'drizzle-orm';

import { SESSION_COOKIE } from '@/lib/auth/cookie';
import { hashPassword } from '@/lib/auth/password';
import { createSession } from '@/lib/auth/sessions';
import { sessions, users } from '@/lib/db/schema';

import type { TestApi } from './test-api';

export const MEMBER_PASSWORD = 'Olive-Grove-2026';

let counter = 0;

export type TestMember = {
  user: typeof users.$inferSelect;
  token: string;
  /** Headers of a Bearer-authenticated request. */
  bearer: Record<string, string>;
  /** Headers of a cookie-authenticated request that passes the CSRF rule. */
  cookie: Record<string, string>;
};

/** A member stored directly in the database with a live session, for tests of other endpoints. */
export async function createMember(
  api: TestApi,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<TestMember> {
  counter += 1;
  const [user] = await api.db
    .insert(users)
    .values({
      name: 'Lina',
      last_name: 'Haddad',
      email: `member${counter}-${Date.now()}@example.jo`,
      phone: '0791234567',
      password_hash: await hashPassword(MEMBER_PASSWORD),
      ...overrides,
    })
    .returning();
  const { token } = await createSession(api.db, user!, api.services.auth, api.services.now());
  return {
    user: user!,
    token,
    bearer: { Authorization: `Bearer ${token}` },
    cookie: { Cookie: `${SESSION_COOKIE}=${token}`, 'X-Requested-With': 'XMLHttpRequest' },
  };
}

export type TestStaffRole = 'admin' | 'officer' | 'editor';

/**
 * A staff member whose session has passed the second factor, as after a console sign-in;
 * `secondFactor: false` gives a session that has only passed the password.
 */
export async function createStaff(
  api: TestApi,
  role: TestStaffRole,
  { secondFactor = true }: { secondFactor?: boolean } = {},
): Promise<TestMember> {
  const staff = await createMember(api, { role, name: role, last_name: 'Staff' });
  if (secondFactor) {
    await api.db
      .update(sessions)
      .set({ second_factor_at: api.services.now() })
      .where(eq(sessions.user_id, staff.user.id));
  }
  return staff;
}
