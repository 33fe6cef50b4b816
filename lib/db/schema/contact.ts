import { integer, pgTable, text } from 'drizzle-orm/pg-core';

import { version } from './columns';

// part 1 §3 "Office contact", served by GET contact-us.
export const offices = pgTable('offices', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  name_ara: text('name_ara').notNull().default(''),
  email: text('email').notNull().default(''),
  email_ara: text('email_ara').notNull().default(''),
  phone: text('phone').notNull().default(''),
  phone_ara: text('phone_ara').notNull().default(''),
  link: text('link').notNull().default(''),
  link_ara: text('link_ara').notNull().default(''),
  image: text('image').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  status: integer('status').notNull().default(1),
  version: version(),
});

export type Office = typeof offices.$inferSelect;
export type NewOffice = typeof offices.$inferInsert;
