import 'server-only';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';

import type { UserRow } from '@/lib/auth/sessions';
import { nextVersion } from '@/lib/db/next-version';
import { users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import type { StaffAccount } from '../schemas';

export type StaffRow = UserRow & { role: StaffAccount['role'] };

const isoOf = (stamp: string) => new Date(stamp).toISOString();

/** A staff account as the API answers it: never the password hash, the secret or the codes. */
export function toStaffAccountJson(row: StaffRow): StaffAccount {
  return {
    id: row.id,
    name: row.name,
    last_name: row.last_name,
    email: row.email,
    role: row.role,
    second_factor: row.totp_enabled_at !== null,
    suspended_at: row.suspended_at ? isoOf(row.suspended_at) : null,
    created_at: isoOf(row.created_at),
    version: row.version,
  };
}

/** Every staff account (members excluded), oldest first. */
export async function listStaffAccounts(db: Db): Promise<StaffRow[]> {
  const rows = await db
    .select()
    .from(users)
    .where(ne(users.role, 'user'))
    .orderBy(asc(users.created_at), asc(users.id));
  return rows as StaffRow[];
}

/** The staff account with this id; null for a member's id or an unknown one. */
export async function findStaffAccount(db: Db, id: number): Promise<StaffRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), ne(users.role, 'user')))
    .limit(1);
  return (row as StaffRow | undefined) ?? null;
}

/** Administrators who can still sign in, leaving one account out. */
export async function otherActiveAdmins(db: Db, exceptId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.suspended_at), ne(users.id, exceptId)))
    .limit(1);
  return row?.count ?? 0;
}

export async function emailInUse(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return !!row;
}

/** The staff account, locked until the transaction ends; null for a member's id or an unknown one. */
export async function lockStaffAccount(tx: Db, id: number): Promise<StaffRow | null> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), ne(users.role, 'user')))
    .for('update');
  return (row as StaffRow | undefined) ?? null;
}

/** Changes columns of a staff account (its version moves on) and answers the row afterwards. */
export async function updateStaffAccount(
  tx: Db,
  id: number,
  changes: Partial<typeof users.$inferInsert>,
): Promise<StaffRow> {
  const [row] = await tx
    .update(users)
    .set({ ...changes, version: nextVersion(users.version) })
    .where(eq(users.id, id))
    .returning();
  return row as StaffRow;
}
