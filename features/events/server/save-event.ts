import 'server-only';
import { eq } from 'drizzle-orm';

import { ApiError, notFound } from '@/lib/api/errors';
import type { StaffChangeOutcome, StaffChangeScope } from '@/lib/api/staff-change';
import { nextVersion } from '@/lib/db/next-version';
import { countries, eventJoins, eventModes, events, eventTypes, industries } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import { EVENT_ACTIONS } from '../constants';
import type { EventInput, StaffEvent } from '../schemas';

import { findStaffEvent } from './queries';

type EventRow = typeof events.$inferSelect;
type Outcome<T> = Promise<StaffChangeOutcome<T>>;

/** The event's country, type, mode and sector must exist: 422 by field otherwise. */
async function checkChoices(tx: Db, input: EventInput) {
  const exists = async (rows: Promise<unknown[]>) => (await rows).length > 0;
  const [country, type, mode, industry] = await Promise.all([
    exists(
      tx.select({ id: countries.id }).from(countries).where(eq(countries.id, input.country_id)),
    ),
    exists(
      tx.select({ id: eventTypes.id }).from(eventTypes).where(eq(eventTypes.id, input.type_id)),
    ),
    exists(
      tx.select({ id: eventModes.id }).from(eventModes).where(eq(eventModes.id, input.mode_id)),
    ),
    input.industry_id === null ||
      exists(
        tx
          .select({ id: industries.iid })
          .from(industries)
          .where(eq(industries.iid, input.industry_id)),
      ),
  ]);
  const errors: Record<string, string[]> = {};
  if (!country) errors.country_id = ['Api.unknownChoice'];
  if (!type) errors.type_id = ['Api.unknownChoice'];
  if (!mode) errors.mode_id = ['Api.unknownChoice'];
  if (!industry) errors.industry_id = ['Api.unknownChoice'];
  if (Object.keys(errors).length > 0) throw new ApiError(422, 'Api.invalid', errors);
}

/** The stored fields of the form's input (its version is checked, never stored as sent). */
const columnsOf = ({ version: _version, published, ...fields }: EventInput) => ({
  ...fields,
  published: published ? 1 : 0,
});

/** What the audit keeps of an event: every field an editor changes. */
const audited = ({ created_at: _c, updated_at: _u, version: _v, ...row }: EventRow) => row;

async function lockEvent(tx: Db, id: number): Promise<EventRow> {
  const [row] = await tx.select().from(events).where(eq(events.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

const staffView = async (tx: Db, id: number) => (await findStaffEvent(tx, id))!;

/** POST /api/staff/events: a new event. */
export async function createEvent(
  { tx, now }: StaffChangeScope,
  input: EventInput,
): Outcome<StaffEvent> {
  await checkChoices(tx, input);
  const at = now.toISOString();
  const [row] = await tx
    .insert(events)
    .values({ ...columnsOf(input), created_at: at, updated_at: at })
    .returning();
  const audit = { action: EVENT_ACTIONS.create, entityType: 'events', entityId: row!.id };
  return { result: await staffView(tx, row!.id), audit: { ...audit, after: audited(row!) } };
}

/** PUT /api/staff/events/{id}: 404 for an unknown id, 409 from a stale version. */
export async function updateEvent(
  { tx, now, checkVersion }: StaffChangeScope,
  id: number,
  input: EventInput,
): Outcome<StaffEvent> {
  const before = await lockEvent(tx, id);
  checkVersion(before.version);
  await checkChoices(tx, input);
  const [row] = await tx
    .update(events)
    .set({
      ...columnsOf(input),
      version: nextVersion(events.version),
      updated_at: now.toISOString(),
    })
    .where(eq(events.id, id))
    .returning();
  const audit = { action: EVENT_ACTIONS.update, entityType: 'events', entityId: id };
  return {
    result: await staffView(tx, id),
    audit: { ...audit, before: audited(before), after: audited(row!) },
  };
}

/** DELETE /api/staff/events/{id}: the event and its members' places (the console asks first). */
export async function deleteEvent(
  { tx, checkVersion }: StaffChangeScope,
  id: number,
): Outcome<{ id: number }> {
  const before = await lockEvent(tx, id);
  checkVersion(before.version);
  const places = await tx
    .delete(eventJoins)
    .where(eq(eventJoins.event_id, id))
    .returning({ user_id: eventJoins.user_id });
  await tx.delete(events).where(eq(events.id, id));
  const audit = { action: EVENT_ACTIONS.remove, entityType: 'events', entityId: id };
  return {
    result: { id },
    audit: { ...audit, before: { ...audited(before), joined_count: places.length } },
  };
}
