import 'server-only';
import { asc, eq } from 'drizzle-orm';

import { RECORD_STATUS } from '@/features/companies/constants';
import { heldSubjectIds } from '@/features/screening/screening-hold';
import { companies, companyCertificates, users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { parseTimestamp } from '@/lib/i18n/format-date';
import { uploadUrl } from '@/lib/storage';

import type { ApprovalType } from '../approval-types';
import { changedFields, fieldsOf, type FieldSpec } from '../review-fields';
import type { FieldValue, Review } from '../schemas';

import { namesOf, readLookupNames, type LookupNames } from './lookup-names';
import { memberColumns, tableOf } from './waiting-records';

type Values = Record<string, unknown>;
type Certificate = { title: string; file: string };

export type ReviewedRecord = {
  row: Values & {
    id: number;
    status: number;
    approved: Values | null;
    updated_at: string;
    version: number;
  };
  company: typeof companies.$inferSelect;
  owner: { id: number; name: string; last_name: string | null; email: string; locale: 'en' | 'ar' };
  /** The owner's international_buyers_access before the decision. */
  ownerAccess: number;
  /** The record as the member sent it; a company with its certificates. */
  submitted: Values;
};

export const certificatesOfCompany = async (db: Db, companyId: number): Promise<Certificate[]> =>
  db
    .select({ title: companyCertificates.title, file: companyCertificates.file })
    .from(companyCertificates)
    .where(eq(companyCertificates.company_id, companyId))
    .orderBy(asc(companyCertificates.sort_order), asc(companyCertificates.id));

/** A record with its company and owner, or null when there is none of that id. */
export async function readRecord(
  db: Db,
  type: ApprovalType,
  id: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<ReviewedRecord | null> {
  const table = tableOf(type);
  const select = db.select().from(table).where(eq(table.id, id)).limit(1);
  // Inside a decision's transaction the row is locked: a second decision waits, then sees it.
  const [row] = (await (lock ? select.for('update') : select)) as ReviewedRecord['row'][] | [];
  if (!row) return null;
  const companyId = type === 'company' ? row.id : (row.company_id as number);
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!company) return null;
  const [found] = await db
    .select({ ...memberColumns, access: users.international_buyers_access })
    .from(users)
    .where(eq(users.id, company.user_id))
    .limit(1);
  if (!found) return null;
  const { access, ...owner } = found;
  const submitted =
    type === 'company' ? { ...row, certificates: await certificatesOfCompany(db, row.id) } : row;
  return { row, company, owner, ownerAccess: access, submitted };
}

export const isChangeRow = (row: { status: number; approved: unknown }) =>
  row.status === RECORD_STATUS.changed || row.approved != null;

const mediaOf = (key: string) => (/\.pdf$/i.test(key) ? 'pdf' : 'image');

function valueOf(spec: FieldSpec, values: Values, names: LookupNames): FieldValue {
  const value = values[spec.field];
  switch (spec.kind) {
    case 'lookup':
    case 'lookups':
      return { type: 'names', names: namesOf(names, spec.table, value) };
    case 'image':
    case 'file':
      return {
        type: 'files',
        files:
          typeof value === 'string' && value !== ''
            ? [{ url: uploadUrl(value), media: mediaOf(value), title: null }]
            : [],
      };
    case 'certificates':
      return {
        type: 'files',
        files: (Array.isArray(value) ? (value as Certificate[]) : [])
          .filter((item) => typeof item?.file === 'string')
          .map((item) => ({
            url: uploadUrl(item.file),
            media: mediaOf(item.file),
            title: typeof item.title === 'string' ? item.title : null,
          })),
      };
    default:
      return {
        type: 'text',
        text: value === null || value === undefined ? '' : String(value),
        dir: spec.kind === 'ltr' ? 'ltr' : 'auto',
      };
  }
}

/**
 * issue 13: a record as the officer reviews it: the submitted values, and for a change the
 * approved version beside them with the changed fields marked (files included), lookups by name.
 */
export async function readReview(db: Db, type: ApprovalType, id: number): Promise<Review | null> {
  const record = await readRecord(db, type, id);
  if (!record) return null;
  const { row, company, owner, submitted } = record;
  const specs = fieldsOf(type);
  // A field an older approved version does not carry is shown, and taken, as unchanged.
  const approved = row.approved ? { ...submitted, ...row.approved } : null;
  const changed = row.approved ? changedFields(specs, row.approved, submitted) : [];
  const [names, held] = await Promise.all([
    readLookupNames(
      db,
      specs.flatMap((spec) =>
        spec.kind === 'lookup' || spec.kind === 'lookups'
          ? [{ table: spec.table, values: [submitted[spec.field], approved?.[spec.field]] }]
          : [],
      ),
    ),
    heldSubjectIds(db, 'company', [company.id]),
  ]);
  return {
    type,
    id: row.id,
    status: row.status,
    kind: isChangeRow(row) ? 'changed' : 'new',
    waiting_since: parseTimestamp(row.updated_at).toISOString(),
    company: {
      id: company.id,
      registered_name: company.company_registered_name,
      trading_name: company.company_trading_name,
      held: held.has(company.id),
    },
    item:
      type === 'company'
        ? null
        : { name_eng: String(row.name_eng ?? ''), name_ara: String(row.name_ara ?? '') },
    member: owner,
    status_note: (row.status_note as string | null) ?? null,
    version: row.version,
    rows: specs.map((spec) => ({
      field: spec.field,
      submitted: valueOf(spec, submitted, names),
      approved: approved ? valueOf(spec, approved, names) : null,
      changed: changed.includes(spec.field),
    })),
    changed_fields: changed,
  };
}
