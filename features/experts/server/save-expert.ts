import 'server-only';
import { eq } from 'drizzle-orm';

import { notFound } from '@/lib/api/errors';
import type { StaffChangeOutcome, StaffChangeScope } from '@/lib/api/staff-change';
import { nextVersion } from '@/lib/db/next-version';
import { experts } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import { EXPERT_ACTIONS } from '../constants';
import type { ExpertFields, StaffExpert } from '../schemas';

import { listSectors, poolMembers, publicExpert, staffExpertOf } from './queries';
import { unknownChoices } from './unknown-choices';

type ExpertRow = typeof experts.$inferSelect;
type Outcome<T> = Promise<StaffChangeOutcome<T>>;

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

const fieldsOf = ({ version: _version, ...fields }: ExpertFields) => fields;

/** POST /api/staff/experts: a new expert. */
export async function createExpert(
  { tx, now }: StaffChangeScope,
  input: ExpertFields,
): Outcome<StaffExpert> {
  await checkSectors(tx, input);
  const at = now.toISOString();
  const [row] = await tx
    .insert(experts)
    .values({ ...fieldsOf(input), created_at: at, updated_at: at })
    .returning();
  const audit = { action: EXPERT_ACTIONS.create, entityType: 'experts', entityId: row!.id };
  return { result: await staffView(tx, row!), audit: { ...audit, after: audited(row!) } };
}

/** PUT /api/staff/experts/{id}: 404 for an unknown id, 409 from a stale version. */
export async function updateExpert(
  { tx, now, checkVersion }: StaffChangeScope,
  id: number,
  input: ExpertFields,
): Outcome<StaffExpert> {
  const before = await lockExpert(tx, id);
  checkVersion(before.version);
  await checkSectors(tx, input);
  const [row] = await tx
    .update(experts)
    .set({
      ...fieldsOf(input),
      version: nextVersion(experts.version),
      updated_at: now.toISOString(),
    })
    .where(eq(experts.id, id))
    .returning();
  const audit = { action: EXPERT_ACTIONS.update, entityType: 'experts', entityId: id };
  return {
    result: await staffView(tx, row!),
    audit: { ...audit, before: audited(before), after: audited(row!) },
  };
}

/** DELETE /api/staff/experts/{id}: the expert leaves its pools too (the rows cascade). */
export async function deleteExpert(
  { tx, checkVersion }: StaffChangeScope,
  id: number,
): Outcome<{ id: number }> {
  const before = await lockExpert(tx, id);
  checkVersion(before.version);
  await tx.delete(experts).where(eq(experts.id, id));
  const audit = { action: EXPERT_ACTIONS.remove, entityType: 'experts', entityId: id };
  return { result: { id }, audit: { ...audit, before: audited(before) } };
}
