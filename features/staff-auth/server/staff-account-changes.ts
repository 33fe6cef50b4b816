import 'server-only';

import { ApiError, notFound } from '@/lib/api/errors';
import type { StaffChangeOutcome, StaffChangeScope } from '@/lib/api/staff-change';
import { revokeAllSessions } from '@/lib/auth/sessions';
import { users } from '@/lib/db/schema';

import type { NewStaffAccount, StaffAccount } from '../schemas';

import { clearSecondFactor } from './second-factor-store';
import {
  lockStaffAccount,
  otherActiveAdmins,
  type StaffRow,
  toStaffAccountJson,
  updateStaffAccount,
} from './staff-accounts-store';

// Issue 13: administrators manage the staff accounts; every change audited (issue 24: through
// staffChange, from the version the administrator saw).

type Outcome = Promise<StaffChangeOutcome<StaffAccount>>;
type Role = StaffAccount['role'];

const entry = (id: number) => ({ entityType: 'users', entityId: id });

/**
 * The account a change names, locked, at the version the administrator saw: 404 for a member or
 * an unknown id; 422 for one's own account where `notSelf`.
 */
async function target(scope: StaffChangeScope, id: number, { notSelf = true } = {}) {
  const row = await lockStaffAccount(scope.tx, id);
  if (!row) throw notFound();
  scope.checkVersion(row.version);
  if (notSelf && row.id === scope.actor.id) throw new ApiError(422, 'StaffAccounts.errors.self');
  return row;
}

const unchanged = (row: StaffRow) => ({ result: toStaffAccountJson(row), audit: null });

/** POST /api/staff/staff-accounts: the account with the initial password's hash. */
export async function createStaffAccount(
  { tx, now }: StaffChangeScope,
  input: NewStaffAccount,
  passwordHash: string,
): Outcome {
  const stamp = now.toISOString();
  const [created] = await tx
    .insert(users)
    .values({
      name: input.name,
      email: input.email,
      password_hash: passwordHash,
      role: input.role,
      locale: input.locale ?? 'en',
      // The administrator vouches for the address; staff never get a verification e-mail.
      email_verified_at: stamp,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning();
  const account = toStaffAccountJson(created as StaffRow);
  const after = { email: account.email, name: account.name, role: account.role };
  return { result: account, audit: { ...entry(account.id), action: 'staff.create', after } };
}

/** PUT /api/staff/staff-accounts/{id}: a new role; never one's own, never the last admin's. */
export async function changeRole(scope: StaffChangeScope, id: number, role: Role): Outcome {
  const row = await target(scope, id, { notSelf: false });
  if (row.role === role) return unchanged(row);
  if (row.role === 'admin' && (await otherActiveAdmins(scope.tx, row.id)) === 0) {
    throw new ApiError(422, 'StaffAccounts.errors.lastAdmin', {
      role: ['StaffAccounts.errors.lastAdmin'],
    });
  }
  if (row.id === scope.actor.id) {
    throw new ApiError(422, 'StaffAccounts.errors.ownRole', {
      role: ['StaffAccounts.errors.ownRole'],
    });
  }
  const changed = await updateStaffAccount(scope.tx, id, {
    role,
    updated_at: scope.now.toISOString(),
  });
  // The new role applies from the next sign-in: every open session ends.
  await revokeAllSessions(scope.tx, id, scope.now);
  const audit = { ...entry(id), action: 'staff.role', before: { role: row.role }, after: { role } };
  return { result: toStaffAccountJson(changed), audit };
}

/** POST …/{id}/reset-second-factor: set up again at the next sign-in (a lost phone). */
export async function resetSecondFactor(scope: StaffChangeScope, id: number): Outcome {
  const row = await target(scope, id);
  await clearSecondFactor(scope.tx, id, scope.now);
  await revokeAllSessions(scope.tx, id, scope.now);
  const changed = await updateStaffAccount(scope.tx, id, { updated_at: scope.now.toISOString() });
  const audit = {
    ...entry(id),
    action: 'staff.second-factor.reset',
    before: { second_factor: row.totp_enabled_at !== null },
    after: { second_factor: false },
  };
  return { result: toStaffAccountJson(changed), audit };
}

/** POST …/{id}/suspend: no sign-in, open sessions end. The caller stays an active admin. */
export async function suspendStaff(scope: StaffChangeScope, id: number): Outcome {
  const row = await target(scope, id);
  if (row.suspended_at) return unchanged(row);
  const at = scope.now.toISOString();
  const changed = await updateStaffAccount(scope.tx, id, { suspended_at: at, updated_at: at });
  await revokeAllSessions(scope.tx, id, scope.now);
  const audit = {
    ...entry(id),
    action: 'staff.suspend',
    before: { suspended_at: null },
    after: { suspended_at: at },
  };
  return { result: toStaffAccountJson(changed), audit };
}

/** POST …/{id}/reinstate: may sign in again. */
export async function reinstateStaff(scope: StaffChangeScope, id: number): Outcome {
  const row = await target(scope, id);
  if (!row.suspended_at) return unchanged(row);
  const changed = await updateStaffAccount(scope.tx, id, {
    suspended_at: null,
    updated_at: scope.now.toISOString(),
  });
  const audit = {
    ...entry(id),
    action: 'staff.reinstate',
    before: { suspended_at: row.suspended_at },
    after: { suspended_at: null },
  };
  return { result: toStaffAccountJson(changed), audit };
}
