import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';

import { notFound } from '@/lib/api/errors';
import type { StaffChangeScope } from '@/lib/api/staff-change';
import type { AuditEntry } from '@/lib/audit/write-audit';
import { nextVersion } from '@/lib/db/next-version';
import { agreementDutyFacts } from '@/lib/db/schema';
import { fieldsOf } from '@/lib/db/table-schemas';
import type { Db } from '@/lib/db/types';

import { sourceOf } from '../applicable-terms';
import { type DutyFactInput, type StaffDutyFact, staffDutyFactSchema } from '../duty-fact-schemas';
import { scopeOf } from '../duty-facts';

import { lockAgreement } from './staff-legal-status';
import { sourceColumns } from './staff-source-columns';

// Issue 46, market access in the console: an agreement's duty facts with their scope, one by one
// (./staff-duty-fact-routes.ts) or every agreement's as a CSV file (./staff-duty-facts-csv-routes.ts).

type FactRow = typeof agreementDutyFacts.$inferSelect;
const ENTITY = 'agreement_duty_facts';

const factFields = staffDutyFactSchema.omit({ scope: true, tariff: true, source: true });
export const dutyFactOf = (row: FactRow): StaffDutyFact => ({
  ...fieldsOf(factFields, row),
  scope: scopeOf(row),
  tariff: { name: row.tariff_name, url: row.tariff_url },
  source: sourceOf(row),
});

/** The facts of `agreementIds` (every agreement's when null), by agreement then id. */
export async function listDutyFacts(db: Db, agreementIds: number[] | null) {
  const rows = await db
    .select()
    .from(agreementDutyFacts)
    .where(agreementIds ? inArray(agreementDutyFacts.agreement_id, agreementIds) : undefined)
    .orderBy(asc(agreementDutyFacts.agreement_id), asc(agreementDutyFacts.id));
  return rows.map(dutyFactOf);
}

const factColumns = (input: DutyFactInput) => ({
  partners: [...input.partners].sort(),
  scope_kind: input.scope.kind,
  scope_from: input.scope.from,
  scope_to: input.scope.to,
  except_codes: input.scope.except,
  duty_kind: input.duty_kind,
  text_en: input.text_en,
  text_ar: input.text_ar,
  tariff_name: input.tariff.name,
  tariff_url: input.tariff.url,
  since: input.since,
  sample: input.sample,
  ...sourceColumns(input.source),
});

async function lockFact(tx: Db, agreementId: number, factId: number) {
  const [row] = await tx
    .select()
    .from(agreementDutyFacts)
    .where(and(eq(agreementDutyFacts.id, factId), eq(agreementDutyFacts.agreement_id, agreementId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** Adds a fact (no audit of its own: the caller's). */
export async function insertDutyFact(tx: Db, now: Date, agreementId: number, input: DutyFactInput) {
  const stamp = now.toISOString();
  const [created] = await tx
    .insert(agreementDutyFacts)
    .values({
      agreement_id: agreementId,
      ...factColumns(input),
      created_at: stamp,
      updated_at: stamp,
    })
    .returning();
  const row = dutyFactOf(created!);
  const audit: AuditEntry = {
    action: 'agreement-duty-fact.create',
    entityType: ENTITY,
    entityId: row.id,
    after: row,
  };
  return { row, audit };
}

export async function createDutyFact(
  { tx, now }: StaffChangeScope,
  agreementId: number,
  input: DutyFactInput,
) {
  await lockAgreement(tx, agreementId);
  const { row, audit } = await insertDutyFact(tx, now, agreementId, input);
  return { result: row, audit };
}

export async function updateDutyFact(
  { tx, now, checkVersion }: StaffChangeScope,
  agreementId: number,
  factId: number,
  input: DutyFactInput,
) {
  const stored = await lockFact(tx, agreementId, factId);
  checkVersion(stored.version);
  const [changed] = await tx
    .update(agreementDutyFacts)
    .set({
      ...factColumns(input),
      version: nextVersion(agreementDutyFacts.version),
      updated_at: now.toISOString(),
    })
    .where(eq(agreementDutyFacts.id, factId))
    .returning();
  const before = dutyFactOf(stored);
  const after = dutyFactOf(changed!);
  const audit = { action: 'agreement-duty-fact.update', entityType: ENTITY, entityId: factId };
  return { result: after, audit: { ...audit, before, after } };
}

export async function deleteDutyFact(
  { tx, checkVersion }: StaffChangeScope,
  agreementId: number,
  factId: number,
) {
  const stored = await lockFact(tx, agreementId, factId);
  checkVersion(stored.version);
  await tx.delete(agreementDutyFacts).where(eq(agreementDutyFacts.id, factId));
  const audit = { action: 'agreement-duty-fact.delete', entityType: ENTITY, entityId: factId };
  return { result: { id: factId }, audit: { ...audit, before: dutyFactOf(stored) } };
}

/**
 * The CSV import: the facts of each agreement the file names are replaced by the file's rows, in
 * the caller's transaction; one audit entry a removed and an added fact.
 */
export async function replaceDutyFacts(
  tx: Db,
  now: Date,
  rows: readonly { agreementId: number; input: DutyFactInput }[],
) {
  const ids = [...new Set(rows.map((row) => row.agreementId))].sort((a, b) => a - b);
  const audit: AuditEntry[] = [];
  for (const id of ids) await lockAgreement(tx, id);
  const removed = await tx
    .delete(agreementDutyFacts)
    .where(inArray(agreementDutyFacts.agreement_id, ids))
    .returning();
  for (const row of removed) {
    audit.push({
      action: 'agreement-duty-fact.delete',
      entityType: ENTITY,
      entityId: row.id,
      before: dutyFactOf(row),
    });
  }
  for (const row of rows) {
    audit.push((await insertDutyFact(tx, now, row.agreementId, row.input)).audit);
  }
  return {
    result: { agreements: ids.length, removed: removed.length, created: rows.length },
    audit,
  };
}
