import 'server-only';
import { and, eq, isNull, lt, or } from 'drizzle-orm';

import { staffRecoveryCodes, users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

/** Keeps a new secret that is not in use until a code from it enables it. */
export async function setPendingSecret(db: Db, userId: number, secret: string, now: Date) {
  await db
    .update(users)
    .set({
      totp_secret: secret,
      totp_enabled_at: null,
      totp_last_step: null,
      updated_at: now.toISOString(),
    })
    .where(eq(users.id, userId));
}

/**
 * Switches the pending secret on, with the step of the code that proved it; false when it was
 * enabled meanwhile (another tab).
 */
export async function enableSecret(tx: Db, userId: number, step: number, now: Date) {
  const stamp = now.toISOString();
  const enabled = await tx
    .update(users)
    .set({ totp_enabled_at: stamp, totp_last_step: step, updated_at: stamp })
    .where(and(eq(users.id, userId), isNull(users.totp_enabled_at)))
    .returning({ id: users.id });
  return enabled.length > 0;
}

/**
 * Records the step of an accepted code, only if it is later than the last one (one statement:
 * two requests with the same code cannot both pass); false for a replay.
 */
export async function acceptStep(tx: Db, userId: number, step: number) {
  const accepted = await tx
    .update(users)
    .set({ totp_last_step: step })
    .where(
      and(eq(users.id, userId), or(isNull(users.totp_last_step), lt(users.totp_last_step, step))),
    )
    .returning({ id: users.id });
  return accepted.length > 0;
}

/** Forgets the second factor: the next console sign-in sets it up again. */
export async function clearSecondFactor(tx: Db, userId: number, now: Date) {
  await tx
    .update(users)
    .set({
      totp_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
      updated_at: now.toISOString(),
    })
    .where(eq(users.id, userId));
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.user_id, userId));
}
