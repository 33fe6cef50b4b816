import 'server-only';

import { csvTime, translatedCsv } from '@/lib/api/csv-export';
import type { Db } from '@/lib/db/types';

import type { StaffEnquiryListQuery } from '../staff-schemas';

import type { StaffContext } from './staff-context';
import { allStaffEnquiries } from './staff-list';

/** The most rows one export carries (docs/decisions/console.md, "CSV export"). */
export const CSV_ROW_LIMIT = 10_000;

const COLUMNS = [
  'id',
  'type',
  'status',
  'member',
  'email',
  'owner',
  'created',
  'age',
  'overdue',
] as const;

/** The filtered enquiries as a CSV file, headings and names in the request's language. */
export async function enquiriesCsv(
  db: Db,
  query: StaffEnquiryListQuery,
  context: StaffContext,
): Promise<string> {
  const rows = await allStaffEnquiries(db, query, context, CSV_ROW_LIMIT);
  return translatedCsv(context.locale, 'EnquiryDesk.csv', COLUMNS, (t) =>
    rows.map((row) => [
      row.id,
      row.type.name,
      row.status.name,
      row.member.name,
      row.member.email,
      row.owner?.name ?? '',
      csvTime(new Date(row.created_at)),
      row.age,
      row.overdue ? t('EnquiryDesk.csv.yes') : t('EnquiryDesk.csv.no'),
    ]),
  );
}
