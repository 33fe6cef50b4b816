import 'server-only';

import { fullTranslator } from '@/lib/api/translate';
import { toCsv } from '@/lib/csv/csv';
import type { Db } from '@/lib/db/types';

import type { StaffEnquiryListQuery } from '../staff-schemas';

import type { StaffContext } from './staff-context';
import { allStaffEnquiries } from './staff-list';

/** The most rows one export carries (docs/decisions.md, "Enquiry CSV export"). */
export const CSV_ROW_LIMIT = 10_000;

// "2026-11-22 10:05" in Amman time: a form every spreadsheet reads as a date.
const AMMAN_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Amman',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

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
  const t = fullTranslator(context.locale);
  const rows = await allStaffEnquiries(db, query, context, CSV_ROW_LIMIT);
  return toCsv(
    COLUMNS.map((column) => t(`EnquiryDesk.csv.${column}`)),
    rows.map((row) => [
      row.id,
      row.type.name,
      row.status.name,
      row.member.name,
      row.member.email,
      row.owner?.name ?? '',
      AMMAN_TIME.format(new Date(row.created_at)),
      row.age,
      row.overdue ? t('EnquiryDesk.csv.yes') : t('EnquiryDesk.csv.no'),
    ]),
  );
}
