import { SESSION_COOKIE } from '@/lib/auth/cookie';
import { hashPassword } from '@/lib/auth/password';
import { createSession } from '@/lib/auth/sessions';
import { users } from '@/lib/db/schema';

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
  const { token } = await createSession(api.db, user!.id, api.services.auth, api.services.now());
  return {
    user: user!,
    token,
    bearer: { Authorization: `Bearer ${token}` },
    cookie: { Cookie: `${SESSION_COOKIE}=${token}`, 'X-Requested-With': 'XMLHttpRequest' },
  };
}
