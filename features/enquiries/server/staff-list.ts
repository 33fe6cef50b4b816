import 'server-only';
import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';

import { enquiries, users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { pageFields, pageOffset } from '@/lib/pagination';

import {
  STAFF_DEFAULT_PAGE_SIZE,
  type StaffEnquiryListQuery,
  type StaffEnquiryPage,
  type StaffEnquiryRow,
  type StaffSort,
} from '../staff-schemas';

import type { StaffContext } from './staff-context';
import { filterWhere } from './staff-filter';
import { owners, selectRows, toStaffRow } from './staff-rows';

function orderOf(sort: StaffSort, order: 'asc' | 'desc'): SQL[] {
  const by = order === 'asc' ? asc : desc;
  const reverse = order === 'asc' ? desc : asc;
  switch (sort) {
    case 'age':
      return [reverse(enquiries.created_at)];
    case 'id':
      return [by(enquiries.id)];
    case 'status':
      return [by(enquiries.status)];
    case 'type':
      return [by(enquiries.enq_type)];
    case 'member':
      return [by(users.name), by(users.last_name)];
    case 'owner':
      return [sql`${owners.name} ${sql.raw(order)} nulls last`];
    default:
      return [by(enquiries.created_at)];
  }
}

const orderOfQuery = (query: StaffEnquiryListQuery) => [
  ...orderOf(query.sort ?? 'created', query.order ?? 'desc'),
  desc(enquiries.id),
];

/**
 * A page of the filtered, sorted enquiries and how many match: GET /api/staff/enquiries and the
 * console's list page read it alike.
 */
export async function listStaffEnquiries(
  db: Db,
  query: StaffEnquiryListQuery,
  context: StaffContext,
): Promise<Omit<StaffEnquiryPage, 'target_days'>> {
  const where = filterWhere(query, context);
  const pageSize = query.page_size ?? STAFF_DEFAULT_PAGE_SIZE;
  const page = query.page ?? 1;
  const [rows, [counted]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(...orderOfQuery(query))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    db
      .select({ total: count() })
      .from(enquiries)
      .innerJoin(users, eq(users.id, enquiries.user_id))
      .where(where),
  ]);
  return {
    rows: rows.map((row) => toStaffRow(row, context)),
    ...pageFields(Number(counted?.total ?? 0), page, pageSize),
  };
}

/** Every filtered enquiry (the CSV export), sorted as asked, at most `limit` rows. */
export async function allStaffEnquiries(
  db: Db,
  query: StaffEnquiryListQuery,
  context: StaffContext,
  limit: number,
): Promise<StaffEnquiryRow[]> {
  const rows = await selectRows(db)
    .where(filterWhere(query, context))
    .orderBy(...orderOfQuery(query))
    .limit(limit);
  return rows.map((row) => toStaffRow(row, context));
}
