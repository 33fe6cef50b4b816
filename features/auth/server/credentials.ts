import 'server-only';
import type { Context } from 'hono';

import { ApiError } from '@/lib/api/errors';
import { tooManyRequests } from '@/lib/api/rate-limits';
import type { AppEnv } from '@/lib/api/types';
import { timingDummyHash, verifyPassword } from '@/lib/auth/password';
import type { UserRow } from '@/lib/auth/sessions';

import { clearFailures, lockedSeconds, recordFailure } from './lockouts';
import { findUserByEmail } from './user-store';

/**
 * The account an e-mail address and password name, under the lock-out of issue 4: 429 while the
 * address is locked, 422 "Invalid email/password" (counted) when either is wrong, 403 when the
 * account is suspended. Member and console sign-in share it.
 */
export async function checkCredentials(
  c: Context<AppEnv>,
  email: string,
  password: string,
): Promise<UserRow> {
  const db = c.get('db');
  const now = c.get('services').now();
  const locked = await lockedSeconds(db, email, now);
  if (locked > 0) throw tooManyRequests(locked, 'Api.accountLocked');

  const user = await findUserByEmail(db, email);
  // An unknown address costs one argon2 check too, so timing does not tell which addresses exist.
  const valid = await verifyPassword(user?.password_hash ?? (await timingDummyHash()), password);
  if (!user || !valid) {
    await recordFailure(db, email, now);
    throw new ApiError(422, 'Api.invalidCredentials', { email: ['Api.invalidCredentials'] });
  }
  await clearFailures(db, email);
  if (user.suspended_at) throw new ApiError(403, 'Api.accountSuspended');
  return user;
}
