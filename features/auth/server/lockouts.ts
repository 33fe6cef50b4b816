import 'server-only';
import { eq, sql } from 'drizzle-orm';

import { MINUTE_MS } from '@/lib/api/rate-limits';
import { loginLockouts } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

// Issue 4: ten failed logins in a row for one address block it for a while, whether or not an
// account has that address, so the lock-out reveals nothing.
export const LOCKOUT_AFTER_FAILURES = 10;
export const LOCKOUT_MS = 15 * MINUTE_MS;

/** Seconds the address stays locked, or 0 when it may try. */
export async function lockedSeconds(db: Db, email: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ lockedUntil: loginLockouts.locked_until })
    .from(loginLockouts)
    .where(eq(loginLockouts.email, email))
    .limit(1);
  const msLeft = (row?.lockedUntil?.getTime() ?? 0) - now.getTime();
  return msLeft > 0 ? Math.ceil(msLeft / 1000) : 0;
}

/** Counts a failure in one statement (concurrent attempts cannot lose one); locks at the tenth. */
export async function recordFailure(db: Db, email: string, now: Date): Promise<void> {
  const [row] = await db
    .insert(loginLockouts)
    .values({ email, failures: 1, updated_at: now })
    .onConflictDoUpdate({
      target: loginLockouts.email,
      set: { failures: sql`${loginLockouts.failures} + 1`, updated_at: now },
    })
    .returning({ failures: loginLockouts.failures });
  if (row && row.failures >= LOCKOUT_AFTER_FAILURES) {
    await db
      .update(loginLockouts)
      .set({ failures: 0, locked_until: new Date(now.getTime() + LOCKOUT_MS), updated_at: now })
      .where(eq(loginLockouts.email, email));
  }
}

/** A successful login or a password reset starts the count again. */
export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginLockouts).where(eq(loginLockouts.email, email));
}
