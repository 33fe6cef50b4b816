import { date, doublePrecision, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

import { nowOnInsert, serialId, timestamps, version } from './columns';

// Market indicators as data (issue 58): GDP, population, exchange rates and VAT / sales-tax rates
// imported from open data (data/market-indicators/, `npm run data:import-indicators`), and the
// staff's corrections of the tax file. Each imported file is one dataset row (its source, date and
// licence); each figure names its year or month. Countries are ISO 3166-1 alpha-2 codes, currencies
// ISO 4217 codes.

export const INDICATOR_DATASETS = [
  'gdp',
  'population',
  'exchange-rates-monthly',
  'exchange-rates-yearly',
  'sales-tax-rates',
] as const;
export type IndicatorDataset = (typeof INDICATOR_DATASETS)[number];

/** One imported file: where it comes from, its licence, its day, and what the import kept. */
export const indicatorDatasets = pgTable('indicator_datasets', {
  dataset: text('dataset', { enum: INDICATOR_DATASETS }).primaryKey(),
  name_en: text('name_en').notNull(),
  name_ar: text('name_ar').notNull(),
  /** The publisher's page (World Bank, FRED, the tax file's repository). */
  url: text('url').notNull(),
  licence: text('licence').notNull(),
  /** The source's day: the commit of the copy the portal ships (YYYY-MM-DD). */
  source_date: date('source_date', { mode: 'string' }),
  /** The day the file was copied and reviewed. */
  checked_on: date('checked_on', { mode: 'string' }),
  file_name: text('file_name').notNull(),
  /** The rows the import kept (countries only, from FIRST_YEAR). */
  rows: integer('rows').notNull(),
  imported_at: nowOnInsert('imported_at'),
});

const yearFigures = (name: string) =>
  pgTable(
    name,
    {
      /** ISO 3166-1 alpha-2 (the file's alpha-3 code mapped through `countries`). */
      country: text('country').notNull(),
      year: integer('year').notNull(),
      value: doublePrecision('value').notNull(),
    },
    (table) => [primaryKey({ columns: [table.country, table.year] })],
  );

/** GDP in current US dollars by country and year (World Bank, dataset `gdp`). */
export const gdpFigures = yearFigures('gdp_figures');
/** Total population by country and year (World Bank, dataset `population`). */
export const populationFigures = yearFigures('population_figures');

/**
 * Exchange rates against the US dollar, always stored as units of the currency per dollar (FRED's
 * dollars-per-unit series inverted on import). `date`: the month's or the year's first day.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency').notNull(),
    frequency: text('frequency', { enum: ['monthly', 'yearly'] }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    per_usd: doublePrecision('per_usd').notNull(),
    /** The series as the file names it ("Euro", "United Kingdom"). */
    series: text('series').notNull(),
  },
  (table) => [primaryKey({ columns: [table.currency, table.frequency, table.date] })],
);

export const TAX_RATE_KINDS = ['vat', 'gst', 'sales_tax', 'none'] as const;

/** The tax file's standard rate by country (dataset `sales-tax-rates`), with the currency it names. */
export const salesTaxRates = pgTable('sales_tax_rates', {
  country: text('country').primaryKey(),
  kind: text('kind', { enum: TAX_RATE_KINDS }).notNull(),
  /** 0.15 = 15 %. */
  rate: doublePrecision('rate').notNull(),
  currency: text('currency').notNull(),
  /** The file gives rates by state or province too (the national rate is kept). */
  has_states: integer('has_states').notNull().default(0),
});

/** Staff's correction of the tax file for one country: it wins over the file (audited, versioned). */
export const vatCorrections = pgTable('vat_corrections', {
  id: serialId(),
  country: text('country').notNull().unique(),
  kind: text('kind', { enum: TAX_RATE_KINDS }).notNull(),
  rate: doublePrecision('rate').notNull(),
  note_en: text('note_en').notNull().default(''),
  note_ar: text('note_ar').notNull().default(''),
  source_name_en: text('source_name_en').notNull(),
  source_name_ar: text('source_name_ar').notNull(),
  url: text('url').notNull(),
  /** The day of the source (the law's or the announcement's day). */
  source_date: date('source_date', { mode: 'string' }),
  /** The day staff checked the rate against the source. */
  checked_on: date('checked_on', { mode: 'string' }).notNull(),
  version: version(),
  ...timestamps,
});
