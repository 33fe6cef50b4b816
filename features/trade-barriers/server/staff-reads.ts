import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { ENQUIRY_TYPES } from '@/features/enquiries/schemas';
import { ApiError, notFound } from '@/lib/api/errors';
import {
  barrierTypes,
  countries,
  countryBlocs,
  enquiries,
  industries,
  tradeBarriers,
  users,
} from '@/lib/db/schema';
import { columnsOf } from '@/lib/db/table-schemas';
import type { Db } from '@/lib/db/types';
import { normalizeText } from '@/lib/search/normalize-text';

import {
  type BarrierPrefill,
  type StaffBarrier,
  staffBarrierSchema,
  type StaffBarrierDetail,
  type StaffBarriersQuery,
} from '../schemas';

import { listUpdatesWithVersions, PUBLIC_BARRIER_COLUMNS, publicBarrierOf } from './queries';

// Issue 39 part 3: the console's reads of the register: every entry whatever its publication,
// who prepared and approved it, its source report's id, and a new entry's values from a report.

const preparer = alias(users, 'preparer');
const approver = alias(users, 'approver');

/** Every column of `staffBarrierSchema` (who prepared and approved it read as people). */
const STAFF_COLUMNS = {
  ...PUBLIC_BARRIER_COLUMNS,
  ...columnsOf(tradeBarriers, staffBarrierSchema.omit({ prepared_by: true, approved_by: true })),
  prepared_id: preparer.id,
  prepared_name: preparer.name,
  prepared_last: preparer.last_name,
  approved_id: approver.id,
  approved_name: approver.name,
  approved_last: approver.last_name,
};

const personOf = (id: number | null, name: string | null, last: string | null) =>
  id === null ? null : { id, name: [name, last].filter(Boolean).join(' ') };

function selectStaff(db: Db) {
  return db
    .select(STAFF_COLUMNS)
    .from(tradeBarriers)
    .leftJoin(countries, eq(countries.id, tradeBarriers.country_id))
    .leftJoin(countryBlocs, eq(countryBlocs.id, tradeBarriers.bloc_id))
    .leftJoin(industries, eq(industries.iid, tradeBarriers.industry_id))
    .leftJoin(barrierTypes, eq(barrierTypes.id, tradeBarriers.barrier_type_id))
    .leftJoin(preparer, eq(preparer.id, tradeBarriers.prepared_by))
    .leftJoin(approver, eq(approver.id, tradeBarriers.approved_by));
}

type StaffRow = Awaited<ReturnType<typeof selectStaff>>[number];

function staffBarrierOf(row: StaffRow): StaffBarrier {
  const {
    prepared_id,
    prepared_name,
    prepared_last,
    approved_id,
    approved_name,
    approved_last,
    ...fields
  } = row;
  return {
    ...fields,
    ...publicBarrierOf(fields),
    prepared_by: personOf(prepared_id, prepared_name, prepared_last),
    approved_by: personOf(approved_id, approved_name, approved_last),
  };
}

/** Every entry, the newest first (the console filters and pages it). */
export async function listStaffBarriers(db: Db): Promise<StaffBarrier[]> {
  const rows = await selectStaff(db).orderBy(desc(tradeBarriers.id));
  return rows.map(staffBarrierOf);
}

/** The console's filters: text in either language, publication and status. */
export function staffBarrierMatches(
  entry: StaffBarrier,
  query: Pick<StaffBarriersQuery, 'q' | 'publication' | 'status'>,
): boolean {
  const text = normalizeText(query.q ?? '');
  const haystack = normalizeText(
    [entry.title_eng, entry.title_ara, entry.country_eng, entry.country_ara].join('\n'),
  );
  return (
    (query.publication === undefined || entry.publication === query.publication) &&
    (query.status === undefined || entry.status === query.status) &&
    (text === '' || haystack.includes(text))
  );
}

/** One entry as staff read it, with its updates; null for an unknown id. */
export async function findStaffBarrier(db: Db, id: number): Promise<StaffBarrierDetail | null> {
  const [row] = await selectStaff(db).where(eq(tradeBarriers.id, id)).limit(1);
  if (!row) return null;
  return { ...staffBarrierOf(row), updates: await listUpdatesWithVersions(db, id) };
}

const lookupId = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : null;
};

/**
 * The exporter's barrier report a new entry starts from: 404 for an unknown enquiry, 422 on the
 * field for one that is not a barrier report (type 5).
 */
export async function findBarrierReport(db: Db, enquiryId: number) {
  const [report] = await db
    .select({
      id: enquiries.id,
      enq_type: enquiries.enq_type,
      data: enquiries.data,
      locale: enquiries.locale,
      created_at: enquiries.created_at,
    })
    .from(enquiries)
    .where(eq(enquiries.id, enquiryId))
    .limit(1);
  if (!report) throw notFound();
  if (report.enq_type !== ENQUIRY_TYPES.tradeBarrier) {
    throw new ApiError(422, 'Api.invalid', {
      source_enquiry_id: ['TradeBarrierRegisterAdmin.rules.notAReport'],
    });
  }
  return report;
}

/** A new entry's values from a barrier report: where, what, its description and its day. */
export async function barrierPrefillOf(db: Db, enquiryId: number): Promise<BarrierPrefill> {
  const report = await findBarrierReport(db, enquiryId);
  const description = typeof report.data.description === 'string' ? report.data.description : '';
  return {
    source_enquiry_id: report.id,
    country_id: lookupId(report.data.country),
    industry_id: lookupId(report.data.industry),
    barrier_type_id: lookupId(report.data.barriers),
    summary_eng: report.locale === 'ar' ? '' : description,
    summary_ara: report.locale === 'ar' ? description : '',
    status_date: report.created_at.slice(0, 10),
  };
}
