import 'server-only';
import { and, asc, count, desc, eq } from 'drizzle-orm';

import {
  companies,
  countries,
  eventJoins,
  eventModes,
  events,
  eventTypes,
  industries,
  users,
} from '@/lib/db/schema';
import { columnsOf } from '@/lib/db/table-schemas';
import type { Db } from '@/lib/db/types';

import {
  type EventMember,
  type EventMode,
  eventRowSchema,
  type EventType,
  type PublicEvent,
  type StaffEvent,
} from '../schemas';

// part 2 §7 events-type, events-mode; the events with the names of their country, type, mode and
// sector (part 2 §3 `country_name`), and a member's places (event_joins).

export const listEventTypes = (db: Db): Promise<EventType[]> =>
  db.select().from(eventTypes).orderBy(asc(eventTypes.id));

export const listEventModes = (db: Db): Promise<EventMode[]> =>
  db.select().from(eventModes).orderBy(asc(eventModes.id));

/** The stored fields of `eventRowSchema` and the names of what an event refers to. */
const EVENT_COLUMNS = {
  ...columnsOf(events, eventRowSchema),
  country_name: countries.name_eng,
  country_name_ara: countries.name_ara,
  type_eng: eventTypes.name_eng,
  type_ara: eventTypes.name_ara,
  mode_eng: eventModes.name_eng,
  mode_ara: eventModes.name_ara,
  industry_eng: industries.name_eng,
  industry_ara: industries.name_ara,
};

/** The public fields of a row: the names it refers to ('' when the entry is gone). */
function publicEvent({ published: _published, version: _version, ...row }: EventRow): PublicEvent {
  return {
    ...row,
    name: row.name_eng,
    country_name: row.country_name ?? '',
    country_name_ara: row.country_name_ara ?? '',
    type_eng: row.type_eng ?? '',
    type_ara: row.type_ara ?? '',
    mode_eng: row.mode_eng ?? '',
    mode_ara: row.mode_ara ?? '',
    industry_eng: row.industry_eng ?? '',
    industry_ara: row.industry_ara ?? '',
  };
}

/** The select every read of events shares (an event and the names it refers to). */
function selectEvents(db: Db) {
  return db
    .select(EVENT_COLUMNS)
    .from(events)
    .leftJoin(countries, eq(countries.id, events.country_id))
    .leftJoin(eventTypes, eq(eventTypes.id, events.type_id))
    .leftJoin(eventModes, eq(eventModes.id, events.mode_id))
    .leftJoin(industries, eq(industries.iid, events.industry_id));
}

type EventRow = Awaited<ReturnType<typeof selectEvents>>[number];

/** Every published event with its names (the lists filter and order them: ../event-list.ts). */
export async function listPublishedEvents(db: Db): Promise<PublicEvent[]> {
  const rows = await selectEvents(db).where(eq(events.published, 1)).orderBy(asc(events.id));
  return rows.map(publicEvent);
}

/** One published event, or null (a draft is not there for the public). */
export async function findPublishedEvent(db: Db, id: number): Promise<PublicEvent | null> {
  const [row] = await selectEvents(db).where(and(eq(events.id, id), eq(events.published, 1)));
  return row ? publicEvent(row) : null;
}

/** The ids of the events a member has joined. */
export async function joinedEventIds(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: eventJoins.event_id })
    .from(eventJoins)
    .where(eq(eventJoins.user_id, userId));
  return new Set(rows.map((row) => row.id));
}

/** A member's published events with when they joined, the latest joined first. */
export async function listMemberEvents(
  db: Db,
  userId: number,
): Promise<(PublicEvent & { joined_at: string })[]> {
  const rows = await selectEvents(db)
    .innerJoin(eventJoins, eq(eventJoins.event_id, events.id))
    .where(and(eq(eventJoins.user_id, userId), eq(events.published, 1)))
    .orderBy(desc(eventJoins.joined_at), desc(eventJoins.id));
  const joinedAt = await db
    .select({ event_id: eventJoins.event_id, joined_at: eventJoins.joined_at })
    .from(eventJoins)
    .where(eq(eventJoins.user_id, userId));
  const when = new Map(joinedAt.map((row) => [row.event_id, row.joined_at]));
  return rows.map((row) => ({ ...publicEvent(row), joined_at: when.get(row.id) ?? '' }));
}

/** Every event, drafts too, with its names and how many members joined (the console). */
export async function listStaffEvents(db: Db): Promise<StaffEvent[]> {
  const [rows, joins] = await Promise.all([
    selectEvents(db).orderBy(desc(events.date_start), desc(events.id)),
    db
      .select({ id: eventJoins.event_id, joined: count() })
      .from(eventJoins)
      .groupBy(eventJoins.event_id),
  ]);
  const joined = new Map(joins.map((row) => [row.id, row.joined]));
  return rows.map((row) => staffEventOf(row, joined.get(row.id) ?? 0));
}

export function staffEventOf(row: EventRow, joinedCount: number): StaffEvent {
  return {
    ...publicEvent(row),
    published: row.published === 1,
    joined_count: joinedCount,
    version: row.version,
  };
}

/** One event as staff read it, or null. */
export async function findStaffEvent(db: Db, id: number): Promise<StaffEvent | null> {
  const [row] = await selectEvents(db).where(eq(events.id, id));
  if (!row) return null;
  const [joined] = await db
    .select({ joined: count() })
    .from(eventJoins)
    .where(eq(eventJoins.event_id, id));
  return staffEventOf(row, joined?.joined ?? 0);
}

/** The members who joined an event, the first to join first. */
export async function listEventMembers(
  db: Db,
  eventId: number,
  limit?: number,
): Promise<EventMember[]> {
  const query = db
    .select({
      user_id: users.id,
      name: users.name,
      last_name: users.last_name,
      email: users.email,
      phone: users.phone,
      company: companies.company_registered_name,
      joined_at: eventJoins.joined_at,
    })
    .from(eventJoins)
    .innerJoin(users, eq(users.id, eventJoins.user_id))
    .leftJoin(companies, eq(companies.id, users.company_id))
    .where(eq(eventJoins.event_id, eventId))
    .orderBy(asc(eventJoins.joined_at), asc(eventJoins.id));
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map(({ last_name, ...row }) => ({
    ...row,
    name: [row.name, last_name].filter(Boolean).join(' '),
    phone: row.phone ?? '',
    company: row.company ?? '',
  }));
}

/** The countries, sectors, types and modes the lists and forms name. */
export async function listEventChoices(db: Db) {
  const [types, modes, sectors, allCountries] = await Promise.all([
    listEventTypes(db),
    listEventModes(db),
    db
      .select({ id: industries.iid, name_eng: industries.name_eng, name_ara: industries.name_ara })
      .from(industries)
      .orderBy(asc(industries.iid)),
    db
      .select({ id: countries.id, name_eng: countries.name_eng, name_ara: countries.name_ara })
      .from(countries),
  ]);
  return { types, modes, sectors, countries: allCountries };
}
