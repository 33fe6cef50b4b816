import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

import { users } from './accounts';
import { belongsTo, bilingual, serialId, timestamps, timestampString, version } from './columns';
import { countryBlocs } from './country-blocs';
import { enquiries } from './enquiries';
import { barrierTypes, countries, industries } from './lookups';

// Issue 39 "A public register of trade barriers". An entry comes from an exporter's barrier report
// (an enquiry of type 5, whose reporter is never public) or from scratch. Publication takes two
// staff: one prepares (`awaiting_approval`), another approves (`published`); a published entry can
// be withdrawn (`unpublished`) and prepared again.
export const tradeBarriers = pgTable(
  'trade_barriers',
  {
    id: serialId(),
    ...bilingual('title'),
    ...bilingual('summary'),
    /** The country the barrier is met in; null for a bloc's (issue 45: `bloc_id` instead). */
    country_id: integer('country_id').references(() => countries.id),
    /** Issue 45: a measure of a bloc (the EU), shown under each member country's filter. */
    bloc_id: integer('bloc_id').references(() => countryBlocs.id),
    industry_id: integer('industry_id').references(() => industries.iid),
    hs_codes: text('hs_codes').array().notNull().default([]),
    barrier_type_id: integer('barrier_type_id').references(() => barrierTypes.id),
    status: text('status', { enum: ['open', 'resolved_in_part', 'resolved'] })
      .notNull()
      .default('open'),
    /** When the status was reached (reported, resolved in part, resolved). */
    status_date: date('status_date', { mode: 'string' }).notNull(),
    /** The barrier report it came from; staff only, never in a public answer. */
    source_enquiry_id: integer('source_enquiry_id').references(() => enquiries.id, {
      onDelete: 'set null',
    }),
    publication: text('publication', {
      enum: ['draft', 'awaiting_approval', 'published', 'unpublished'],
    })
      .notNull()
      .default('draft'),
    prepared_by: integer('prepared_by').references(() => users.id, { onDelete: 'set null' }),
    approved_by: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    published_at: timestampString('published_at'),
    version: version(),
    ...timestamps,
  },
  (table) => [
    index('trade_barriers_publication_idx').on(table.publication),
    index('trade_barriers_country_idx').on(table.country_id),
    check(
      'trade_barriers_country_or_bloc',
      sql`(${table.country_id} is null) <> (${table.bloc_id} is null)`,
    ),
  ],
);

// The public history of an entry: dated updates in both languages, newest shown first.
export const tradeBarrierUpdates = pgTable(
  'trade_barrier_updates',
  {
    id: serialId(),
    barrier_id: belongsTo('barrier_id', () => tradeBarriers.id),
    date: date('date', { mode: 'string' }).notNull(),
    ...bilingual('text'),
    version: version(),
    ...timestamps,
  },
  (table) => [index('trade_barrier_updates_barrier_idx').on(table.barrier_id, table.date)],
);

export type TradeBarrier = typeof tradeBarriers.$inferSelect;
export type TradeBarrierUpdate = typeof tradeBarrierUpdates.$inferSelect;
