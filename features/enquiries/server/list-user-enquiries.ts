import 'server-only';
import { desc, eq } from 'drizzle-orm';

import type { UserEnquiry } from '@/features/enquiries/schemas';
import { enquiries } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { formatTimestamp } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

export type EnquiryRow = Pick<
  typeof enquiries.$inferSelect,
  'id' | 'enq_type' | 'status' | 'date' | 'updated_at'
>;

type EnquiryNames = typeof en.Enquiries;
const NAMES: Record<Locale, EnquiryNames> = { en: en.Enquiries, ar: ar.Enquiries };

const typeName = (names: EnquiryNames, code: number) =>
  (names.types as Record<string, string>)[String(code)] ?? names.unknownType;
const statusName = (names: EnquiryNames, code: number) =>
  (names.status as Record<string, string>)[String(code)] ?? names.unknownStatus;

/** part 3 §3 "User enquiry": one row as user-all-enquiries answers it; `type.title` follows `locale`. */
export function toUserEnquiry(row: EnquiryRow, locale: Locale): UserEnquiry {
  return {
    id: row.id,
    enq_type: row.enq_type,
    type_name: typeName(NAMES.en, row.enq_type),
    type_name_ara: typeName(NAMES.ar, row.enq_type),
    type: { title: typeName(NAMES[locale], row.enq_type) },
    date: row.date,
    updated_at: formatTimestamp(row.updated_at),
    status: { iid: row.status },
    status_name: statusName(NAMES.en, row.status),
    status_name_ara: statusName(NAMES.ar, row.status),
    enq_status: row.status,
  };
}

/** The member's own enquiries, newest first. */
export async function listUserEnquiries(
  db: Db,
  userId: number,
  locale: Locale,
): Promise<UserEnquiry[]> {
  const rows = await db
    .select({
      id: enquiries.id,
      enq_type: enquiries.enq_type,
      status: enquiries.status,
      date: enquiries.date,
      updated_at: enquiries.updated_at,
    })
    .from(enquiries)
    .where(eq(enquiries.user_id, userId))
    .orderBy(desc(enquiries.created_at), desc(enquiries.id));
  return rows.map((row) => toUserEnquiry(row, locale));
}
