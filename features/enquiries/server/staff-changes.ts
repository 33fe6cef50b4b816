import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';

import { ApiError, notFound } from '@/lib/api/errors';
import { fullTranslator } from '@/lib/api/translate';
import { writeAudit } from '@/lib/audit/write-audit';
import type { AuthSession } from '@/lib/auth/sessions';
import { enquiries, enquiryEvents, mailOutbox, users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/routing';
import { outboxRows } from '@/lib/mail/outbox';

import { canMove } from '../enquiry-moves';

import { replyEmail, statusEmail, type StaffMailInput } from './staff-emails';
import { OWNER_ROLES } from './staff-reads';

type Actor = AuthSession['user'];
export type ChangeContext = { actor: Actor; now: Date; locale: Locale; siteUrl: string };

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

/**
 * Gives the enquiry an owner (an officer or administrator who is not suspended) or none; the
 * event and the audit entry in the same transaction. The same owner again changes nothing.
 */
export async function changeOwner(
  db: Db,
  id: number,
  ownerId: number | null,
  context: ChangeContext,
): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const { enquiry } = await lockEnquiry(tx, id);
    if (ownerId !== null) {
      const [owner] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.id, ownerId),
            inArray(users.role, [...OWNER_ROLES]),
            isNull(users.suspended_at),
          ),
        );
      if (!owner) {
        throw new ApiError(422, 'Api.invalid', { owner_id: ['EnquiryDesk.errors.ownerNotStaff'] });
      }
    }
    if (enquiry.owner_id === ownerId) return { changed: false };
    await tx.update(enquiries).set({ owner_id: ownerId }).where(eq(enquiries.id, id));
    await tx.insert(enquiryEvents).values({
      enquiry_id: id,
      actor_id: context.actor.id,
      kind: 'owner',
      owner_id: ownerId,
      created_at: context.now.toISOString(),
    });
    await writeAudit(
      tx,
      context.actor,
      {
        action: 'enquiry.owner',
        entityType: 'enquiries',
        entityId: id,
        before: { owner_id: enquiry.owner_id },
        after: { owner_id: ownerId },
      },
      context.now,
    );
    return { changed: true };
  });
}

/**
 * Moves the enquiry to another status when the move is allowed (422 naming both otherwise), with
 * the staff note; the event, the audit entry and the member's e-mail in one transaction.
 */
export async function moveStatus(
  db: Db,
  id: number,
  move: { status: number; note?: string },
  context: ChangeContext,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { enquiry, member } = await lockEnquiry(tx, id);
    const from = enquiry.status;
    if (!canMove(from, move.status)) {
      const t = fullTranslator(context.locale);
      const name = (code: number) => {
        const key = `Enquiries.status.${code}`;
        return t.has(key as never) ? t(key as never) : String(code);
      };
      throw new ApiError(
        422,
        'EnquiryDesk.errors.moveRefused',
        { status: ['EnquiryDesk.errors.moveRefused'] },
        { from: name(from), to: name(move.status) },
      );
    }
    const note = move.note?.trim() || null;
    const now = context.now.toISOString();
    await tx
      .update(enquiries)
      .set({ status: move.status, updated_at: now })
      .where(eq(enquiries.id, id));
    await tx.insert(enquiryEvents).values({
      enquiry_id: id,
      actor_id: context.actor.id,
      kind: 'status',
      from_status: from,
      to_status: move.status,
      note,
      created_at: now,
    });
    await writeAudit(
      tx,
      context.actor,
      {
        action: 'enquiry.status',
        entityType: 'enquiries',
        entityId: id,
        before: { status: from },
        after: { status: move.status, note },
      },
      context.now,
    );
    await tx
      .insert(mailOutbox)
      .values(
        outboxRows(
          [statusEmail(mailInput(enquiry, member, context.siteUrl), from, move.status)],
          context.now,
        ),
      );
  });
}

/** A reply to the member: the event, the audit entry and the e-mail in one transaction. */
export async function replyToMember(
  db: Db,
  id: number,
  message: string,
  context: ChangeContext,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const { enquiry, member } = await lockEnquiry(tx, id);
    const now = context.now.toISOString();
    await tx.update(enquiries).set({ updated_at: now }).where(eq(enquiries.id, id));
    const [event] = await tx
      .insert(enquiryEvents)
      .values({
        enquiry_id: id,
        actor_id: context.actor.id,
        kind: 'reply',
        message,
        created_at: now,
      })
      .returning({ id: enquiryEvents.id });
    await writeAudit(
      tx,
      context.actor,
      {
        action: 'enquiry.reply',
        entityType: 'enquiries',
        entityId: id,
        before: null,
        after: { event_id: event!.id, message },
      },
      context.now,
    );
    await tx
      .insert(mailOutbox)
      .values(
        outboxRows([replyEmail(mailInput(enquiry, member, context.siteUrl), message)], context.now),
      );
    return { id: event!.id };
  });
}
