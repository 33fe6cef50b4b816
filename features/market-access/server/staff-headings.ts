import 'server-only';
import { and, asc, count, eq, inArray, like } from 'drizzle-orm';

import { notFound } from '@/lib/api/errors';
import type { StaffChangeScope } from '@/lib/api/staff-change';
import type { AuditEntry } from '@/lib/audit/write-audit';
import { nextVersion } from '@/lib/db/next-version';
import { agreementHeadings, hsCodes } from '@/lib/db/schema';
import { fieldsOf } from '@/lib/db/table-schemas';
import type { Db } from '@/lib/db/types';
import { hsDigitsOf } from '@/lib/hs/hs-code';
import { clampPage, pageFields, pageOffset } from '@/lib/pagination';

import { sourceOf } from '../applicable-terms';
import type { HeadingTermsInput } from '../schemas';
import {
  type StaffHeadingTerms,
  type StaffHeadingsQuery,
  staffHeadingTermsSchema,
} from '../staff-schemas';

import { lockAgreement } from './staff-legal-status';
import { sourceColumns } from './staff-source-columns';

// Issue 37, market access in the console: an agreement's terms per heading and subheading, one by
// one (./staff-heading-routes.ts) or as a CSV file (./staff-headings-csv-routes.ts).

type HeadingRow = typeof agreementHeadings.$inferSelect;
const headingFields = staffHeadingTermsSchema.omit({ source: true });
export const headingTermsOf = (row: HeadingRow): StaffHeadingTerms => ({
  ...fieldsOf(headingFields, row),
  source: sourceOf(row),
});

export async function listHeadingTerms(db: Db, id: number, query: StaffHeadingsQuery) {
  const digits = query.code === undefined ? null : (hsDigitsOf(query.code) ?? '');
  const where = and(
    eq(agreementHeadings.agreement_id, id),
    digits === null ? undefined : like(agreementHeadings.hs_code, `${digits}%`),
  );
  const [total] = await db.select({ value: count() }).from(agreementHeadings).where(where);
  const page = clampPage(query.page, total?.value ?? 0, query.page_size);
  const rows = await db
    .select()
    .from(agreementHeadings)
    .where(where)
    .orderBy(asc(agreementHeadings.hs_code))
    .limit(query.page_size)
    .offset(pageOffset(page, query.page_size));
  return {
    data: rows.map(headingTermsOf),
    ...pageFields(total?.value ?? 0, page, query.page_size),
  };
}

export async function allHeadingTerms(db: Db, id: number): Promise<StaffHeadingTerms[]> {
  const rows = await db
    .select()
    .from(agreementHeadings)
    .where(eq(agreementHeadings.agreement_id, id))
    .orderBy(asc(agreementHeadings.hs_code));
  return rows.map(headingTermsOf);
}

/** The codes of `codes` (4 or 6 digits) that the nomenclature holds. */
export async function knownCodes(db: Db, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: hsCodes.code })
    .from(hsCodes)
    .where(inArray(hsCodes.code, [...new Set(codes)]));
  return new Set(rows.map((row) => row.code));
}

const termsColumns = (input: HeadingTermsInput) => {
  const { source, ...fields } = input;
  return { ...fields, ...sourceColumns(source) };
};

async function lockHeading(tx: Db, agreementId: number, headingId: number) {
  const [row] = await tx
    .select()
    .from(agreementHeadings)
    .where(
      and(eq(agreementHeadings.id, headingId), eq(agreementHeadings.agreement_id, agreementId)),
    )
    .for('update');
  if (!row) throw notFound();
  return row;
}

async function headingByCode(tx: Db, agreementId: number, code: string) {
  const [row] = await tx
    .select()
    .from(agreementHeadings)
    .where(
      and(eq(agreementHeadings.agreement_id, agreementId), eq(agreementHeadings.hs_code, code)),
    )
    .for('update');
  return row;
}

const HEADING_ENTITY = 'agreement_headings';

/** Writes one row's terms: a new row, or the stored row of the same code changed. */
export async function upsertHeading(
  tx: Db,
  now: Date,
  agreementId: number,
  input: HeadingTermsInput,
): Promise<{ row: StaffHeadingTerms; audit: AuditEntry; created: boolean }> {
  const stamp = now.toISOString();
  const stored = await headingByCode(tx, agreementId, input.hs_code);
  if (!stored) {
    const [created] = await tx
      .insert(agreementHeadings)
      .values({
        agreement_id: agreementId,
        ...termsColumns(input),
        created_at: stamp,
        updated_at: stamp,
      })
      .returning();
    const row = headingTermsOf(created!);
    const audit = {
      action: 'agreement-heading.create',
      entityType: HEADING_ENTITY,
      entityId: row.id,
    };
    return { row, created: true, audit: { ...audit, after: row } };
  }
  const [changed] = await tx
    .update(agreementHeadings)
    .set({
      ...termsColumns(input),
      version: nextVersion(agreementHeadings.version),
      updated_at: stamp,
    })
    .where(eq(agreementHeadings.id, stored.id))
    .returning();
  const row = headingTermsOf(changed!);
  const audit = {
    action: 'agreement-heading.update',
    entityType: HEADING_ENTITY,
    entityId: row.id,
  };
  return { row, created: false, audit: { ...audit, before: headingTermsOf(stored), after: row } };
}

/** A new row; 409 when the agreement already has one for the code (edit that one). */
export async function createHeading(
  { tx, now }: StaffChangeScope,
  agreementId: number,
  input: HeadingTermsInput,
  conflict: () => Error,
) {
  await lockAgreement(tx, agreementId);
  if (await headingByCode(tx, agreementId, input.hs_code)) throw conflict();
  const { row, audit } = await upsertHeading(tx, now, agreementId, input);
  return { result: row, audit };
}

export async function updateHeading(
  { tx, now, checkVersion }: StaffChangeScope,
  agreementId: number,
  headingId: number,
  input: HeadingTermsInput,
  conflict: () => Error,
) {
  const stored = await lockHeading(tx, agreementId, headingId);
  checkVersion(stored.version);
  if (input.hs_code !== stored.hs_code && (await headingByCode(tx, agreementId, input.hs_code))) {
    throw conflict();
  }
  const [changed] = await tx
    .update(agreementHeadings)
    .set({
      ...termsColumns(input),
      version: nextVersion(agreementHeadings.version),
      updated_at: now.toISOString(),
    })
    .where(eq(agreementHeadings.id, headingId))
    .returning();
  const before = headingTermsOf(stored);
  const after = headingTermsOf(changed!);
  const audit = {
    action: 'agreement-heading.update',
    entityType: HEADING_ENTITY,
    entityId: headingId,
  };
  return { result: after, audit: { ...audit, before, after } };
}

export async function deleteHeading(
  { tx, checkVersion }: StaffChangeScope,
  agreementId: number,
  headingId: number,
) {
  const stored = await lockHeading(tx, agreementId, headingId);
  checkVersion(stored.version);
  await tx.delete(agreementHeadings).where(eq(agreementHeadings.id, headingId));
  const audit = {
    action: 'agreement-heading.delete',
    entityType: HEADING_ENTITY,
    entityId: headingId,
  };
  return { result: { id: headingId }, audit: { ...audit, before: headingTermsOf(stored) } };
}
