import 'server-only';
import { and, asc, count, eq, inArray, like } from 'drizzle-orm';

import { notFound } from '@/lib/api/errors';
import type { StaffChangeScope } from '@/lib/api/staff-change';
import type { AuditEntry } from '@/lib/audit/write-audit';
import { nextVersion } from '@/lib/db/next-version';
import { agreementHeadings, agreementOriginRules, hsCodes, tradeAgreements } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { hsDigitsOf } from '@/lib/hs/hs-code';
import { clampPage, pageFields, pageOffset } from '@/lib/pagination';

import { sourceOf } from '../applicable-terms';
import type { GeneralOriginRule, GeneralOriginRuleInput, HeadingTermsInput } from '../schemas';
import type { StaffHeadingTerms, StaffHeadingsQuery, StaffLegalStatus } from '../staff-schemas';

import { LEGAL_STATUS_COLUMNS, originRuleOf } from './terms-rows';

// Issue 37, market access in the console: the reads and writes of an agreement's general rule of
// origin, its legal status note and source, and its headings' terms. The routes wrap each write in
// staffChange (audit, version, re-validation).

type Source = GeneralOriginRuleInput['source'];
const sourceColumns = (source: Source) => ({
  source_name_en: source.name_en,
  source_name_ar: source.name_ar,
  source_url: source.url,
  source_date: source.date,
});

const STATUS_COLUMNS = {
  id: tradeAgreements.id,
  ...LEGAL_STATUS_COLUMNS,
  version: tradeAgreements.version,
};

/** The agreement's legal status, locked for the change; 404 when there is no such agreement. */
export async function lockAgreement(tx: Db, id: number) {
  const [row] = await tx
    .select(STATUS_COLUMNS)
    .from(tradeAgreements)
    .where(eq(tradeAgreements.id, id))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** The agreement's legal status as it is now; null when there is no such agreement. */
export async function readLegalStatus(db: Db, id: number): Promise<StaffLegalStatus | null> {
  const [row] = await db
    .select(STATUS_COLUMNS)
    .from(tradeAgreements)
    .where(eq(tradeAgreements.id, id));
  return row ? legalStatusOf(row) : null;
}

export async function agreementExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tradeAgreements.id })
    .from(tradeAgreements)
    .where(eq(tradeAgreements.id, id));
  return row !== undefined;
}

type StatusRow = Awaited<ReturnType<typeof lockAgreement>>;

export function legalStatusOf(row: StatusRow): StaffLegalStatus {
  return {
    id: row.id,
    legal_status: row.legal_status,
    note_en: row.note_en,
    note_ar: row.note_ar,
    source: sourceOf(row),
    version: row.version,
  };
}

export async function saveLegalStatus(
  { tx, now, checkVersion }: StaffChangeScope,
  id: number,
  input: Omit<StaffLegalStatus, 'id' | 'version' | 'source'> & { source: Source },
) {
  const before = legalStatusOf(await lockAgreement(tx, id));
  checkVersion(before.version);
  await tx
    .update(tradeAgreements)
    .set({
      legal_status: input.legal_status,
      legal_status_note_eng: input.note_en,
      legal_status_note_ara: input.note_ar,
      legal_status_source_eng: input.source.name_en,
      legal_status_source_ara: input.source.name_ar,
      legal_status_source_url: input.source.url,
      legal_status_source_date: input.source.date,
      version: nextVersion(tradeAgreements.version),
      updated_at: now.toISOString(),
    })
    .where(eq(tradeAgreements.id, id));
  const after = legalStatusOf(await lockAgreement(tx, id));
  const audit = { action: 'agreement.legal-status', entityType: 'trade_agreements', entityId: id };
  return { result: after, audit: { ...audit, before, after } };
}

// ----- the general rule of origin -----

export async function readOriginRule(db: Db, id: number): Promise<GeneralOriginRule | null> {
  const [row] = await db
    .select()
    .from(agreementOriginRules)
    .where(eq(agreementOriginRules.agreement_id, id));
  return row ? originRuleOf(row) : null;
}

/** Creates the agreement's general rule, or changes it from the version the editor started from. */
export async function saveOriginRule(
  { tx, now, checkVersion }: StaffChangeScope,
  id: number,
  input: GeneralOriginRuleInput,
) {
  await lockAgreement(tx, id);
  const [stored] = await tx
    .select()
    .from(agreementOriginRules)
    .where(eq(agreementOriginRules.agreement_id, id))
    .for('update');
  const { source, ...fields } = input;
  const values = { ...fields, ...sourceColumns(source), updated_at: now.toISOString() };
  const audit = { entityType: 'agreement_origin_rules', entityId: id };
  if (!stored) {
    const [created] = await tx
      .insert(agreementOriginRules)
      .values({ agreement_id: id, ...values, created_at: now.toISOString() })
      .returning();
    const rule = originRuleOf(created!);
    return { result: rule, audit: { ...audit, action: 'origin-rule.create', after: rule } };
  }
  checkVersion(stored.version);
  const [changed] = await tx
    .update(agreementOriginRules)
    .set({ ...values, version: nextVersion(agreementOriginRules.version) })
    .where(eq(agreementOriginRules.agreement_id, id))
    .returning();
  const before = originRuleOf(stored);
  const after = originRuleOf(changed!);
  return { result: after, audit: { ...audit, action: 'origin-rule.update', before, after } };
}

// ----- the headings' terms -----

type HeadingRow = typeof agreementHeadings.$inferSelect;
export const headingTermsOf = (row: HeadingRow): StaffHeadingTerms => ({
  id: row.id,
  agreement_id: row.agreement_id,
  hs_code: row.hs_code,
  preferential_duty_en: row.preferential_duty_en,
  preferential_duty_ar: row.preferential_duty_ar,
  specific_rule_en: row.specific_rule_en,
  specific_rule_ar: row.specific_rule_ar,
  sample: row.sample,
  source: sourceOf(row),
  version: row.version,
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
