import { index, integer, pgTable } from 'drizzle-orm/pg-core';

import { bilingual, serialId, version } from './columns';

// part 1 §3 "FAQ item". category 1 = exporters, 2 = international buyers; tab 1–3 are the
// category's tabs (exporters: freight and logistics, financing, legal and regulatory).
export const faqs = pgTable(
  'faqs',
  {
    id: serialId(),
    category: integer('category').notNull().default(1),
    tab: integer('tab'),
    status: integer('status').notNull().default(1),
    add_to_home: integer('add_to_home').notNull().default(0),
    ...bilingual('question'),
    ...bilingual('answer'),
    ...bilingual('file'),
    sort: integer('sort').notNull().default(0),
    version: version(),
  },
  (table) => [index('faqs_category_idx').on(table.category, table.tab)],
);

export type Faq = typeof faqs.$inferSelect;
export type NewFaq = typeof faqs.$inferInsert;
