import 'server-only';
import { and, eq } from 'drizzle-orm';

import { ApiError, notFound } from '@/lib/api/errors';
import type { StaffChangeOutcome, StaffChangeScope } from '@/lib/api/staff-change';
import { revokeAllSessions, type UserRow } from '@/lib/auth/sessions';
import { nextVersion } from '@/lib/db/next-version';
import { mailOutbox, users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { outboxRows } from '@/lib/mail/outbox';

import { MEMBER_ACTIONS, MEMBER_ENTITY } from '../constants';
import type { MemberState } from '../schemas';

import { reinstatedEmail, suspendedEmail, type MemberMailContext } from './member-emails';
import { isoOrNull } from './timestamps';

type Outcome = Promise<StaffChangeOutcome<MemberState>>;

const stateOf = (row: UserRow): MemberState => ({
  id: row.id,
  is_vip: row.is_vip,
  suspended_at: isoOrNull(row.suspended_at),
  version: row.version,
});

/**
 * The member's row, locked until the transaction ends, at the version the officer saw; 404 for an
 * unknown id or a staff account.
 */
async function lockMember({ tx, checkVersion }: StaffChangeScope, id: number): Promise<UserRow> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'user')))
    .for('update');
  if (!row) throw notFound();
  checkVersion(row.version);
  return row;
}

async function update(tx: Db, id: number, changes: Partial<typeof users.$inferInsert>) {
  const [row] = await tx
    .update(users)
    .set({ ...changes, version: nextVersion(users.version) })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

const entry = (memberId: number) => ({ entityType: MEMBER_ENTITY, entityId: memberId });

/** PUT /api/staff/members/{id}/vip: sets or clears VIP; the value it has already changes nothing. */
export async function setVip(scope: StaffChangeScope, memberId: number, isVip: boolean): Outcome {
  const member = await lockMember(scope, memberId);
  if (member.is_vip === isVip) return { result: stateOf(member), audit: null };
  const row = await update(scope.tx, memberId, {
    is_vip: isVip,
    updated_at: scope.now.toISOString(),
  });
  const audit = { ...entry(memberId), action: MEMBER_ACTIONS.vip };
  return {
    result: stateOf(row),
    audit: { ...audit, before: { is_vip: member.is_vip }, after: { is_vip: isVip } },
  };
}

/**
 * POST /api/staff/members/{id}/suspend: the account is suspended, every session of the member
 * revoked (their token stops working at once), the reason audited and the member's e-mail queued.
 * 409 when already suspended.
 */
export async function suspendMember(
  scope: StaffChangeScope,
  memberId: number,
  reason: string,
  mail: MemberMailContext,
): Outcome {
  const { tx, now } = scope;
  const member = await lockMember(scope, memberId);
  if (member.suspended_at) throw new ApiError(409, 'MembersAdmin.errors.alreadySuspended');
  const at = now.toISOString();
  const row = await update(tx, memberId, { suspended_at: at, updated_at: at });
  await revokeAllSessions(tx, memberId, now);
  await tx.insert(mailOutbox).values(outboxRows([suspendedEmail(member, mail)], now));
  const audit = { ...entry(memberId), action: MEMBER_ACTIONS.suspend };
  return {
    result: stateOf(row),
    audit: { ...audit, before: { suspended_at: null }, after: { suspended_at: at, reason } },
  };
}

/**
 * POST /api/staff/members/{id}/reinstate: lifts the suspension (the member signs in again; the
 * revoked sessions stay revoked) and queues the member's e-mail. 409 when not suspended.
 */
export async function reinstateMember(
  scope: StaffChangeScope,
  memberId: number,
  mail: MemberMailContext,
): Outcome {
  const { tx, now } = scope;
  const member = await lockMember(scope, memberId);
  if (!member.suspended_at) throw new ApiError(409, 'MembersAdmin.errors.notSuspended');
  const row = await update(tx, memberId, { suspended_at: null, updated_at: now.toISOString() });
  await tx.insert(mailOutbox).values(outboxRows([reinstatedEmail(member, mail)], now));
  const audit = { ...entry(memberId), action: MEMBER_ACTIONS.reinstate };
  return {
    result: stateOf(row),
    audit: {
      ...audit,
      before: { suspended_at: isoOrNull(member.suspended_at) },
      after: { suspended_at: null },
    },
  };
}
