import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';

import { MINUTE_MS } from '@/lib/api/rate-limits';
import { hashToken, newToken } from '@/lib/auth/tokens';
import { passwordResetTokens } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

// Issue 4: reset links are single use and live 60 minutes.
export const RESET_TOKEN_TTL_MINUTES = 60;

/** A new token for the e-mail; the database keeps only its hash. */
export async function createResetToken(db: Db, userId: number, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(passwordResetTokens).values({
    user_id: userId,
    token_hash: hashToken(token),
    expires_at: new Date(now.getTime() + RESET_TOKEN_TTL_MINUTES * MINUTE_MS),
    created_at: now,
  });
  return token;
}

/** The id of the user's unused, unexpired token with this value, or null. */
export async function findOpenResetToken(
  db: Db,
  userId: number,
  token: string,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.user_id, userId),
        eq(passwordResetTokens.token_hash, hashToken(token)),
        isNull(passwordResetTokens.used_at),
        gt(passwordResetTokens.expires_at, now),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** Marks the token used; false when a concurrent request used it first. */
export async function claimResetToken(db: Db, tokenId: number, now: Date): Promise<boolean> {
  const claimed = await db
    .update(passwordResetTokens)
    .set({ used_at: now })
    .where(and(eq(passwordResetTokens.id, tokenId), isNull(passwordResetTokens.used_at)))
    .returning({ id: passwordResetTokens.id });
  return claimed.length > 0;
}

/** After a reset, every other link the user was sent stops working too. */
export async function closeResetTokens(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ used_at: now })
    .where(and(eq(passwordResetTokens.user_id, userId), isNull(passwordResetTokens.used_at)));
}
