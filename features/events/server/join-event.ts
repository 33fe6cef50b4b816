import 'server-only';
import { and, eq } from 'drizzle-orm';

import { ApiError, notFound } from '@/lib/api/errors';
import { eventJoins, mailOutbox } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/routing';
import { outboxRows } from '@/lib/mail/outbox';
import { ammanDay } from '@/lib/time/amman-day';

import { isExpired, joinRefusal } from '../event-status';

import { joinConfirmation } from './join-email';
import { findPublishedEvent } from './queries';

type Member = { id: number; name: string; last_name: string | null; email: string };
type JoinInput = { eventId: number; member: Member; locale: Locale; now: Date; siteUrl: string };

/** The refusals of a join, as the API says them (part 2 §4, issue 27). */
const REFUSALS = {
  expired: 'Events.api.expired',
  closed: 'Events.api.closed',
} as const;

/**
 * POST /api/events/{id}/join: the member of the session takes a place at a published event that
 * is neither over nor closed (404, 422), once (409); the confirmation with the event's calendar
 * entry is queued in the same transaction, so there is no place without its e-mail.
 */
export async function joinEvent(db: Db, input: JoinInput): Promise<{ joined_at: string }> {
  const { eventId, member, now } = input;
  return db.transaction(async (tx) => {
    const event = await findPublishedEvent(tx, eventId);
    if (!event) throw notFound();
    const refusal = joinRefusal(event, ammanDay(now));
    if (refusal) throw new ApiError(422, REFUSALS[refusal]);
    const [row] = await tx
      .insert(eventJoins)
      .values({ event_id: eventId, user_id: member.id, joined_at: now.toISOString() })
      .onConflictDoNothing()
      .returning({ joined_at: eventJoins.joined_at });
    if (!row) throw new ApiError(409, 'Events.api.alreadyJoined');
    const name = [member.name, member.last_name].filter(Boolean).join(' ');
    const mail = joinConfirmation({
      event,
      member: { name, email: member.email },
      locale: input.locale,
      siteUrl: input.siteUrl,
    });
    await tx.insert(mailOutbox).values(outboxRows([mail], now));
    return { joined_at: row.joined_at };
  });
}

/**
 * DELETE /api/events/{id}/join: the member gives up their place (beyond the specification). 404
 * when they have none; an event that is over keeps its record of who took part (422).
 */
export async function leaveEvent(db: Db, eventId: number, memberId: number, now: Date) {
  return db.transaction(async (tx) => {
    const event = await findPublishedEvent(tx, eventId);
    if (!event) throw notFound();
    const mine = and(eq(eventJoins.event_id, eventId), eq(eventJoins.user_id, memberId));
    const [place] = await tx.select({ id: eventJoins.id }).from(eventJoins).where(mine);
    if (!place) throw notFound();
    if (isExpired(event, ammanDay(now))) throw new ApiError(422, REFUSALS.expired);
    await tx.delete(eventJoins).where(mine);
  });
}
