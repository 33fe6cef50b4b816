import 'server-only';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { enquiries, users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { parseTimestamp } from '@/lib/i18n/format-date';
import { workingDaysBetween } from '@/lib/time/working-days';

import { isOpenStatus } from '../enquiry-moves';
import { isOverdue } from '../response-time';
import type { StaffEnquiryRow } from '../staff-schemas';

import { toUserEnquiry } from './list-user-enquiries';
import type { StaffContext } from './staff-context';
import { respondedAt } from './staff-filter';

export const owners = alias(users, 'owners');

const fullName = (name: string, lastName: string | null) =>
  [name, lastName].filter(Boolean).join(' ');

const rowColumns = {
  id: enquiries.id,
  enq_type: enquiries.enq_type,
  status: enquiries.status,
  date: enquiries.date,
  created_at: enquiries.created_at,
  updated_at: enquiries.updated_at,
  member_id: users.id,
  member_name: users.name,
  member_last_name: users.last_name,
  member_email: users.email,
  owner_id: owners.id,
  owner_name: owners.name,
  owner_last_name: owners.last_name,
  responded_at: respondedAt,
  captcha_unverified: enquiries.captcha_unverified,
};

type SelectedRow = {
  id: number;
  enq_type: number;
  status: number;
  date: string;
  created_at: string;
  updated_at: string;
  member_id: number;
  member_name: string;
  member_last_name: string | null;
  member_email: string;
  owner_id: number | null;
  owner_name: string | null;
  owner_last_name: string | null;
  responded_at: string | null;
  captcha_unverified: boolean;
};

/** A list row from the selected columns: names in the asker's language, age and overdue now. */
export function toStaffRow(row: SelectedRow, context: StaffContext): StaffEnquiryRow {
  const names = toUserEnquiry(row, context.locale);
  const createdAt = parseTimestamp(row.created_at);
  const respondedAtDate = row.responded_at ? parseTimestamp(row.responded_at) : null;
  return {
    id: row.id,
    type: { code: row.enq_type, name: names.type.title },
    status: {
      code: row.status,
      name: context.locale === 'ar' ? names.status_name_ara : names.status_name,
    },
    member: {
      id: row.member_id,
      name: fullName(row.member_name, row.member_last_name),
      email: row.member_email,
    },
    owner:
      row.owner_id === null
        ? null
        : { id: row.owner_id, name: fullName(row.owner_name ?? '', row.owner_last_name) },
    created_at: createdAt.toISOString(),
    age: isOpenStatus(row.status) ? workingDaysBetween(createdAt, context.now) : null,
    overdue: isOverdue(
      { status: row.status, createdAt, respondedAt: respondedAtDate },
      context.now,
      context.targetDays,
    ),
    captcha_unverified: row.captcha_unverified,
  };
}

/** The enquiries with their member and owner, as the list's rows select them. */
export const selectRows = (db: Db) =>
  db
    .select(rowColumns)
    .from(enquiries)
    .innerJoin(users, eq(users.id, enquiries.user_id))
    .leftJoin(owners, eq(owners.id, enquiries.owner_id));

/** One enquiry's list row, or undefined. */
export async function staffRowOf(db: Db, id: number, context: StaffContext) {
  const [row] = await selectRows(db).where(eq(enquiries.id, id));
  return row ? { row, staffRow: toStaffRow(row, context) } : undefined;
}
