import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { users } from './accounts';
import { belongsTo, bilingual, serialId, timestamps, timestampString, version } from './columns';
import { countries, industries } from './lookups';

// Issue 39 "Trade leads": an export opportunity staff publish (a buyer's request or a tender).
// draft → published → closed; a published lead whose deadline has passed reads as closed and the
// lead job writes it closed.
export const tradeLeads = pgTable(
  'trade_leads',
  {
    id: serialId(),
    kind: text('kind', { enum: ['buyer', 'tender'] }).notNull(),
    /** The buyer's or tendering body's name; empty when the buyer asked not to be named. */
    ...bilingual('buyer_name'),
    ...bilingual('title'),
    ...bilingual('description'),
    country_id: integer('country_id')
      .notNull()
      .references(() => countries.id),
    industry_id: integer('industry_id')
      .notNull()
      .references(() => industries.iid),
    /** HS codes as digits (2, 4 or 6), validated against the HS finder's nomenclature. */
    hs_codes: text('hs_codes').array().notNull().default([]),
    /** A quantity as the buyer states it ("20 tonnes a month"), in each language. */
    ...bilingual('quantity'),
    /** The value range in US dollars; either end may be unknown. */
    value_min_usd: integer('value_min_usd'),
    value_max_usd: integer('value_max_usd'),
    /** The last day to respond (Amman time). */
    deadline: date('deadline', { mode: 'string' }).notNull(),
    /** How to respond: `agency` through the portal (express interest), `direct` the contact below. */
    contact_route: text('contact_route', { enum: ['agency', 'direct'] })
      .notNull()
      .default('agency'),
    ...bilingual('contact'),
    status: text('status', { enum: ['draft', 'published', 'closed'] })
      .notNull()
      .default('draft'),
    published_at: timestampString('published_at'),
    closed_at: timestampString('closed_at'),
    version: version(),
    ...timestamps,
  },
  (table) => [
    index('trade_leads_status_deadline_idx').on(table.status, table.deadline),
    index('trade_leads_country_idx').on(table.country_id),
  ],
);

// A member's interest in a lead: one per lead and member; staff mark it.
export const tradeLeadInterests = pgTable(
  'trade_lead_interests',
  {
    id: serialId(),
    lead_id: belongsTo('lead_id', () => tradeLeads.id),
    user_id: belongsTo('user_id', () => users.id),
    message: text('message').notNull(),
    state: text('state', { enum: ['new', 'shortlisted', 'passed_on', 'not_suitable'] })
      .notNull()
      .default('new'),
    version: version(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('trade_lead_interests_lead_user_unique').on(table.lead_id, table.user_id),
    index('trade_lead_interests_user_idx').on(table.user_id),
  ],
);

export type TradeLead = typeof tradeLeads.$inferSelect;
export type TradeLeadInterest = typeof tradeLeadInterests.$inferSelect;
