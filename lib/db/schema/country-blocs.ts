import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

import { serialId } from './columns';
import { countries } from './lookups';

// Issue 45: groups of countries that act as one in trade (the European Union's customs union and
// single market). A measure of the bloc (a trade barrier) is filed under it once and applies to
// every member: a member country's filter shows it. Members are the countries of `countries`.
export const countryBlocs = pgTable('country_blocs', {
  id: serialId(),
  /** A short code (`EU`). */
  code: text('code').notNull().unique(),
  name_eng: text('name_eng').notNull(),
  name_ara: text('name_ara').notNull(),
});

export const countryBlocMembers = pgTable(
  'country_bloc_members',
  {
    bloc_id: integer('bloc_id')
      .notNull()
      .references(() => countryBlocs.id, { onDelete: 'cascade' }),
    country_id: integer('country_id')
      .notNull()
      .references(() => countries.id),
  },
  (table) => [primaryKey({ columns: [table.bloc_id, table.country_id] })],
);

export type CountryBloc = typeof countryBlocs.$inferSelect;
