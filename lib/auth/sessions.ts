import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';

import { sessions, users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import { hashToken, newToken } from './tokens';

export type SessionPolicy = { idleMinutes: number; absoluteHours: number };

export type UserRow = typeof users.$inferSelect;
export type AuthSession = { sessionId: number; user: UserRow };

const MINUTE_MS = 60_000;
// Writing last_used_at on every request would turn each read into a write; once a minute is
// precise enough for a 60-minute idle limit.
const TOUCH_EVERY_MS = MINUTE_MS;

/** A new session for a login: the token goes to the client, only its hash is stored. */
export async function createSession(
  db: Db,
  userId: number,
  policy: SessionPolicy,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + policy.absoluteHours * 60 * MINUTE_MS);
  await db.insert(sessions).values({
    user_id: userId,
    token_hash: hashToken(token),
    created_at: now,
    last_used_at: now,
    expires_at: expiresAt,
  });
  return { token, expiresAt };
}

/** The live session a token names, or null when it is unknown, revoked, idle or expired. */
export async function findSession(
  db: Db,
  token: string,
  policy: SessionPolicy,
  now = new Date(),
): Promise<AuthSession | null> {
  const idleSince = new Date(now.getTime() - policy.idleMinutes * MINUTE_MS);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        eq(sessions.token_hash, hashToken(token)),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, now),
        gt(sessions.last_used_at, idleSince),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.session.last_used_at.getTime() >= TOUCH_EVERY_MS) {
    await db.update(sessions).set({ last_used_at: now }).where(eq(sessions.id, row.session.id));
  }
  return { sessionId: row.session.id, user: row.user };
}

export async function revokeSession(db: Db, sessionId: number, now = new Date()): Promise<void> {
  await db.update(sessions).set({ revoked_at: now }).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user (after a password reset). */
export async function revokeAllSessions(db: Db, userId: number, now = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: now })
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
}
