import 'server-only';
import { eq, inArray } from 'drizzle-orm';

import { notFound } from '@/lib/api/errors';
import { writeAudit } from '@/lib/audit/write-audit';
import { experts, poolExperts, pools } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import { POOL_ACTIONS } from '../constants';
import type { PoolFields, StaffPool } from '../schemas';

import { poolMembers, poolOf } from './queries';
import { unknownChoices, type StaffChange } from './staff-change';

type PoolRow = typeof pools.$inferSelect;

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
  return {
    ...poolOf(row, await poolMembers(tx)),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

const fieldsOf = ({ experts: _experts, ...fields }: PoolFields) => fields;

/** POST /api/staff/pools: the pool, its experts in order and the audit entry, in one transaction. */
export async function createPool(change: StaffChange, input: PoolFields): Promise<StaffPool> {
  return change.db.transaction(async (tx) => {
    await checkExperts(tx, input.experts);
    const at = change.now.toISOString();
    const [row] = await tx
      .insert(pools)
      .values({ ...fieldsOf(input), created_at: at, updated_at: at })
      .returning();
    await setMembers(tx, row!.id, input.experts);
    const after = await staffView(tx, row!);
    await writeAudit(
      tx,
      change.actor,
      { action: POOL_ACTIONS.create, entityType: 'pools', entityId: row!.id, after },
      change.now,
    );
    return after;
  });
}

/** PUT /api/staff/pools/{id}: names, descriptions and the experts' list replaced. */
export async function updatePool(
  change: StaffChange,
  id: number,
  input: PoolFields,
): Promise<StaffPool> {
  return change.db.transaction(async (tx) => {
    const before = await staffView(tx, await lockPool(tx, id));
    await checkExperts(tx, input.experts);
    const [row] = await tx
      .update(pools)
      .set({ ...fieldsOf(input), updated_at: change.now.toISOString() })
      .where(eq(pools.id, id))
      .returning();
    await setMembers(tx, id, input.experts);
    const after = await staffView(tx, row!);
    await writeAudit(
      tx,
      change.actor,
      { action: POOL_ACTIONS.update, entityType: 'pools', entityId: id, before, after },
      change.now,
    );
    return after;
  });
}

/** DELETE /api/staff/pools/{id}: the pool goes; its experts stay in the directory. */
export async function deletePool(change: StaffChange, id: number): Promise<{ id: number }> {
  return change.db.transaction(async (tx) => {
    const before = await staffView(tx, await lockPool(tx, id));
    await tx.delete(pools).where(eq(pools.id, id));
    await writeAudit(
      tx,
      change.actor,
      { action: POOL_ACTIONS.remove, entityType: 'pools', entityId: id, before },
      change.now,
    );
    return { id };
  });
}
