import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import {
  bilingual,
  nowOnInsert,
  requiredText as t,
  serialId,
  timestamps,
  version,
} from './columns';

// Events and credentials (issue 27): part 2 "Events", "Credentials", §3 (event, credential), §4
// (event status), §7 (events-type, events-mode, credential-types, POST events/{id}/join).

export const eventTypes = pgTable('event_types', {
  id: integer('id').primaryKey(),
  name_eng: text('name_eng').notNull(),
  name_ara: text('name_ara').notNull(),
});

export const eventModes = pgTable('event_modes', {
  id: integer('id').primaryKey(),
  name_eng: text('name_eng').notNull(),
  name_ara: text('name_ara').notNull(),
});

/** part 2 §3 "Event"; `location_type` is 'International event' or 'Local event' (part 3 "Search"). */
export const events = pgTable(
  'events',
  {
    id: serialId(),
    ...bilingual('name'),
    ...bilingual('description'),
    date_start: date('date_start', { mode: 'string' }).notNull(),
    date_end: date('date_end', { mode: 'string' }).notNull(),
    country_id: integer('country_id').notNull(),
    ...bilingual('city'),
    ...bilingual('venue'),
    type_id: integer('type_id').notNull(),
    mode_id: integer('mode_id').notNull(),
    industry_id: integer('industry_id'),
    location_type: text('location_type', {
      enum: ['International event', 'Local event'],
    }).notNull(),
    link: t('link'),
    image: t('image'),
    /** part 2 §4: 1 open (yellow ticket), 2 closed (red), 3 confirmed (green check), other (clock). */
    status: integer('status').notNull().default(1),
    /** 1 published; anything else is a draft. */
    published: integer('published').notNull().default(1),
    version: version(),
    ...timestamps,
  },
  (table) => [
    index('events_start_idx').on(table.date_start),
    index('events_location_idx').on(table.location_type),
  ],
);

/** A member's place at an event (POST events/{id}/join); leaving deletes the row. */
export const eventJoins = pgTable(
  'event_joins',
  {
    id: serialId(),
    event_id: integer('event_id').notNull(),
    user_id: integer('user_id').notNull(),
    joined_at: nowOnInsert('joined_at'),
  },
  (table) => [uniqueIndex('event_joins_member_idx').on(table.event_id, table.user_id)],
);

export const credentialTypes = pgTable('credential_types', {
  id: integer('id').primaryKey(),
  name_eng: text('name_eng').notNull(),
  name_ara: text('name_ara').notNull(),
});

/** part 2 §3 "Credential"; status 1 active (green), anything else grey. */
export const credentials = pgTable(
  'credentials',
  {
    id: serialId(),
    ...bilingual('name'),
    country_id: integer('country_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    type: integer('type').notNull(),
    ...bilingual('issuer'),
    ...bilingual('description'),
    link: t('link'),
    document: t('document'),
    status: integer('status').notNull().default(1),
    version: version(),
    ...timestamps,
  },
  (table) => [index('credentials_date_idx').on(table.date)],
);
