import 'server-only';
import { and, asc, eq, isNull } from 'drizzle-orm';

import { notHeld } from '@/features/screening/screening-hold';
import { buyerMessages, mailOutbox, users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { isLocale } from '@/lib/i18n/routing';
import { outboxRows } from '@/lib/mail/outbox';

import { findRelayTarget } from './public-target';
import { exporterNotice } from './relay-emails';
import { findCountry, fullName } from './send-message';

// Issue 47: a message whose sender was held by screening waits; once staff clear the hit, the
// periodic job (app/api/jobs.ts) writes the exporter's notice. Each message is claimed by one
// conditional UPDATE in the transaction of its notice, so instances running it at once relay it once.

/** How many waiting messages one run relays at most. */
const BATCH = 100;

/** Relays the waiting messages whose sender is no longer held; answers how many. */
export async function relayReleasedMessages(db: Db, now: Date, siteUrl: string): Promise<number> {
  const waiting = await db
    .select({ message: buyerMessages, sender: users })
    .from(buyerMessages)
    .innerJoin(users, eq(users.id, buyerMessages.sender_id))
    .where(and(isNull(buyerMessages.relayed_at), notHeld('buyer', buyerMessages.sender_id)))
    .orderBy(asc(buyerMessages.id))
    .limit(BATCH);
  let relayed = 0;
  for (const { message, sender } of waiting) {
    const item =
      message.item_type && message.item_id !== null
        ? { type: message.item_type, id: message.item_id }
        : undefined;
    // A company no longer public (or held itself) keeps the message waiting.
    const target = await findRelayTarget(db, message.company_id, item);
    if (!target) continue;
    const destination =
      message.destination_country === null
        ? null
        : await findCountry(db, message.destination_country);
    const locale = isLocale(message.locale) ? message.locale : 'en';
    const done = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(buyerMessages)
        .set({ relayed_at: now.toISOString() })
        .where(and(eq(buyerMessages.id, message.id), isNull(buyerMessages.relayed_at)))
        .returning({ id: buyerMessages.id });
      if (!claimed) return false;
      const notice = exporterNotice({
        id: message.id,
        company: target.company,
        item: target.item,
        subject: message.subject,
        message: message.message,
        quantity: message.quantity,
        destination,
        sender: { name: fullName(sender), email: sender.email, locale },
        owner: target.owner,
        siteUrl,
      });
      await tx.insert(mailOutbox).values(outboxRows([notice], now));
      return true;
    });
    if (done) relayed += 1;
  }
  return relayed;
}
