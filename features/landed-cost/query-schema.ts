import { z } from 'zod';

import { ALPHA2_CODES } from '@/lib/geo/country-codes';
import { hsCodeQuery } from '@/lib/hs/hs-query-schema';

import { AMOUNT_MAX, INCOTERMS, LANDED_COST_MARKETS_MAX, QUANTITY_UNITS } from './constants';

// The landed cost's inputs (issue 58): one schema for the page's GET form and GET /api/landed-cost.
// Every field arrives as query text; a blank optional field is absent. Messages are catalogue keys.

const KNOWN_COUNTRIES = new Set(ALPHA2_CODES);

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A number as typed (1,000.5 or ١٠٠٠٫٥): Arabic-Indic digits and the separators read. */
function numberOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const western = value
    .trim()
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/٫/g, '.')
    .replace(/[,٬\s]/g, '');
  return /^\d+(\.\d+)?$/.test(western) ? Number(western) : value;
}

/** An amount of money (or a quantity): a number from `min`, at most AMOUNT_MAX. */
const amount = (positive: boolean) =>
  z.preprocess(
    numberOf,
    z
      .number({ error: 'LandedCost.errors.number' })
      .refine((value) => (positive ? value > 0 : value >= 0), 'LandedCost.errors.number')
      .refine((value) => value <= AMOUNT_MAX, 'LandedCost.errors.tooLarge'),
  );

const optionalAmount = (positive: boolean) =>
  z.preprocess(blankToUndefined, amount(positive).optional());

/** One market or several: alpha-2 codes separated by commas (or spaces), Jordan excluded. */
export const countriesQuery = z
  .string({ error: 'rules.required' })
  .trim()
  .min(1, 'rules.required')
  .max(LANDED_COST_MARKETS_MAX * 4, 'LandedCost.errors.tooMany')
  .transform((value, context) => {
    const codes = [
      ...new Set(
        value
          .split(/[\s,]+/)
          .filter(Boolean)
          .map((code) => code.toUpperCase()),
      ),
    ];
    const wrong = codes.find((code) => !/^[A-Z]{2}$/.test(code) || !KNOWN_COUNTRIES.has(code));
    const fail = (message: string) => {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (codes.length === 0) return fail('rules.required');
    if (wrong) return fail('LandedCost.errors.country');
    if (codes.includes('JO')) return fail('LandedCost.errors.jordan');
    if (codes.length > LANDED_COST_MARKETS_MAX) return fail('LandedCost.errors.tooMany');
    return codes;
  });

const FLAG_WORDS: Record<string, boolean> = {
  true: true,
  '1': true,
  on: true,
  false: false,
  '0': false,
};

/** A yes-or-no box: absent or blank is no; true, 1, on (a checked box) or false, 0. */
const flag = z.preprocess(
  (value) =>
    value === undefined || value === ''
      ? false
      : typeof value === 'string' && value in FLAG_WORDS
        ? FLAG_WORDS[value]
        : value,
  z.boolean({ error: 'rules.invalid' }),
);

export const landedCostQuerySchema = z
  .object({
    hs: hsCodeQuery('LandedCost.errors.code').describe(
      'An HS code of the 2022 nomenclature in any spelling (6109.10, 610910, 7604)',
    ),
    country: countriesQuery.describe(
      `The market or markets, ISO 3166-1 alpha-2 separated by commas (at most ${LANDED_COST_MARKETS_MAX})`,
    ),
    value: amount(true).describe('The price of the goods on the incoterm given, in `currency`'),
    currency: z
      .preprocess(
        blankToUndefined,
        z
          .string()
          .trim()
          .regex(/^[A-Za-z]{3}$/, 'LandedCost.errors.currency')
          .transform((code) => code.toUpperCase())
          .default('JOD'),
      )
      .describe(
        'JOD (default), USD, or the currency of one of the markets asked, where a rate is held',
      ),
    incoterm: z
      .preprocess(blankToUndefined, z.enum(INCOTERMS, { error: 'LandedCost.errors.incoterm' }))
      .describe('The Incoterm (2020) the price is quoted on'),
    freight: optionalAmount(false).describe(
      'The international freight to the market, in `currency`',
    ),
    insurance: optionalAmount(false).describe('The insurance of that carriage, in `currency`'),
    quantity: optionalAmount(true).describe('The quantity shipped, in `unit`'),
    unit: z
      .preprocess(
        blankToUndefined,
        z.enum(QUANTITY_UNITS, { error: 'rules.invalid' }).default('kg'),
      )
      .describe('The unit of the quantity and of a specific duty'),
    duty_rate: z
      .preprocess(
        blankToUndefined,
        z.preprocess(
          numberOf,
          z
            .number({ error: 'LandedCost.errors.number' })
            .min(0, 'LandedCost.errors.number')
            .max(1000, 'LandedCost.errors.tooLarge')
            .optional(),
        ),
      )
      .describe('A duty rate the exporter enters (percent of the customs value)'),
    duty_amount: optionalAmount(false).describe(
      'A specific duty the exporter enters, in `currency`, per `duty_per` units',
    ),
    duty_per: optionalAmount(true).describe(
      'The units the specific duty is per (100 for per 100 kg)',
    ),
    qualifies: flag.describe('The exporter says the goods qualify for the agreement’s preference'),
  })
  .superRefine((query, context) => {
    if (query.duty_amount !== undefined && query.quantity === undefined) {
      context.addIssue({
        code: 'custom',
        message: 'LandedCost.errors.quantityNeeded',
        path: ['quantity'],
      });
    }
  });

/** The query's keys, in the form's order. */
export const LANDED_COST_FIELDS = [
  'hs',
  'country',
  'value',
  'currency',
  'incoterm',
  'freight',
  'insurance',
  'quantity',
  'unit',
  'duty_rate',
  'duty_amount',
  'duty_per',
  'qualifies',
] as const;

/** The query as typed (the form's values). */
export type LandedCostQueryInput = z.input<typeof landedCostQuerySchema>;
/** The query read. */
export type LandedCostQuery = z.output<typeof landedCostQuerySchema>;
