import { z } from 'zod';

// Market indicators (issue 58): the shapes the landed cost and the market comparison read. Every
// figure carries the dataset it comes from (name, address, licence, date) and the day it was
// checked; a figure the portal does not hold is null, never guessed.

/** A dataset or a fact's source: its name in both languages, address, licence and dates. */
export const indicatorSourceSchema = z.object({
  name_en: z.string(),
  name_ar: z.string(),
  url: z.string(),
  licence: z.string().nullable(),
  /** YYYY-MM-DD: the day of the source (its release, commit or the fact it states). */
  date: z.string().nullable(),
  /** YYYY-MM-DD: the day the figure was checked against it. */
  checked_on: z.string().nullable(),
});
export type IndicatorSource = z.infer<typeof indicatorSourceSchema>;

/** A yearly figure (GDP in current US dollars, population, GDP per capita). */
export const yearFigureSchema = z.object({
  value: z.number(),
  year: z.number().int(),
  source: indicatorSourceSchema,
});
export type YearFigure = z.infer<typeof yearFigureSchema>;

export const TAX_KINDS = ['vat', 'gst', 'sales_tax', 'none'] as const;

/** The standard VAT, GST or sales-tax rate on imports (0.15 = 15 %); `corrected`: staff's row won. */
export const taxRateSchema = z.object({
  kind: z.enum(TAX_KINDS),
  rate: z.number().min(0).max(1),
  corrected: z.boolean(),
  note_en: z.string().nullable(),
  note_ar: z.string().nullable(),
  source: indicatorSourceSchema,
});
export type TaxRate = z.infer<typeof taxRateSchema>;

/**
 * A currency's rate against the US dollar, always as units of the currency per dollar (FRED's
 * dollars-per-unit series turned round on import). `per_usd` null: the portal has no rate for it.
 */
export const currencyRateSchema = z.object({
  currency: z.string().length(3),
  per_usd: z.number().positive().nullable(),
  /** YYYY-MM-DD: the month's first day for a monthly mean, the peg's day for a peg. */
  date: z.string().nullable(),
  basis: z.enum(['market', 'peg']).nullable(),
  source: indicatorSourceSchema.nullable(),
});
export type CurrencyRate = z.infer<typeof currencyRateSchema>;

/** What the portal holds about one market (ISO 3166-1 alpha-2, capitals). */
export const marketIndicatorsSchema = z.object({
  country: z.string().length(2),
  gdp_usd: yearFigureSchema.nullable(),
  population: yearFigureSchema.nullable(),
  /** Derived: GDP over population of the same year. */
  gdp_per_capita_usd: yearFigureSchema.nullable(),
  /** null: no rate known for the market (said so, never guessed). */
  tax: taxRateSchema.nullable(),
  /** null: the market's currency is not known. */
  currency: currencyRateSchema.nullable(),
});
export type MarketIndicators = z.infer<typeof marketIndicatorsSchema>;
