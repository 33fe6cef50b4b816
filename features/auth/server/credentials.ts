import 'server-only';
import type { Context } from 'hono';

import { ApiError } from '@/lib/api/errors';
import { addressKey, enforceLimit, tooManyRequests } from '@/lib/api/rate-limits';
import type { AppEnv } from '@/lib/api/types';
import { timingDummyHash, verifyPassword } from '@/lib/auth/password';
import type { UserRow } from '@/lib/auth/sessions';

import { GLOBAL_FAILED_LOGINS, GLOBAL_FAILED_LOGINS_KEY, LIMITS } from './limits';
import { clearFailures, lockedSeconds, recordFailure } from './lockouts';
import { findUserByEmail } from './user-store';

/**
 * Issue 25: while the whole portal sees more failed logins than GLOBAL_FAILED_LOGINS allows (a
 * flood spread over many addresses, each under its own limit), each address gets the tighter
 * `loginUnderAttack` limit too, counted before any hashing. The counter lives in the rate-limit
 * store, so every instance sees the same count when REDIS_URL is set.
 */
async function limitDuringAttack(c: Context<AppEnv>): Promise<void> {
  const limiter = c.get('services').limiter;
  if ((await limiter.count(GLOBAL_FAILED_LOGINS_KEY)) < GLOBAL_FAILED_LOGINS.limit) return;
  await enforceLimit(c, addressKey(c, 'login-under-attack'), LIMITS.loginUnderAttack);
}

async function countFailure(c: Context<AppEnv>, email: string, now: Date): Promise<void> {
  await recordFailure(c.get('db'), email, now);
  const { limit, windowMs } = GLOBAL_FAILED_LOGINS;
  await c.get('services').limiter.hit(GLOBAL_FAILED_LOGINS_KEY, limit, windowMs);
}

/**
 * The account an e-mail address and password name, under the lock-out of issue 4: 429 while the
 * address is locked, 422 "Invalid email/password" (counted) when either is wrong, 403 when the
 * account is suspended. Member and console sign-in share it. Hashing waits for a slot of the
 * process's hash gate (503 when none frees up in time).
 */
export async function checkCredentials(
  c: Context<AppEnv>,
  email: string,
  password: string,
): Promise<UserRow> {
  const db = c.get('db');
  const now = c.get('services').now();
  await limitDuringAttack(c);
  const locked = await lockedSeconds(db, email, now);
  if (locked > 0) throw tooManyRequests(locked, 'Api.accountLocked');

  const user = await findUserByEmail(db, email);
  // An unknown address costs one argon2 check too, so timing does not tell which addresses exist.
  const valid = await verifyPassword(user?.password_hash ?? (await timingDummyHash()), password);
  if (!user || !valid) {
    await countFailure(c, email, now);
    throw new ApiError(422, 'Api.invalidCredentials', { email: ['Api.invalidCredentials'] });
  }
  await clearFailures(db, email);
  if (user.suspended_at) throw new ApiError(403, 'Api.accountSuspended');
  return user;
}
