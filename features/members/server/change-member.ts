import 'server-only';
import { and, eq } from 'drizzle-orm';

import { ApiError, notFound } from '@/lib/api/errors';
import { writeAudit } from '@/lib/audit/write-audit';
import { revokeAllSessions, type UserRow } from '@/lib/auth/sessions';
import { mailOutbox, users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { outboxRows } from '@/lib/mail/outbox';

import { MEMBER_ACTIONS, MEMBER_ENTITY } from '../constants';
import type { MemberState } from '../schemas';

import { reinstatedEmail, suspendedEmail, type MemberMailContext } from './member-emails';
import { isoOrNull } from './timestamps';

export type MemberChange = {
  db: Db;
  actor: UserRow;
  memberId: number;
  now: Date;
};

const stateOf = (row: UserRow): MemberState => ({
  id: row.id,
  is_vip: row.is_vip,
  suspended_at: isoOrNull(row.suspended_at),
});

/** The member's row, locked until the transaction ends; 404 for an unknown id or a staff account. */
async function lockMember(tx: Db, id: number): Promise<UserRow> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'user')))
    .for('update');
  if (!row) throw notFound();
  return row;
}

async function update(tx: Db, id: number, changes: Partial<typeof users.$inferInsert>) {
  const [row] = await tx.update(users).set(changes).where(eq(users.id, id)).returning();
  return row!;
}

/**
 * PUT /api/staff/members/{id}/vip: sets or clears VIP with its audit entry, in one transaction. The
 * value the member already has changes nothing and writes no entry.
 */
export async function setVip(change: MemberChange, isVip: boolean): Promise<MemberState> {
  const { actor, memberId, now } = change;
  return change.db.transaction(async (tx) => {
    const member = await lockMember(tx, memberId);
    if (member.is_vip === isVip) return stateOf(member);
    const row = await update(tx, memberId, { is_vip: isVip, updated_at: now.toISOString() });
    await writeAudit(
      tx,
      actor,
      {
        action: MEMBER_ACTIONS.vip,
        entityType: MEMBER_ENTITY,
        entityId: memberId,
        before: { is_vip: member.is_vip },
        after: { is_vip: isVip },
      },
      now,
    );
    return stateOf(row);
  });
}

/**
 * POST /api/staff/members/{id}/suspend: in one transaction the account is suspended, every session
 * of the member revoked (their token stops working at once), the audit entry written with the
 * reason, and the member's e-mail queued. 409 when already suspended.
 */
export async function suspendMember(
  change: MemberChange,
  reason: string,
  mail: MemberMailContext,
): Promise<MemberState> {
  const { actor, memberId, now } = change;
  return change.db.transaction(async (tx) => {
    const member = await lockMember(tx, memberId);
    if (member.suspended_at) throw new ApiError(409, 'MembersAdmin.errors.alreadySuspended');
    const at = now.toISOString();
    const row = await update(tx, memberId, { suspended_at: at, updated_at: at });
    await revokeAllSessions(tx, memberId, now);
    await writeAudit(
      tx,
      actor,
      {
        action: MEMBER_ACTIONS.suspend,
        entityType: MEMBER_ENTITY,
        entityId: memberId,
        before: { suspended_at: null },
        after: { suspended_at: at, reason },
      },
      now,
    );
    await tx.insert(mailOutbox).values(outboxRows([suspendedEmail(member, mail)], now));
    return stateOf(row);
  });
}

/**
 * POST /api/staff/members/{id}/reinstate: lifts the suspension (the member signs in again; the
 * revoked sessions stay revoked), with its audit entry and the member's e-mail, in one
 * transaction. 409 when the member is not suspended.
 */
export async function reinstateMember(
  change: MemberChange,
  mail: MemberMailContext,
): Promise<MemberState> {
  const { actor, memberId, now } = change;
  return change.db.transaction(async (tx) => {
    const member = await lockMember(tx, memberId);
    if (!member.suspended_at) throw new ApiError(409, 'MembersAdmin.errors.notSuspended');
    const row = await update(tx, memberId, { suspended_at: null, updated_at: now.toISOString() });
    await writeAudit(
      tx,
      actor,
      {
        action: MEMBER_ACTIONS.reinstate,
        entityType: MEMBER_ENTITY,
        entityId: memberId,
        before: { suspended_at: isoOrNull(member.suspended_at) },
        after: { suspended_at: null },
      },
      now,
    );
    await tx.insert(mailOutbox).values(outboxRows([reinstatedEmail(member, mail)], now));
    return stateOf(row);
  });
}
