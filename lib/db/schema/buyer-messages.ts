import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

import { users } from './accounts';
import { belongsTo, nowOnInsert, serialId, timestampString } from './columns';
import { companies } from './companies';

// The contact relay (issue 14, beyond the specification): a signed-in visitor writes to an
// exporter from a company or item page; the message is relayed by e-mail without the exporter's
// address, which the sender learns only from the exporter's answer.
export const buyerMessages = pgTable(
  'buyer_messages',
  {
    id: serialId(),
    sender_id: belongsTo('sender_id', () => users.id),
    company_id: belongsTo('company_id', () => companies.id),
    /** The product or service the message is about, when sent from an item page. */
    item_type: text('item_type', { enum: ['products', 'services'] }),
    item_id: integer('item_id'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    quantity: text('quantity').notNull().default(''),
    destination_country: integer('destination_country'),
    /** The sender's language when writing: the relay's e-mails to them use it. */
    locale: text('locale').notNull(),
    created_at: nowOnInsert('created_at'),
    /** When the exporter's notice was written (issue 47: it waits while the sender is held). */
    relayed_at: timestampString('relayed_at'),
    read_at: timestampString('read_at'),
    reply: text('reply'),
    replied_at: timestampString('replied_at'),
  },
  (table) => [
    index('buyer_messages_company_idx').on(table.company_id, table.created_at),
    index('buyer_messages_sender_idx').on(table.sender_id, table.created_at),
  ],
);
