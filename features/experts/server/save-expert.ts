import 'server-only';
import { eq } from 'drizzle-orm';

import { notFound } from '@/lib/api/errors';
import { writeAudit } from '@/lib/audit/write-audit';
import { experts } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import { EXPERT_ACTIONS } from '../constants';
import type { ExpertFields, StaffExpert } from '../schemas';

import { listSectors, poolMembers, publicExpert, staffExpertOf } from './queries';
import { unknownChoices, type StaffChange } from './staff-change';

type ExpertRow = typeof experts.$inferSelect;

async function checkSectors(tx: Db, input: ExpertFields) {
  const known = new Set((await listSectors(tx)).map((sector) => sector.iid));
  unknownChoices('sectors', input.sectors, known);
}

/** What the audit keeps of an expert: every field an editor changes. */
const audited = (row: ExpertRow) => ({ ...publicExpert(row), email: row.email, phone: row.phone });

async function lockExpert(tx: Db, id: number): Promise<ExpertRow> {
  const [row] = await tx.select().from(experts).where(eq(experts.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

async function staffView(tx: Db, row: ExpertRow): Promise<StaffExpert> {
  return staffExpertOf(row, await poolMembers(tx));
}

/** POST /api/staff/experts: the expert and its audit entry in one transaction. */
export async function createExpert(change: StaffChange, input: ExpertFields): Promise<StaffExpert> {
  return change.db.transaction(async (tx) => {
    await checkSectors(tx, input);
    const at = change.now.toISOString();
    const [row] = await tx
      .insert(experts)
      .values({ ...input, created_at: at, updated_at: at })
      .returning();
    await writeAudit(
      tx,
      change.actor,
      {
        action: EXPERT_ACTIONS.create,
        entityType: 'experts',
        entityId: row!.id,
        after: audited(row!),
      },
      change.now,
    );
    return staffView(tx, row!);
  });
}

/** PUT /api/staff/experts/{id}: 404 for an unknown id; the entry keeps before and after. */
export async function updateExpert(
  change: StaffChange,
  id: number,
  input: ExpertFields,
): Promise<StaffExpert> {
  return change.db.transaction(async (tx) => {
    const before = await lockExpert(tx, id);
    await checkSectors(tx, input);
    const [row] = await tx
      .update(experts)
      .set({ ...input, updated_at: change.now.toISOString() })
      .where(eq(experts.id, id))
      .returning();
    await writeAudit(
      tx,
      change.actor,
      {
        action: EXPERT_ACTIONS.update,
        entityType: 'experts',
        entityId: id,
        before: audited(before),
        after: audited(row!),
      },
      change.now,
    );
    return staffView(tx, row!);
  });
}

/** DELETE /api/staff/experts/{id}: the expert leaves its pools too (the rows cascade). */
export async function deleteExpert(change: StaffChange, id: number): Promise<{ id: number }> {
  return change.db.transaction(async (tx) => {
    const before = await lockExpert(tx, id);
    await tx.delete(experts).where(eq(experts.id, id));
    await writeAudit(
      tx,
      change.actor,
      {
        action: EXPERT_ACTIONS.remove,
        entityType: 'experts',
        entityId: id,
        before: audited(before),
      },
      change.now,
    );
    return { id };
  });
}
