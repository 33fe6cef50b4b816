import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

import { requiredText, serialId, timestamps, version } from './columns';

// part 2 §3 "Trade support institution" and its reference lists exports-type and exports-mode
// (exports-gov is the governorates list). An institution has several types (`type_id`, a JSON list
// of ids), one participation mode and one governorate. The card's services, contacts and website
// are the portal's (issue 14); the specification names only the filter fields.

export const exportTypes = pgTable('export_types', {
  id: integer('id').primaryKey(),
  type_eng: text('type_eng').notNull(),
  type_ara: text('type_ara').notNull(),
  version: version(),
});

export const exportModes = pgTable('export_modes', {
  id: integer('id').primaryKey(),
  mode_eng: text('mode_eng').notNull(),
  mode_ara: text('mode_ara').notNull(),
  version: version(),
});

export const institutions = pgTable(
  'institutions',
  {
    id: serialId(),
    name: text('name').notNull(),
    name_ara: text('name_ara').notNull(),
    type_id: jsonb('type_id').$type<number[]>().notNull(),
    mode_id: integer('mode_id').notNull(),
    gov_id: integer('gov_id').notNull(),
    description_eng: requiredText('description_eng'),
    description_ara: requiredText('description_ara'),
    services_eng: requiredText('services_eng'),
    services_ara: requiredText('services_ara'),
    address_eng: requiredText('address_eng'),
    address_ara: requiredText('address_ara'),
    phone: requiredText('phone'),
    email: requiredText('email'),
    website: requiredText('website'),
    version: version(),
    ...timestamps,
  },
  (table) => [
    index('institutions_mode_idx').on(table.mode_id),
    index('institutions_gov_idx').on(table.gov_id),
  ],
);
