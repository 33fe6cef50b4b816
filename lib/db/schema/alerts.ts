import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { users } from './accounts';
import { belongsTo, serialId, timestamps, version } from './columns';

/** What a subscriber can ask to hear about (issue 39 "Alerts"). */
export const ALERT_CONTENT_TYPES = [
  'trade_leads',
  'events',
  'publications',
  'news',
  'trade_barriers',
  'market_data',
] as const;
export type AlertContentType = (typeof ALERT_CONTENT_TYPES)[number];

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// An e-mail subscription. A visitor's waits `pending` until the address is confirmed (double
// opt-in, the link expires); a member's verified address starts `active`. The secret of the links
// in every mail (manage, one-click unsubscribe) is kept only as a hash, like the confirmation
// link's (issue 48): the token is derived from `token_salt` and the app secret whenever a mail
// needs it, so the database alone gives no link.
export const alertSubscriptions = pgTable(
  'alert_subscriptions',
  {
    id: serialId(),
    email: text('email').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    content_types: text('content_types').array().$type<AlertContentType[]>().notNull(),
    /** Empty: every sector (country, chapter). An item without that attribute always matches. */
    industry_ids: integer('industry_ids').array().notNull().default([]),
    country_ids: integer('country_ids').array().notNull().default([]),
    hs_chapters: text('hs_chapters').array().notNull().default([]),
    frequency: text('frequency', { enum: ['daily', 'weekly'] }).notNull(),
    locale: text('locale', { enum: ['en', 'ar'] }).notNull(),
    status: text('status', { enum: ['pending', 'active', 'unsubscribed'] }).notNull(),
    /** sha256 (hex) of the mails' link token, HMAC(app secret, token_salt): what a link is looked up by. */
    token_hash: text('token_hash').notNull(),
    /** The token's random salt; null for a row whose clear token was migrated (issue 48), until its next mail. */
    token_salt: text('token_salt'),
    /** sha256 of the token a row had in clear before issue 48, so the links of older mails still work. */
    old_token_hash: text('old_token_hash'),
    confirm_token_hash: text('confirm_token_hash'),
    confirm_expires_at: at('confirm_expires_at'),
    confirmed_at: at('confirmed_at'),
    unsubscribed_at: at('unsubscribed_at'),
    /** Items noted after this time go in the next digest (confirmation time at first). */
    covered_until: at('covered_until'),
    /** When the next digest is due. */
    next_digest_at: at('next_digest_at'),
    version: version(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('alert_subscriptions_token_hash_unique').on(table.token_hash),
    uniqueIndex('alert_subscriptions_old_token_hash_unique').on(table.old_token_hash),
    index('alert_subscriptions_due_idx').on(table.status, table.next_digest_at),
    index('alert_subscriptions_user_idx').on(table.user_id),
    index('alert_subscriptions_email_idx').on(table.email),
  ],
);

// What became public, noted once by the write path when a record of an alert content type turns
// public, with what subscriptions filter on. Seeded content is not news and is not noted.
export const alertItems = pgTable(
  'alert_items',
  {
    id: serialId(),
    content_type: text('content_type').$type<AlertContentType>().notNull(),
    record_id: integer('record_id').notNull(),
    noted_at: at('noted_at').notNull().defaultNow(),
    industry_ids: integer('industry_ids').array().notNull().default([]),
    country_ids: integer('country_ids').array().notNull().default([]),
    hs_chapters: text('hs_chapters').array().notNull().default([]),
  },
  (table) => [
    uniqueIndex('alert_items_record_unique').on(table.content_type, table.record_id),
    index('alert_items_noted_idx').on(table.noted_at),
  ],
);

// One row per digest sent: the claim. Its unique key (subscription, due time) lets only one
// deliverer write a digest's mail, however many instances run the job.
export const alertDigests = pgTable(
  'alert_digests',
  {
    id: serialId(),
    subscription_id: belongsTo('subscription_id', () => alertSubscriptions.id),
    due_at: at('due_at').notNull(),
    item_count: integer('item_count').notNull(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('alert_digests_claim_unique').on(table.subscription_id, table.due_at)],
);

export type AlertSubscription = typeof alertSubscriptions.$inferSelect;
export type AlertItem = typeof alertItems.$inferSelect;
