import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { users } from './accounts';
import { belongsTo, nowOnInsert, serialId, timestamps, timestampString, version } from './columns';
import { companies } from './companies';
import { enquiries } from './enquiries';

/**
 * A company's export plan (issue 59): one per company, made by its member in the language of the
 * page it was made from (the portal's texts it was filled with are in that language). Sent to the
 * agency as an enquiry on the member's say-so (`enquiry_id`, `sent_at`); staff only read it.
 */
export const exportPlans = pgTable(
  'export_plans',
  {
    id: serialId(),
    user_id: belongsTo('user_id', () => users.id),
    company_id: belongsTo('company_id', () => companies.id),
    locale: text('locale', { enum: ['en', 'ar'] })
      .notNull()
      .default('en'),
    enquiry_id: integer('enquiry_id').references(() => enquiries.id, { onDelete: 'set null' }),
    sent_at: timestampString('sent_at'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('export_plans_company_unique').on(table.company_id),
    index('export_plans_user_idx').on(table.user_id),
  ],
);

/**
 * One section of a plan (issue 59), saved on its own with its own version (two tabs editing two
 * sections never refuse each other). `fields` as the member saved them; `prefill` what the portal
 * suggested when they saved (a field still equal to it reads as prefilled), with the sources of
 * its figures. A section never saved (`saved_at` null) shows what the portal knows today.
 */
export const exportPlanSections = pgTable(
  'export_plan_sections',
  {
    id: serialId(),
    plan_id: belongsTo('plan_id', () => exportPlans.id),
    section: text('section').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    prefill: jsonb('prefill').$type<Record<string, string>>().notNull(),
    sources: jsonb('sources')
      .$type<
        { name: string; url: string | null; dated: string | null; checkedOn: string | null }[]
      >()
      .notNull(),
    version: version(),
    saved_at: timestampString('saved_at'),
    created_at: nowOnInsert('created_at'),
  },
  (table) => [uniqueIndex('export_plan_sections_unique').on(table.plan_id, table.section)],
);
