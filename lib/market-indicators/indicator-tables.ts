import { and, eq, or, type SQL } from 'drizzle-orm';

import {
  exchangeRates,
  gdpFigures,
  type IndicatorDataset,
  populationFigures,
  salesTaxRates,
} from '@/lib/db/schema/market-indicators';
import type { Db } from '@/lib/db/types';

import type { QuoteDirection } from './fred-series';
import {
  type ExchangeRateRow,
  parseExchangeRates,
  parseSalesTax,
  parseYearFigures,
  type Parsed,
  type TaxRateRow,
  type YearFigureRow,
} from './parse-indicator-files';

// Where each dataset's rows live (issue 58): how a file is read, a row's key, and the table's rows
// read, removed and written. The import (import-indicators.ts) compares the file's rows with the
// stored ones by these, so a rerun of the same file writes nothing.

type Row = YearFigureRow | ExchangeRateRow | TaxRateRow;

export type DatasetTable = {
  table: typeof gdpFigures | typeof populationFigures | typeof exchangeRates | typeof salesTaxRates;
  parse: (
    text: string,
    alpha2Of: ReadonlyMap<string, string>,
    quote: QuoteDirection,
  ) => Parsed<Row>;
  key: (row: Row) => string;
  read: (db: Db) => Promise<Row[]>;
  /** The rows named, as one condition (for a delete). */
  match: (rows: Row[]) => SQL | undefined;
  insert: (db: Db, rows: Row[]) => Promise<void>;
};

const yearTable = (table: typeof gdpFigures | typeof populationFigures): DatasetTable => ({
  table,
  parse: (text, alpha2Of) => parseYearFigures(text, alpha2Of),
  key: (row) => `${(row as YearFigureRow).country}:${(row as YearFigureRow).year}`,
  read: (db) =>
    db.select({ country: table.country, year: table.year, value: table.value }).from(table),
  match: (rows) =>
    or(
      ...(rows as YearFigureRow[]).map((row) =>
        and(eq(table.country, row.country), eq(table.year, row.year)),
      ),
    ),
  insert: async (db, rows) => {
    await db.insert(table).values(rows as YearFigureRow[]);
  },
});

const rateTable = (frequency: 'monthly' | 'yearly'): DatasetTable => ({
  table: exchangeRates,
  parse: (text, _alpha2Of, quote) => parseExchangeRates(text, frequency, quote),
  key: (row) => `${(row as ExchangeRateRow).currency}:${(row as ExchangeRateRow).date}`,
  read: (db) =>
    db
      .select({
        currency: exchangeRates.currency,
        date: exchangeRates.date,
        per_usd: exchangeRates.per_usd,
        series: exchangeRates.series,
      })
      .from(exchangeRates)
      .where(eq(exchangeRates.frequency, frequency)),
  match: (rows) =>
    and(
      eq(exchangeRates.frequency, frequency),
      or(
        ...(rows as ExchangeRateRow[]).map((row) =>
          and(eq(exchangeRates.currency, row.currency), eq(exchangeRates.date, row.date)),
        ),
      ),
    ),
  insert: async (db, rows) => {
    await db
      .insert(exchangeRates)
      .values((rows as ExchangeRateRow[]).map((row) => ({ ...row, frequency })));
  },
});

const taxTable: DatasetTable = {
  table: salesTaxRates,
  parse: (text) => parseSalesTax(text),
  key: (row) => (row as TaxRateRow).country,
  read: (db) =>
    db
      .select({
        country: salesTaxRates.country,
        kind: salesTaxRates.kind,
        rate: salesTaxRates.rate,
        currency: salesTaxRates.currency,
        has_states: salesTaxRates.has_states,
      })
      .from(salesTaxRates),
  match: (rows) =>
    or(...(rows as TaxRateRow[]).map((row) => eq(salesTaxRates.country, row.country))),
  insert: async (db, rows) => {
    await db.insert(salesTaxRates).values(rows as TaxRateRow[]);
  },
};

export const DATASET_TABLES: Record<IndicatorDataset, DatasetTable> = {
  gdp: yearTable(gdpFigures),
  population: yearTable(populationFigures),
  'exchange-rates-monthly': rateTable('monthly'),
  'exchange-rates-yearly': rateTable('yearly'),
  'sales-tax-rates': taxTable,
};
