import 'server-only';
import { eq, inArray } from 'drizzle-orm';

import { notFound } from '@/lib/api/errors';
import type { StaffChangeOutcome, StaffChangeScope } from '@/lib/api/staff-change';
import { nextVersion } from '@/lib/db/next-version';
import { experts, poolExperts, pools } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import { POOL_ACTIONS } from '../constants';
import type { PoolFields, StaffPool } from '../schemas';

import { poolMembers, staffPoolOf } from './queries';
import { unknownChoices } from './unknown-choices';

type PoolRow = typeof pools.$inferSelect;
type Outcome<T> = Promise<StaffChangeOutcome<T>>;

async function checkExperts(tx: Db, ids: number[]) {
  if (ids.length === 0) return;
  const found = await tx.select({ id: experts.id }).from(experts).where(inArray(experts.id, ids));
  unknownChoices('experts', ids, new Set(found.map((row) => row.id)));
}

/** The pool's experts as given, in that order. */
async function setMembers(tx: Db, poolId: number, ids: number[]) {
  await tx.delete(poolExperts).where(eq(poolExperts.pool_id, poolId));
  if (ids.length === 0) return;
  await tx
    .insert(poolExperts)
    .values(ids.map((expert_id, index) => ({ pool_id: poolId, expert_id, sort_order: index + 1 })));
}

async function lockPool(tx: Db, id: number): Promise<PoolRow> {
  const [row] = await tx.select().from(pools).where(eq(pools.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

async function staffView(tx: Db, row: PoolRow): Promise<StaffPool> {
  return staffPoolOf(row, await poolMembers(tx));
}

const fieldsOf = ({ experts: _experts, version: _version, ...fields }: PoolFields) => fields;

/** POST /api/staff/pools: the pool and its experts in order. */
export async function createPool(
  { tx, now }: StaffChangeScope,
  input: PoolFields,
): Outcome<StaffPool> {
  await checkExperts(tx, input.experts);
  const at = now.toISOString();
  const [row] = await tx
    .insert(pools)
    .values({ ...fieldsOf(input), created_at: at, updated_at: at })
    .returning();
  await setMembers(tx, row!.id, input.experts);
  const after = await staffView(tx, row!);
  return {
    result: after,
    audit: { action: POOL_ACTIONS.create, entityType: 'pools', entityId: row!.id, after },
  };
}

/** PUT /api/staff/pools/{id}: names, descriptions and the experts' list replaced. */
export async function updatePool(
  { tx, now, checkVersion }: StaffChangeScope,
  id: number,
  input: PoolFields,
): Outcome<StaffPool> {
  const locked = await lockPool(tx, id);
  checkVersion(locked.version);
  const before = await staffView(tx, locked);
  await checkExperts(tx, input.experts);
  const [row] = await tx
    .update(pools)
    .set({ ...fieldsOf(input), version: nextVersion(pools.version), updated_at: now.toISOString() })
    .where(eq(pools.id, id))
    .returning();
  await setMembers(tx, id, input.experts);
  const after = await staffView(tx, row!);
  return {
    result: after,
    audit: { action: POOL_ACTIONS.update, entityType: 'pools', entityId: id, before, after },
  };
}

/** DELETE /api/staff/pools/{id}: the pool goes; its experts stay in the directory. */
export async function deletePool(
  { tx, checkVersion }: StaffChangeScope,
  id: number,
): Outcome<{ id: number }> {
  const locked = await lockPool(tx, id);
  checkVersion(locked.version);
  const before = await staffView(tx, locked);
  await tx.delete(pools).where(eq(pools.id, id));
  return {
    result: { id },
    audit: { action: POOL_ACTIONS.remove, entityType: 'pools', entityId: id, before },
  };
}
