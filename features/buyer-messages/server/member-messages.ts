import 'server-only';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';

import { buyerMessages, companies, mailOutbox, users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { isLocale } from '@/lib/i18n/routing';
import { outboxRows } from '@/lib/mail/outbox';

import type { BuyerMessage, BuyerMessageList, ReceivedQuery } from '../schemas';

import { pageOfMessages, selectMessages, toMessage } from './message-rows';
import { findRelayTarget } from './public-target';
import { replyToSender } from './relay-emails';
import { findCountry, fullName } from './send-message';

/** The member's company id (a member owns at most one), or null. */
export async function companyIdOf(db: Db, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.user_id, userId));
  return row?.id ?? null;
}

/** GET /api/buyer-messages/received: the messages to the member's company, newest first. */
export async function listReceived(
  db: Db,
  userId: number,
  query: ReceivedQuery,
): Promise<BuyerMessageList> {
  const companyId = await companyIdOf(db, userId);
  // Issue 47: a message waiting while its sender is held by screening is not the exporter's yet.
  const where = and(
    eq(buyerMessages.company_id, companyId ?? 0),
    isNotNull(buyerMessages.relayed_at),
  );
  return pageOfMessages(db, where, query, toMessage);
}

/** GET /api/buyer-messages/sent: the member's own messages, newest first. */
export async function listSent(
  db: Db,
  userId: number,
  query: ReceivedQuery,
): Promise<BuyerMessageList> {
  const where = eq(buyerMessages.sender_id, userId);
  return pageOfMessages(db, where, query, toMessage);
}

/** One message to the member's company, or null (another company's, or none). */
export async function findReceived(
  db: Db,
  userId: number,
  id: number,
): Promise<BuyerMessage | null> {
  const companyId = await companyIdOf(db, userId);
  if (companyId === null) return null;
  const [row] = await selectMessages(db).where(
    and(
      eq(buyerMessages.id, id),
      eq(buyerMessages.company_id, companyId),
      isNotNull(buyerMessages.relayed_at),
    ),
  );
  return row ? toMessage(row) : null;
}

/** Marks a received message read (once: the first reading's time stays). */
export async function markRead(
  db: Db,
  userId: number,
  id: number,
  now: Date,
): Promise<BuyerMessage | null> {
  const found = await findReceived(db, userId, id);
  if (!found) return null;
  await db
    .update(buyerMessages)
    .set({ read_at: now.toISOString() })
    .where(and(eq(buyerMessages.id, id), isNull(buyerMessages.read_at)));
  return findReceived(db, userId, id);
}

export type ReplyOutcome =
  { kind: 'missing' } | { kind: 'answered' } | { kind: 'sent'; message: BuyerMessage };

/**
 * Stores the exporter's answer and, in the same transaction, its e-mail to the sender with the
 * company's contact address: the relay's reveal. A message is answered once through the portal;
 * from then on the two sides write to each other directly.
 */
export async function replyToMessage(
  db: Db,
  input: { userId: number; id: number; reply: string; now: Date; siteUrl: string },
): Promise<ReplyOutcome> {
  const found = await findReceived(db, input.userId, input.id);
  if (!found) return { kind: 'missing' };
  if (found.replied_at !== null) return { kind: 'answered' };
  const [row] = await db
    .select({ message: buyerMessages, sender: users })
    .from(buyerMessages)
    .innerJoin(users, eq(users.id, buyerMessages.sender_id))
    .where(eq(buyerMessages.id, input.id));
  const { message, sender } = row!;
  // The company as the public knows it; its own current address when it has no public version now.
  const target = await findRelayTarget(db, message.company_id);
  const [company] = await db.select().from(companies).where(eq(companies.id, message.company_id));
  const owner = (await db.select().from(users).where(eq(users.id, company!.user_id)))[0]!;
  const destination =
    message.destination_country === null
      ? null
      : await findCountry(db, message.destination_country);
  const mail = replyToSender({
    id: message.id,
    company: { id: company!.id, name: target?.company.name || company!.company_registered_name },
    item: found.item,
    subject: message.subject,
    message: message.message,
    quantity: message.quantity,
    destination,
    sender: {
      name: fullName(sender),
      email: sender.email,
      locale: isLocale(message.locale) ? message.locale : 'en',
    },
    owner: {
      name: owner.name,
      email: owner.email,
      locale: isLocale(owner.locale) ? owner.locale : 'en',
    },
    siteUrl: input.siteUrl,
    reply: input.reply,
    exporterEmail: target?.company.email || company!.e_mail || owner.email,
  });
  const stored = await db.transaction(async (tx) => {
    const updated = await tx
      .update(buyerMessages)
      .set({
        reply: input.reply,
        replied_at: input.now.toISOString(),
        read_at: found.read_at ?? input.now.toISOString(),
      })
      .where(and(eq(buyerMessages.id, input.id), isNull(buyerMessages.replied_at)))
      .returning({ id: buyerMessages.id });
    // A second answer sent at the same moment finds the first already stored.
    if (updated.length === 0) return false;
    await tx.insert(mailOutbox).values(outboxRows([mail], input.now));
    return true;
  });
  if (!stored) return { kind: 'answered' };
  return { kind: 'sent', message: (await findReceived(db, input.userId, input.id))! };
}
