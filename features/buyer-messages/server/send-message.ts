import 'server-only';
import { eq } from 'drizzle-orm';

import { screenSubjectById } from '@/features/screening/screening-hold';
import type { UserRow } from '@/lib/auth/sessions';
import { buyerMessages, countries, mailOutbox } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/routing';
import { outboxRows } from '@/lib/mail/outbox';

import type { SendMessage } from '../schemas';

import type { RelayTarget } from './public-target';
import { exporterNotice, senderConfirmation } from './relay-emails';

export type Named = { name_eng: string; name_ara: string };

/** The destination country's names, or null when the id names no country. */
export async function findCountry(db: Db, id: number): Promise<Named | null> {
  const [row] = await db
    .select({ name_eng: countries.name_eng, name_ara: countries.name_ara })
    .from(countries)
    .where(eq(countries.id, id));
  return row ?? null;
}

export const fullName = (user: { name: string; last_name: string | null }) =>
  [user.name, user.last_name].filter(Boolean).join(' ');

type NewMessage = {
  sender: UserRow;
  body: SendMessage;
  target: RelayTarget;
  destination: Named;
  locale: Locale;
  now: Date;
  siteUrl: string;
};

/**
 * Stores the message and its two e-mails (the exporter's notice, the sender's copy) in ONE
 * transaction: no message without its mails, no mail without its message. Issue 47: the sender is
 * screened first; while a hit holds them, the exporter's notice waits (relayReleasedMessages
 * writes it once staff clear the hit) and the exporter does not see the message.
 */
export async function sendBuyerMessage(db: Db, input: NewMessage): Promise<number> {
  const { body, target, sender } = input;
  return db.transaction(async (tx) => {
    const holds = await screenSubjectById(tx, 'buyer', sender.id, {
      now: input.now,
      enteredBy: sender.id,
    });
    const held = holds.length > 0;
    const [row] = await tx
      .insert(buyerMessages)
      .values({
        sender_id: sender.id,
        company_id: target.company.id,
        item_type: target.item?.type ?? null,
        item_id: target.item?.id ?? null,
        subject: body.subject,
        message: body.message,
        quantity: body.quantity,
        destination_country: body.destination_country,
        locale: input.locale,
        created_at: input.now.toISOString(),
        relayed_at: held ? null : input.now.toISOString(),
      })
      .returning({ id: buyerMessages.id });
    const mail = {
      id: row!.id,
      company: target.company,
      item: target.item,
      subject: body.subject,
      message: body.message,
      quantity: body.quantity,
      destination: input.destination,
      sender: { name: fullName(sender), email: sender.email, locale: input.locale },
      owner: target.owner,
      siteUrl: input.siteUrl,
    };
    const mails = held
      ? [senderConfirmation(mail)]
      : [exporterNotice(mail), senderConfirmation(mail)];
    await tx.insert(mailOutbox).values(outboxRows(mails, input.now));
    return row!.id;
  });
}
