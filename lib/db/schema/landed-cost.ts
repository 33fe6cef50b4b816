import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

import { users } from './accounts';
import { belongsTo, nowOnInsert, serialId, version } from './columns';

/**
 * A member's saved landed cost (issue 58): the inputs as the server read them and the answer it
 * gave on the day (a snapshot: the duties, taxes and rates of that day), with a label the member
 * may change (hence its version). Kept until the member deletes it or the account goes.
 */
export const savedLandedCosts = pgTable(
  'saved_landed_costs',
  {
    id: serialId(),
    user_id: belongsTo('user_id', () => users.id),
    label: text('label').notNull().default(''),
    /** The code's digits as read (2, 4 or 6). */
    hs_code: text('hs_code').notNull(),
    /** The markets, ISO 3166-1 alpha-2, in the order asked. */
    countries: jsonb('countries').$type<string[]>().notNull(),
    /** The query as read (features/landed-cost/query-schema.ts's output). */
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull(),
    /** GET /api/landed-cost's answer on the day. */
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    version: version(),
    saved_at: nowOnInsert('saved_at'),
  },
  (table) => [index('saved_landed_costs_user_idx').on(table.user_id, table.saved_at)],
);
