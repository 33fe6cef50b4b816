import 'server-only';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNull,
  lt,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { enquiries, enquiryEvents, users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { parseTimestamp } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';

import { CLOSED_STATUSES, isOpenStatus } from '../enquiry-moves';
import { ageCutoff, isOverdue, workingDaysBetween } from '../response-time';
import {
  STAFF_DEFAULT_PAGE_SIZE,
  type StaffEnquiryFilter,
  type StaffEnquiryListQuery,
  type StaffEnquiryRow,
  type StaffSort,
} from '../staff-schemas';

import { toUserEnquiry } from './list-user-enquiries';

/** Who asks and when: `owner=me` is the asker, ages are counted at `now`. */
export type StaffContext = { userId: number; now: Date; targetDays: number; locale: Locale };

export const owners = alias(users, 'owners');

/** The agency's first answer the member saw: the earliest reply or status move. */
export const respondedAt = sql<
  string | null
>`(select min(${enquiryEvents.created_at}) from ${enquiryEvents} where ${enquiryEvents.enquiry_id} = ${enquiries.id} and ${enquiryEvents.kind} in ('reply', 'status'))`;

const open = () => notInArray(enquiries.status, [...CLOSED_STATUSES]);
const olderThan = (minAge: number, now: Date) => {
  const cutoff = ageCutoff(minAge, now);
  return cutoff ? lt(enquiries.created_at, cutoff.toISOString()) : undefined;
};

/** A case-insensitive LIKE pattern that finds the text anywhere (its % _ \ taken literally). */
export const containsPattern = (text: string) =>
  `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

// The member's name and e-mail, the request number and every value the member sent.
function textMatch(q: string): SQL | undefined {
  const pattern = containsPattern(q);
  const number = /^#?(\d{1,9})$/.exec(q)?.[1];
  return or(
    number ? eq(enquiries.id, Number(number)) : undefined,
    ilike(users.name, pattern),
    ilike(users.last_name, pattern),
    ilike(sql`${users.name} || ' ' || coalesce(${users.last_name}, '')`, pattern),
    ilike(users.email, pattern),
    ilike(enquiries.email, pattern),
    sql`case when jsonb_typeof(${enquiries.data}) = 'object' then exists (select 1 from jsonb_each_text(${enquiries.data}) as sent(key, value) where sent.value ilike ${pattern}) else false end`,
  );
}

/** The WHERE of the grid's filters (the list, its count and the CSV share it). */
export function filterWhere(filter: StaffEnquiryFilter, context: StaffContext): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.type) conditions.push(eq(enquiries.enq_type, Number(filter.type)));
  if (filter.status === 'open') conditions.push(open());
  else if (filter.status) conditions.push(eq(enquiries.status, Number(filter.status)));
  if (filter.owner === 'none') conditions.push(isNull(enquiries.owner_id));
  else if (filter.owner === 'me') conditions.push(eq(enquiries.owner_id, context.userId));
  else if (filter.owner) conditions.push(eq(enquiries.owner_id, Number(filter.owner)));
  if (filter.overdue === '1') {
    conditions.push(
      open(),
      sql`${respondedAt} is null`,
      olderThan(context.targetDays + 1, context.now),
    );
  }
  // Ages are counted for open enquiries only.
  if (filter.age_min) conditions.push(open(), olderThan(filter.age_min, context.now));
  if (filter.q) conditions.push(textMatch(filter.q));
  return and(...conditions);
}

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
};

/** A grid row from the selected columns: names in the asker's language, age and overdue now. */
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
  };
}

const selectRows = (db: Db) =>
  db
    .select(rowColumns)
    .from(enquiries)
    .innerJoin(users, eq(users.id, enquiries.user_id))
    .leftJoin(owners, eq(owners.id, enquiries.owner_id));

/** One enquiry's grid row, or undefined. */
export async function staffRowOf(db: Db, id: number, context: StaffContext) {
  const [row] = await selectRows(db).where(eq(enquiries.id, id));
  return row ? { row, staffRow: toStaffRow(row, context) } : undefined;
}

/** A page of the filtered, sorted enquiries and how many match. */
export async function listStaffEnquiries(
  db: Db,
  query: StaffEnquiryListQuery,
  context: StaffContext,
): Promise<{ rows: StaffEnquiryRow[]; total: number; page: number; page_size: number }> {
  const where = filterWhere(query, context);
  const pageSize = query.page_size ?? STAFF_DEFAULT_PAGE_SIZE;
  const page = query.page ?? 1;
  const [rows, [counted]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(...orderOf(query.sort ?? 'created', query.order ?? 'desc'), desc(enquiries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(enquiries)
      .innerJoin(users, eq(users.id, enquiries.user_id))
      .where(where),
  ]);
  return {
    rows: rows.map((row) => toStaffRow(row, context)),
    total: Number(counted?.total ?? 0),
    page,
    page_size: pageSize,
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
    .orderBy(...orderOf(query.sort ?? 'created', query.order ?? 'desc'), desc(enquiries.id))
    .limit(limit);
  return rows.map((row) => toStaffRow(row, context));
}
