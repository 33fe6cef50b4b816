import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';

import { sessions, users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import { hashToken, newToken } from './tokens';

/** Members' limits, and the shorter ones of staff (issue 13). */
export type SessionPolicy = {
  idleMinutes: number;
  absoluteHours: number;
  staffIdleMinutes: number;
  staffAbsoluteHours: number;
};

export type UserRow = typeof users.$inferSelect;
export type AuthSession = {
  sessionId: number;
  user: UserRow;
  /** When this session passed the staff second factor; null until then (and for members). */
  secondFactorAt: Date | null;
};

const MINUTE_MS = 60_000;
// Writing last_used_at on every request would turn each read into a write; once a minute is
// precise enough for a 60-minute idle limit.
const TOUCH_EVERY_MS = MINUTE_MS;

export const isStaffRole = (role: UserRow['role']) => role !== 'user';

/** The idle and absolute limits that apply to a user of this role. */
export function limitsFor(role: UserRow['role'], policy: SessionPolicy) {
  return isStaffRole(role)
    ? {
        idleMinutes: Math.min(policy.idleMinutes, policy.staffIdleMinutes),
        absoluteHours: Math.min(policy.absoluteHours, policy.staffAbsoluteHours),
      }
    : { idleMinutes: policy.idleMinutes, absoluteHours: policy.absoluteHours };
}

/** A new session for a login: the token goes to the client, only its hash is stored. */
export async function createSession(
  db: Db,
  user: Pick<UserRow, 'id' | 'role'>,
  policy: SessionPolicy,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const { absoluteHours } = limitsFor(user.role, policy);
  const expiresAt = new Date(now.getTime() + absoluteHours * 60 * MINUTE_MS);
  await db.insert(sessions).values({
    user_id: user.id,
    token_hash: hashToken(token),
    created_at: now,
    last_used_at: now,
    expires_at: expiresAt,
  });
  return { token, expiresAt };
}

/**
 * The live session a token names, or null when it is unknown, revoked, idle, expired, or its
 * user is suspended.
 */
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
        isNull(users.suspended_at),
        gt(sessions.expires_at, now),
        gt(sessions.last_used_at, idleSince),
      ),
    )
    .limit(1);
  if (!row) return null;
  const idleMs = now.getTime() - row.session.last_used_at.getTime();
  if (idleMs >= limitsFor(row.user.role, policy).idleMinutes * MINUTE_MS) return null;
  if (idleMs >= TOUCH_EVERY_MS) {
    await db.update(sessions).set({ last_used_at: now }).where(eq(sessions.id, row.session.id));
  }
  return {
    sessionId: row.session.id,
    user: row.user,
    secondFactorAt: row.session.second_factor_at,
  };
}

/** Records that the session passed the staff second factor. */
export async function markSecondFactor(db: Db, sessionId: number, now = new Date()) {
  await db.update(sessions).set({ second_factor_at: now }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Db, sessionId: number, now = new Date()): Promise<void> {
  await db.update(sessions).set({ revoked_at: now }).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user (after a password reset, a suspension or a role change). */
export async function revokeAllSessions(db: Db, userId: number, now = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: now })
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
}
