import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

import { serialId, timestampDate } from './columns';

/** A file sent with a mail (an event's .ics calendar entry): text content, as stored. */
export type OutboxAttachment = { filename: string; content: string; contentType: string };

// Mails wait here, written in the same transaction as what they tell about, until delivered.
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serialId(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body').notNull(),
    /** Files sent with the mail (issue 27: the event's calendar entry); null for none. */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
    /** Extra headers (issue 39: List-Unsubscribe and List-Unsubscribe-Post); null for none. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** The Message-ID header, fixed when the mail is queued and sent on every retry (issue 48). */
    message_id: text('message_id'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestampDate('next_attempt_at').notNull().defaultNow(),
    sent_at: timestampDate('sent_at'),
    /** Set while a deliverer sends the mail; one still set at the next claim means a crash (issue 48). */
    claimed_at: timestampDate('claimed_at'),
    /** When the mail was found claimed but never marked: maybe sent; sent once more, later, at most. */
    in_doubt_at: timestampDate('in_doubt_at'),
    last_error: text('last_error'),
    created_at: timestampDate('created_at').notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_due_idx').on(table.sent_at, table.next_attempt_at)],
);
