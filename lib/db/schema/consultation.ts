import { boolean, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// part 1 §3 "Consultation form", sent from the home goals dialog.
export const consultationRequests = pgTable('consultation_requests', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  terms: boolean('terms').notNull(),
  locale: text('locale').notNull().default('en'),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' })
    .notNull()
    .defaultNow(),
});
