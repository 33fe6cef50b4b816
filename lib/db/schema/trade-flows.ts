import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';

import { nowOnInsert } from './columns';

// Trade flows by product (issue 38), imported from CEPII's BACI files (`npm run
// data:import-trade`): for each HS 6-digit product and year, what each country imports from the
// world and what Jordan exports to each partner. Values are thousands of US dollars and quantities
// tonnes, as BACI gives them; `quantity_value` is the value of the flows that carry a quantity,
// so a unit value never divides a value by the quantity of other flows.

/** A year imported: from which release and file, when, and whether it is the project's sample. */
export const tradeFlowYears = pgTable('trade_flow_years', {
  year: smallint('year').primaryKey(),
  /** The dataset: BACI. */
  source: text('source').notNull(),
  /** The release as the file names it (V202401), and the HS revision of its codes (HS22). */
  release: text('release').notNull(),
  revision: text('revision').notNull(),
  file_name: text('file_name').notNull(),
  file_bytes: doublePrecision('file_bytes').notNull(),
  rows: integer('rows').notNull(),
  /** The project's illustrative extract in BACI's format (tests, a fresh start): not CEPII's figures. */
  sample: boolean('sample').notNull().default(false),
  imported_at: nowOnInsert('imported_at'),
});

/** BACI's country list: its numeric code (ISO 3166 numeric, a few of its own) and ISO codes. */
export const tradeCountries = pgTable('trade_countries', {
  code: smallint('code').primaryKey(),
  iso2: text('iso2').notNull().default(''),
  iso3: text('iso3').notNull().default(''),
  name_en: text('name_en').notNull(),
});

const flowColumns = {
  year: smallint('year').notNull(),
  hs6: text('hs6').notNull(),
  value: doublePrecision('value').notNull(),
  quantity: doublePrecision('quantity'),
  quantity_value: doublePrecision('quantity_value').notNull().default(0),
};

/** A country's imports of a product from the world in a year (every exporter's flows summed). */
export const tradeImports = pgTable(
  'trade_imports',
  { ...flowColumns, importer: smallint('importer').notNull() },
  (table) => [
    primaryKey({ columns: [table.hs6, table.year, table.importer] }),
    // A page reads two years of a chapter, heading or subheading: a range of codes in each year.
    index('trade_imports_year_hs6_idx').on(table.year, table.hs6),
    check('trade_imports_hs6', sql`${table.hs6} ~ '^[0-9]{6}$'`),
  ],
);

/** Jordan's exports of a product to a partner in a year. */
export const tradeJordanExports = pgTable(
  'trade_jordan_exports',
  { ...flowColumns, partner: smallint('partner').notNull() },
  (table) => [
    primaryKey({ columns: [table.hs6, table.year, table.partner] }),
    check('trade_jordan_exports_hs6', sql`${table.hs6} ~ '^[0-9]{6}$'`),
  ],
);
