import { z } from 'zod';

import { currencyRateSchema } from '@/features/market-indicators/indicator-schemas';

// What GET /api/landed-cost answers (issue 58). The comparison page reads `markets` (its names are
// a contract: country, customs_basis, lines, total_jod, total_local, unknown).

export const LINE_KEYS = [
  'price',
  'add_freight',
  'add_insurance',
  'less_freight',
  'less_insurance',
  'customs_value',
  'duty_preference',
  'duty_mfn',
  'duty_entered',
  'duty_specific',
  'duty_unknown',
  'additional_duty',
  'additional_duty_partial',
  'tax_base',
  'tax',
  'tax_none',
  'tax_us',
  'tax_unknown',
  'carriage_freight',
  'carriage_insurance',
  'total',
] as const;
export type LineKey = (typeof LINE_KEYS)[number];

/** What a figure rests on: its name in both languages, address, day, and the day it was checked. */
export const figureSourceSchema = z.object({
  name_en: z.string(),
  name_ar: z.string(),
  url: z.string(),
  date: z.string().nullable(),
  /**
   * YYYY-MM-DD: the day the figure was last checked against its source (or fetched from it); an
   * answer saved before the field existed reads as null.
   */
  checked_on: z.string().nullable().default(null),
});
export type FigureSource = z.infer<typeof figureSourceSchema>;

/** One line of the arithmetic, in the currency the price was entered in. */
export const costLineSchema = z.object({
  key: z.enum(LINE_KEYS),
  /** How the line enters the sum below it: added, taken off, or the sum itself. */
  op: z.enum(['plus', 'minus', 'equals', 'info']),
  /** Rounded to the entered currency's minor unit; null: not known (said in `unknown`). */
  amount: z.number().nullable(),
  /** A percentage the line applies (15 for 15 %), on `base`. */
  rate: z.number().nullable(),
  base: z.number().nullable(),
  /** A specific duty: the amount per `per` units of `unit`, times `quantity`. */
  specific: z
    .object({ amount: z.number(), per: z.number(), quantity: z.number(), unit: z.string() })
    .nullable(),
  /** The duty's or tax's words as its source gives them. */
  text_en: z.string().nullable(),
  text_ar: z.string().nullable(),
  source: figureSourceSchema.nullable(),
});
export type CostLine = z.infer<typeof costLineSchema>;

export const UNKNOWN_KEYS = [
  'freight',
  'insurance',
  'duty',
  'additional_duty',
  'tax',
  'currency',
  'rate_entered',
  'rate_jod',
  'rate_local',
] as const;
export type UnknownKey = (typeof UNKNOWN_KEYS)[number];

export const NOTE_KEYS = [
  'preferenceIfQualifies',
  'preferenceDepends',
  'preferenceAssessed',
  'enteredNotUsed',
  'mfnNotAdValorem',
  'reducedRates',
  'exwInland',
  'dapBeyondBorder',
  'ddpExcludes',
  'partialAdditional',
] as const;
export type NoteKey = (typeof NOTE_KEYS)[number];

export const marketCostSchema = z.object({
  country: z.string(),
  customs_basis: z.enum(['CIF', 'FOB']),
  /** The currency the lines are in (the one the price was entered in). */
  currency: z.string(),
  lines: z.array(costLineSchema),
  /** The landed cost in Jordanian dinars, three decimals; null when a figure is missing. */
  total_jod: z.number().nullable(),
  /** The same in the market's currency, at its minor unit (SAR 2 decimals, KWD 3). */
  total_local: z.object({ amount: z.number().nullable(), currency: z.string().nullable() }),
  /** What is missing (message keys under LandedCost.unknown). */
  unknown: z.array(z.enum(UNKNOWN_KEYS)),
  /** What the reader should know (message keys under LandedCost.notes). */
  notes: z.array(z.enum(NOTE_KEYS)),
  /** The duty's basis: the preference, the general (MFN) duty, the exporter's rate, or unknown. */
  duty_basis: z.enum(['preference', 'mfn', 'entered', 'unknown']),
  /** The partner's official tariff, where the exporter can read the duty. */
  tariff_link: z.object({ name: z.string(), url: z.string() }).nullable(),
  /** The exchange rates used, each with its date and source. */
  rates: z.array(currencyRateSchema),
});
export type MarketCost = z.infer<typeof marketCostSchema>;

export const landedCostAnswerSchema = z.object({
  /** The HS 2022 code the cost is worked on. */
  hs: z.string(),
  /** The older edition's code asked for, when `hs` is its only HS 2022 successor. */
  requested: z.object({ code: z.string(), edition: z.number().int() }).nullable(),
  currency: z.string(),
  incoterm: z.string(),
  markets: z.array(marketCostSchema),
});
export type LandedCostAnswer = z.infer<typeof landedCostAnswerSchema>;
