import 'server-only';
import { and, eq } from 'drizzle-orm';

import { RECORD_STATUS } from '@/features/companies/constants';
import { isWaiting } from '@/features/companies/review-status';
import { ApiError, notFound } from '@/lib/api/errors';
import type { StaffChangeOutcome, StaffChangeScope } from '@/lib/api/staff-change';
import { nextVersion } from '@/lib/db/next-version';
import { mailOutbox, users } from '@/lib/db/schema';
import { outboxRows } from '@/lib/mail/outbox';

import type { ApprovalDecision, ApprovalType } from '../approval-types';
import { changedFields, fieldsOf } from '../review-fields';
import type { DecisionAnswer } from '../schemas';

import { decisionEmail } from './decision-email';
import { readRecord } from './review';
import { entityTypeOf, tableOf } from './waiting-records';

export type DecisionInput = {
  type: ApprovalType;
  id: number;
  decision: ApprovalDecision;
  /** The refusal's reason, in the member's language (required to refuse). */
  reason?: string;
};

type Values = Record<string, unknown>;

const pick = (values: Values, fields: string[]) =>
  Object.fromEntries(fields.map((field) => [field, values[field] ?? null]));

/** The stored files a version of a record shows: pictures, PDFs, certificates. */
function filesOf(values: Values): Set<string> {
  const certificates = Array.isArray(values.certificates)
    ? (values.certificates as { file?: unknown }[]).map((item) => item?.file)
    : [];
  return new Set(
    [
      values.logo,
      values.company_profile_pdf,
      values.image,
      values.certificate_image,
      ...certificates,
    ].filter((key): key is string => typeof key === 'string' && key !== ''),
  );
}

/**
 * issue 13: approves (20) or refuses (30) a waiting record, with the member's e-mail (the outbox),
 * in the staff change's transaction. Approving publishes a change (the submitted values become
 * the public version, the approved snapshot is dropped) and, for a company, opens the owner's
 * international buyers access. Refusing keeps a change's approved version, which the public goes
 * on seeing (publicVersion). A record that no longer waits, or that the member changed since the
 * officer opened it, is refused (422 no longer waiting; 409 changed since). Answers the files only
 * the dropped version used: the caller removes them once the transaction has committed.
 */
export async function decide(
  { tx, now: at, checkVersion }: StaffChangeScope,
  input: DecisionInput,
  siteUrl: string,
): Promise<StaffChangeOutcome<{ answer: DecisionAnswer; unusedFiles: string[] }>> {
  const { type, id, decision } = input;
  const table = tableOf(type);
  const now = at.toISOString();
  const record = await readRecord(tx, type, id, { lock: true });
  if (!record) throw notFound();
  const { row, owner, submitted } = record;
  if (!isWaiting(row.status)) throw new ApiError(422, 'Approvals.notWaiting');
  checkVersion(row.version);
  const approve = decision === 'approve';
  const snapshot = row.approved;
  const changes = snapshot ? changedFields(fieldsOf(type), snapshot, submitted) : [];
  const status = approve ? RECORD_STATUS.approved : RECORD_STATUS.refused;
  const note = approve ? null : (input.reason ?? '');
  const set = approve
    ? { status, status_note: null, approved: null, updated_at: now }
    : { status, status_note: note, updated_at: now };
  const version = nextVersion(table.version);
  // The status in the WHERE: a decision taken meanwhile (or a member's edit) updates nothing.
  const updated = await tx
    .update(table)
    .set({ ...set, version })
    .where(and(eq(table.id, id), eq(table.status, row.status)))
    .returning({ id: table.id });
  if (updated.length === 0) throw new ApiError(422, 'Approvals.notWaiting');

  const before: Values = { status: row.status, status_note: row.status_note ?? null };
  const after: Values = { status, status_note: note };
  if (approve && snapshot) {
    Object.assign(before, pick({ ...submitted, ...snapshot }, changes));
    Object.assign(after, pick(submitted, changes));
  }
  if (approve && type === 'company') {
    const [access] = await tx
      .update(users)
      .set({ international_buyers_access: 1, updated_at: now })
      .where(eq(users.id, owner.id))
      .returning({ id: users.id });
    if (!access) throw new Error('the company owner was not found');
    before.international_buyers_access = record.ownerAccess;
    after.international_buyers_access = 1;
  }
  const audit = {
    action: `${type}.${approve ? 'approve' : 'refuse'}`,
    entityType: entityTypeOf(type),
    entityId: id,
    before,
    after,
  };
  const mail = decisionEmail({
    type,
    decision,
    change: snapshot !== null,
    reason: note,
    owner,
    name: nameFor(type, submitted, owner.locale),
    siteUrl,
  });
  await tx.insert(mailOutbox).values(outboxRows([mail], at));

  const shown = filesOf(submitted);
  const unusedFiles =
    approve && snapshot ? [...filesOf(snapshot)].filter((key) => !shown.has(key)) : [];
  const answer = { type, id, status, status_note: note };
  return { result: { answer, unusedFiles }, audit };
}

/** The record's name for its owner: a company's registered name, an item's in their language. */
function nameFor(type: ApprovalType, values: Values, locale: 'en' | 'ar'): string {
  if (type === 'company') return String(values.company_registered_name ?? '');
  const name = locale === 'ar' ? values.name_ara : values.name_eng;
  return String(name || values.name_eng || '');
}
