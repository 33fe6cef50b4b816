import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

import { belongsTo, nowOnInsert, serialId } from './columns';

// The partners' general (MFN) duties from their official tariffs (issue 46): a tariff imported
// from the file its authority publishes (`npm run data:import-tariff -- us-hts <file>`), one row
// per national tariff line (8 digits for the US), under the HS subheading it belongs to. An import
// again replaces that source's rows in one transaction. Generic: another partner's tariff is
// another `source` key with its partner country.

/** One imported tariff: which (`us-hts`), whose (the partner, ISO alpha-2), and its edition. */
export const tariffSources = pgTable('tariff_sources', {
  id: serialId(),
  /** The importer's key: `us-hts` (the Harmonized Tariff Schedule of the United States). */
  source: text('source').notNull().unique(),
  /** The partner (importing) country whose tariff it is, ISO 3166-1 alpha-2. */
  partner: text('partner').notNull(),
  name: text('name').notNull(),
  /** The edition or revision as the file names it ("2026 Revision 21"); null when not known. */
  edition: text('edition'),
  url: text('url').notNull(),
  /** The day of the file imported (its modification day, or the day given on the command line). */
  file_date: date('file_date', { mode: 'string' }),
  file_name: text('file_name').notNull(),
  lines: integer('lines').notNull(),
  imported_at: nowOnInsert('imported_at'),
});

/** One tariff line (8 digits for the US) with its general duty as the tariff writes it. */
export const tariffLines = pgTable(
  'tariff_lines',
  {
    source_id: belongsTo('source_id', () => tariffSources.id),
    /** The line's digits (33049950), and as the tariff writes it (3304.99.50). */
    code: text('code').notNull(),
    written: text('written').notNull(),
    /** The HS subheading (6 digits) it belongs to. */
    hs6: text('hs6').notNull(),
    description: text('description').notNull(),
    /** Its parents' descriptions, outermost first, joined by " › " (for lines reading "Other"). */
    context: text('context').notNull(),
    /** The general (MFN, column 1) rate as written: "Free", "6.8%", "1.5¢/kg"; "" when none. */
    general: text('general').notNull(),
    /** The special column as written. */
    special: text('special').notNull(),
    /** The rate the special column gives programme JO (Jordan): "Free"; null when JO is not listed. */
    jordan: text('jordan'),
    /** The units of quantity, joined by ", ". */
    units: text('units').notNull(),
    indent: integer('indent').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.source_id, table.code] }),
    index('tariff_lines_hs6_idx').on(table.source_id, table.hs6),
  ],
);

export type TariffSource = typeof tariffSources.$inferSelect;
export type TariffLine = typeof tariffLines.$inferSelect;
