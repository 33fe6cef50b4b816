import { eq } from 'drizzle-orm';

import { SESSION_COOKIE } from '@/lib/auth/cookie';
import { hashPassword } from '@/lib/auth/password';
import { createSession } from '@/lib/auth/sessions';
import { sessions, users } from '@/lib/db/schema';

import type { TestApi } from './test-api';

export const MEMBER_PASSWORD = 'Olive-Grove-2026';

let counter = 0;

// One argon2id hash of MEMBER_PASSWORD per worker, shared by every member a test creates: each hash
// costs about 50 ms of CPU and waits for the process's one hashing slot, and the API files create
// hundreds of accounts a run (the staff routes' walk alone, several hundred). The salt differs per hash, not per
// user, so a shared one verifies as each would.
let memberPasswordHash: Promise<string> | undefined;
function hashOfMemberPassword(): Promise<string> {
  memberPasswordHash ??= hashPassword(MEMBER_PASSWORD).catch((error: unknown) => {
    memberPasswordHash = undefined;
    throw error;
  });
  return memberPasswordHash;
}

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
      password_hash: await hashOfMemberPassword(),
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
