import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

import { belongsTo, requiredText, serialId, timestamps, version } from './columns';

// The pool of experts (part 3 §7 /api/pool and /api/experts, "Global search records": pool experts
// FULL_NAME, DESCRIPTION_ENG). Experts are grouped in pools; a pool lists its experts in order.

export const experts = pgTable('experts', {
  id: serialId(),
  FULL_NAME: text('full_name').notNull(),
  FULL_NAME_ARA: text('full_name_ara').notNull(),
  TITLE_ENG: requiredText('title_eng'),
  TITLE_ARA: requiredText('title_ara'),
  DESCRIPTION_ENG: requiredText('description_eng'),
  DESCRIPTION_ARA: requiredText('description_ara'),
  EXPERTISE_ENG: requiredText('expertise_eng'),
  EXPERTISE_ARA: requiredText('expertise_ara'),
  /** Sector iids (`industries`). */
  sectors: jsonb('sectors').$type<number[]>().notNull(),
  /** ISO 639-1 codes of the languages the expert works in. */
  languages: jsonb('languages').$type<string[]>().notNull(),
  email: requiredText('email'),
  phone: requiredText('phone'),
  version: version(),
  ...timestamps,
});

export const pools = pgTable('pools', {
  id: serialId(),
  NAME_ENG: text('name_eng').notNull(),
  NAME_ARA: text('name_ara').notNull(),
  DESCRIPTION_ENG: requiredText('description_eng'),
  DESCRIPTION_ARA: requiredText('description_ara'),
  version: version(),
  ...timestamps,
});

export const poolExperts = pgTable(
  'pool_experts',
  {
    pool_id: belongsTo('pool_id', () => pools.id),
    expert_id: belongsTo('expert_id', () => experts.id),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.pool_id, table.expert_id] }),
    index('pool_experts_expert_idx').on(table.expert_id),
  ],
);
