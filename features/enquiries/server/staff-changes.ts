import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';

import { ApiError, notFound } from '@/lib/api/errors';
import type { StaffChangeOutcome, StaffChangeScope } from '@/lib/api/staff-change';
import { fullTranslator } from '@/lib/api/translate';
import { nextVersion } from '@/lib/db/next-version';
import { enquiries, enquiryEvents, mailOutbox, users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/routing';
import { outboxRows } from '@/lib/mail/outbox';

import { canMove } from '../enquiry-moves';

import { replyEmail, statusEmail, type StaffMailInput } from './staff-emails';
import { OWNER_ROLES } from './staff-reads';

type Outcome<T> = Promise<StaffChangeOutcome<T>>;
const ENTITY = 'enquiries';

// The enquiry, locked for the change, and its member (whose language the e-mails take).
async function lockEnquiry(tx: Db, id: number) {
  const [row] = await tx
    .select({ enquiry: enquiries, member: users })
    .from(enquiries)
    .innerJoin(users, eq(users.id, enquiries.user_id))
    .where(eq(enquiries.id, id))
    .for('update', { of: enquiries });
  if (!row) throw notFound();
  return row;
}

const mailInput = (
  enquiry: typeof enquiries.$inferSelect,
  member: typeof users.$inferSelect,
  siteUrl: string,
): StaffMailInput => ({
  enquiryId: enquiry.id,
  enqType: enquiry.enq_type,
  member: { name: member.name, email: member.email, locale: member.locale },
  siteUrl,
});

async function checkOwner(tx: Db, ownerId: number) {
  const [owner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.id, ownerId), inArray(users.role, [...OWNER_ROLES]), isNull(users.suspended_at)),
    );
  if (!owner) {
    throw new ApiError(422, 'Api.invalid', { owner_id: ['EnquiryDesk.errors.ownerNotStaff'] });
  }
}

/**
 * Gives the enquiry an owner (an officer or administrator who is not suspended) or none, from the
 * version the officer saw, with its event. The same owner again changes nothing.
 */
export async function changeOwner(
  { tx, actor, now, checkVersion }: StaffChangeScope,
  id: number,
  ownerId: number | null,
): Outcome<null> {
  const { enquiry } = await lockEnquiry(tx, id);
  checkVersion(enquiry.version);
  if (ownerId !== null) await checkOwner(tx, ownerId);
  if (enquiry.owner_id === ownerId) return { result: null, audit: null };
  await tx
    .update(enquiries)
    .set({ owner_id: ownerId, version: nextVersion(enquiries.version) })
    .where(eq(enquiries.id, id));
  await tx.insert(enquiryEvents).values({
    enquiry_id: id,
    actor_id: actor.id,
    kind: 'owner',
    owner_id: ownerId,
    created_at: now.toISOString(),
  });
  const audit = { action: 'enquiry.owner', entityType: ENTITY, entityId: id };
  return {
    result: null,
    audit: { ...audit, before: { owner_id: enquiry.owner_id }, after: { owner_id: ownerId } },
  };
}

function moveRefused(locale: Locale, from: number, to: number) {
  const t = fullTranslator(locale);
  const name = (code: number) => {
    const key = `Enquiries.status.${code}`;
    return t.has(key as never) ? t(key as never) : String(code);
  };
  return new ApiError(
    422,
    'EnquiryDesk.errors.moveRefused',
    { status: ['EnquiryDesk.errors.moveRefused'] },
    { from: name(from), to: name(to) },
  );
}

/**
 * Moves the enquiry to another status when the move is allowed (422 naming both otherwise), from
 * the version the officer saw, with the staff note, its event and the member's e-mail.
 */
export async function moveStatus(
  { tx, actor, now, locale, checkVersion }: StaffChangeScope,
  id: number,
  move: { status: number; note?: string },
  siteUrl: string,
): Outcome<null> {
  const { enquiry, member } = await lockEnquiry(tx, id);
  checkVersion(enquiry.version);
  const from = enquiry.status;
  if (!canMove(from, move.status)) throw moveRefused(locale, from, move.status);
  const note = move.note?.trim() || null;
  const at = now.toISOString();
  await tx
    .update(enquiries)
    .set({ status: move.status, updated_at: at, version: nextVersion(enquiries.version) })
    .where(eq(enquiries.id, id));
  await tx.insert(enquiryEvents).values({
    enquiry_id: id,
    actor_id: actor.id,
    kind: 'status',
    from_status: from,
    to_status: move.status,
    note,
    created_at: at,
  });
  await tx
    .insert(mailOutbox)
    .values(outboxRows([statusEmail(mailInput(enquiry, member, siteUrl), from, move.status)], now));
  const audit = { action: 'enquiry.status', entityType: ENTITY, entityId: id };
  return {
    result: null,
    audit: { ...audit, before: { status: from }, after: { status: move.status, note } },
  };
}

/**
 * A reply to the member, appended to the conversation with its e-mail. Replies add to the record
 * without changing its fields, so they name no version and leave it as it is.
 */
export async function replyToMember(
  { tx, actor, now }: StaffChangeScope,
  id: number,
  message: string,
  siteUrl: string,
): Outcome<{ id: number }> {
  const { enquiry, member } = await lockEnquiry(tx, id);
  const at = now.toISOString();
  await tx.update(enquiries).set({ updated_at: at }).where(eq(enquiries.id, id));
  const [event] = await tx
    .insert(enquiryEvents)
    .values({ enquiry_id: id, actor_id: actor.id, kind: 'reply', message, created_at: at })
    .returning({ id: enquiryEvents.id });
  await tx
    .insert(mailOutbox)
    .values(outboxRows([replyEmail(mailInput(enquiry, member, siteUrl), message)], now));
  const audit = { action: 'enquiry.reply', entityType: ENTITY, entityId: id, before: null };
  return {
    result: { id: event!.id },
    audit: { ...audit, after: { event_id: event!.id, message } },
  };
}
