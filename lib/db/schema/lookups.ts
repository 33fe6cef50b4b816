import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

// The reference lists the enquiry forms read (part 2 §3, part 3 §3 "Lookups").

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  name_eng: text('name_eng').notNull(),
  name_ara: text('name_ara').notNull(),
  code_3: text('code_3').notNull(),
});

/**
 * Jordan's economic sectors; `iid` is the id the forms send as `industry`. `kind` splits them into
 * the sectors of products and of services (industries-for-products, industries-for-services).
 */
export const industries = pgTable('industries', {
  iid: integer('iid').primaryKey(),
  name_eng: text('name_eng').notNull(),
  name_ara: text('name_ara').notNull(),
  image: text('image').notNull().default(''),
  kind: text('kind', { enum: ['products', 'services'] })
    .notNull()
    .default('products'),
});

export const positions = pgTable('positions', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  name_translations: jsonb('name_translations').$type<{ en: string; ar: string }>().notNull(),
});

export const clientTypes = pgTable('client_types', {
  id: integer('id').primaryKey(),
  name_eng: text('name_eng').notNull(),
  name_ara: text('name_ara').notNull(),
});

export const barrierTypes = pgTable('barrier_types', {
  id: integer('id').primaryKey(),
  name_eng: text('name_eng').notNull(),
  name_ara: text('name_ara').notNull(),
});

/** The readiness survey: one question per step, grouped in sections, five-point answers. */
export const enquiryQuestions = pgTable('enquiry_questions', {
  id: integer('id').primaryKey(),
  question_eng: text('question_eng').notNull(),
  question_ara: text('question_ara').notNull(),
  section_eng: text('section_eng').notNull(),
  section_ara: text('section_ara').notNull(),
  sort_order: integer('sort_order').notNull(),
  status: integer('status').notNull().default(1),
});
