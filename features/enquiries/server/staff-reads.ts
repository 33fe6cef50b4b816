import 'server-only';
import { and, asc, count, eq, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { getDb } from '@/lib/db/client';
import { enquiries, enquiryEvents, users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { parseTimestamp } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';
import { ageCutoff } from '@/lib/time/working-days';

import { allowedMoves, CLOSED_STATUSES } from '../enquiry-moves';
import { ENQUIRY_STATUS_CODES } from '../schemas';
import type { EnquirySummary, StaffEnquiryDetail, StaffEvent, StaffOwner } from '../staff-schemas';

import { readAnswers } from './get-enquiry';
import { readLookups } from './lookups';
import { consoleStaffContext, type StaffContext } from './staff-context';
import { respondedAt } from './staff-filter';
import { staffRowOf } from './staff-rows';

/** The roles that may own an enquiry (issue 13: officers handle enquiries, admins everything). */
export const OWNER_ROLES = ['officer', 'admin'] as const;

const fullName = (name: string, lastName: string | null) =>
  [name, lastName].filter(Boolean).join(' ');

/** The officers and administrators who may own an enquiry (not suspended), by name. */
export async function listOwners(db: Db): Promise<StaffOwner[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, last_name: users.last_name, role: users.role })
    .from(users)
    .where(and(inArray(users.role, [...OWNER_ROLES]), isNull(users.suspended_at)))
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((row) => ({
    id: row.id,
    name: fullName(row.name, row.last_name),
    role: row.role as StaffOwner['role'],
  }));
}

/** Counts for the dashboard tile: by status, open, overdue and open without an owner. */
export async function enquirySummary(db: Db, context: StaffContext): Promise<EnquirySummary> {
  const open = notInArray(enquiries.status, [...CLOSED_STATUSES]);
  const cutoff = ageCutoff(context.targetDays + 1, context.now)!;
  const [byStatus, [overdue], [unassigned]] = await Promise.all([
    db
      .select({ status: enquiries.status, total: count() })
      .from(enquiries)
      .groupBy(enquiries.status),
    db
      .select({ total: count() })
      .from(enquiries)
      .where(
        and(open, sql`${respondedAt} is null`, lt(enquiries.created_at, cutoff.toISOString())),
      ),
    db
      .select({ total: count() })
      .from(enquiries)
      .where(and(open, isNull(enquiries.owner_id))),
  ]);
  const counts: Record<string, number> = Object.fromEntries(
    ENQUIRY_STATUS_CODES.map((code) => [String(code), 0]),
  );
  let openTotal = 0;
  for (const { status, total } of byStatus) {
    counts[String(status)] = Number(total);
    if (!(CLOSED_STATUSES as readonly number[]).includes(status)) openTotal += Number(total);
  }
  return {
    by_status: counts,
    open: openTotal,
    overdue: Number(overdue?.total ?? 0),
    unassigned: Number(unassigned?.total ?? 0),
    target_days: context.targetDays,
  };
}

const actors = alias(users, 'actors');
const eventOwners = alias(users, 'event_owners');

/** What staff did with an enquiry, oldest first, with the names of who did it. */
export async function readEvents(db: Db, enquiryId: number): Promise<StaffEvent[]> {
  const rows = await db
    .select({
      event: enquiryEvents,
      actor_name: actors.name,
      actor_last_name: actors.last_name,
      owner_name: eventOwners.name,
      owner_last_name: eventOwners.last_name,
    })
    .from(enquiryEvents)
    .leftJoin(actors, eq(actors.id, enquiryEvents.actor_id))
    .leftJoin(eventOwners, eq(eventOwners.id, enquiryEvents.owner_id))
    .where(eq(enquiryEvents.enquiry_id, enquiryId))
    .orderBy(asc(enquiryEvents.created_at), asc(enquiryEvents.id));
  return rows.map(({ event, ...names }) => ({
    id: event.id,
    kind: event.kind,
    actor:
      event.actor_id === null || names.actor_name === null
        ? null
        : { id: event.actor_id, name: fullName(names.actor_name, names.actor_last_name) },
    from_status: event.from_status,
    to_status: event.to_status,
    owner:
      event.owner_id === null
        ? null
        : {
            id: event.owner_id,
            name: fullName(names.owner_name ?? '', names.owner_last_name),
          },
    note: event.note,
    message: event.message,
    created_at: parseTimestamp(event.created_at).toISOString(),
  }));
}

/** Everything about one enquiry for the console, or null for an unknown id. */
export async function getStaffEnquiry(
  db: Db,
  id: number,
  context: StaffContext,
): Promise<StaffEnquiryDetail | null> {
  const found = await staffRowOf(db, id, context);
  if (!found) return null;
  const [enquiry] = await db.select().from(enquiries).where(eq(enquiries.id, id));
  const [member] = await db.select().from(users).where(eq(users.id, enquiry!.user_id));
  const [{ labels }, events] = await Promise.all([
    readLookups(db, enquiry!.data),
    readEvents(db, id),
  ]);
  const { staffRow, row } = found;
  return {
    ...staffRow,
    date: enquiry!.date,
    locale: enquiry!.locale,
    data: enquiry!.data,
    answers: readAnswers(enquiry!.answers),
    labels,
    member: {
      ...staffRow.member,
      last_name: member!.last_name,
      phone: member!.phone,
      locale: member!.locale,
      vip: member!.is_vip,
    },
    responded_at: row.responded_at ? parseTimestamp(row.responded_at).toISOString() : null,
    target_days: context.targetDays,
    version: enquiry!.version,
    moves: [...allowedMoves(enquiry!.status)],
    events,
  };
}

/** The dashboard tile's counts now, for a console page (its own database and target). */
export async function currentEnquirySummary(locale: Locale): Promise<EnquirySummary> {
  return enquirySummary(await getDb(), consoleStaffContext(0, locale));
}
