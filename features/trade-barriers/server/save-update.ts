import 'server-only';
import { and, eq } from 'drizzle-orm';

import { notFound } from '@/lib/api/errors';
import type { StaffChangeOutcome, StaffChangeScope } from '@/lib/api/staff-change';
import { nextVersion } from '@/lib/db/next-version';
import { tradeBarriers, tradeBarrierUpdates } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import { BARRIER_ACTIONS, BARRIER_ENTITIES } from '../constants';
import type { BarrierUpdateInput, StaffBarrierUpdate } from '../schemas';

// Issue 39 part 3: an entry's public updates added, changed and removed, each in one staff change
// (the update's version checked, audited). A published entry shows the change at once.

type UpdateRow = typeof tradeBarrierUpdates.$inferSelect;
type Outcome<T> = Promise<StaffChangeOutcome<T>>;

const entity = (id: number) => ({ entityType: BARRIER_ENTITIES.update, entityId: id });
const audited = ({ created_at: _c, updated_at: _u, version: _v, ...row }: UpdateRow) => row;
const answerOf = (row: UpdateRow): StaffBarrierUpdate => ({
  id: row.id,
  date: row.date,
  text_eng: row.text_eng,
  text_ara: row.text_ara,
  version: row.version,
});

async function lockUpdate(tx: Db, barrierId: number, id: number): Promise<UpdateRow> {
  const [row] = await tx
    .select()
    .from(tradeBarrierUpdates)
    .where(and(eq(tradeBarrierUpdates.id, id), eq(tradeBarrierUpdates.barrier_id, barrierId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** POST /api/staff/trade-barriers/{id}/updates: a new update of an entry. */
export async function createBarrierUpdate(
  { tx, now }: StaffChangeScope,
  barrierId: number,
  { version: _version, ...input }: BarrierUpdateInput,
): Outcome<StaffBarrierUpdate> {
  const [entry] = await tx
    .select({ id: tradeBarriers.id })
    .from(tradeBarriers)
    .where(eq(tradeBarriers.id, barrierId));
  if (!entry) throw notFound();
  const at = now.toISOString();
  const [row] = await tx
    .insert(tradeBarrierUpdates)
    .values({ ...input, barrier_id: barrierId, created_at: at, updated_at: at })
    .returning();
  return {
    result: answerOf(row!),
    audit: { action: BARRIER_ACTIONS.createUpdate, ...entity(row!.id), after: audited(row!) },
  };
}

/** PUT /api/staff/trade-barriers/{id}/updates/{updateId}: its day and texts. */
export async function changeBarrierUpdate(
  { tx, now, checkVersion }: StaffChangeScope,
  barrierId: number,
  id: number,
  { version: _version, ...input }: BarrierUpdateInput,
): Outcome<StaffBarrierUpdate> {
  const before = await lockUpdate(tx, barrierId, id);
  checkVersion(before.version);
  const [row] = await tx
    .update(tradeBarrierUpdates)
    .set({
      ...input,
      version: nextVersion(tradeBarrierUpdates.version),
      updated_at: now.toISOString(),
    })
    .where(eq(tradeBarrierUpdates.id, id))
    .returning();
  return {
    result: answerOf(row!),
    audit: {
      action: BARRIER_ACTIONS.changeUpdate,
      ...entity(id),
      before: audited(before),
      after: audited(row!),
    },
  };
}

/** DELETE /api/staff/trade-barriers/{id}/updates/{updateId}: at the version If-Match names. */
export async function deleteBarrierUpdate(
  { tx, checkVersion }: StaffChangeScope,
  barrierId: number,
  id: number,
): Outcome<{ id: number }> {
  const before = await lockUpdate(tx, barrierId, id);
  checkVersion(before.version);
  await tx.delete(tradeBarrierUpdates).where(eq(tradeBarrierUpdates.id, id));
  return {
    result: { id },
    audit: { action: BARRIER_ACTIONS.deleteUpdate, ...entity(id), before: audited(before) },
  };
}
