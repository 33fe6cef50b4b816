import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { users } from './accounts';
import {
  belongsTo,
  bilingual,
  nowOnInsert,
  requiredText as t,
  serialId,
  timestamps,
  version,
} from './columns';

// part 1 §3 "Enquiry": what a member sent (`data` is the form's submitData, `answers` the
// readiness survey's), stored before any e-mail is sent.
export const enquiries = pgTable(
  'enquiries',
  {
    id: serialId(),
    user_id: belongsTo('user_id', () => users.id),
    enq_type: integer('enq_type').notNull(),
    status: integer('status').notNull().default(10),
    email: text('email').notNull(),
    date: text('date').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>[]>(),
    locale: text('locale', { enum: ['en', 'ar'] })
      .notNull()
      .default('en'),
    // One per rendered form: a double click or a replay finds the first enquiry again.
    idempotency_key: text('idempotency_key'),
    /** The staff member handling it (issue 13). */
    owner_id: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    version: version(),
    /** Accepted while the captcha provider could not be reached: held for staff to judge (issue 25). */
    captcha_unverified: boolean('captcha_unverified').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index('enquiries_user_id_idx').on(table.user_id),
    uniqueIndex('enquiries_user_idempotency_unique').on(table.user_id, table.idempotency_key),
  ],
);

// part 1 §3 and part 2 "Enquiry page content": title, subtitle, image and the result text; tooltip
// is the help shown for the matching choice of the home enquiry-type dialog.
export const enquiryPages = pgTable('enquiry_pages', {
  id: integer('id').primaryKey(),
  ...bilingual('title'),
  ...bilingual('subtitle'),
  image: t('image'),
  ...bilingual('result_description'),
  ...bilingual('tooltip'),
  version: version(),
});

export type EnquiryPage = typeof enquiryPages.$inferSelect;
export type NewEnquiryPage = typeof enquiryPages.$inferInsert;

// What staff did with an enquiry (issue 13): status moves with their note, owner changes and
// replies to the member, oldest first; replies are the conversation the member sees.
export const enquiryEvents = pgTable(
  'enquiry_events',
  {
    id: serialId(),
    enquiry_id: belongsTo('enquiry_id', () => enquiries.id),
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['status', 'owner', 'reply'] }).notNull(),
    from_status: integer('from_status'),
    to_status: integer('to_status'),
    owner_id: integer('owner_id'),
    note: text('note'),
    message: text('message'),
    created_at: nowOnInsert('created_at'),
  },
  (table) => [index('enquiry_events_enquiry_idx').on(table.enquiry_id)],
);
