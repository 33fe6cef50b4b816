import { z } from 'zod';

import {
  enteredDutySchema,
  tariffShiftSchema,
  valueKindSchema,
} from '@/features/market-access/schemas';
import { taxRateSchema, yearFigureSchema } from '@/features/market-indicators/indicator-schemas';
import { marketAgreementSchema, tradeSourceSchema } from '@/features/trade-flows/schemas';
import { ALPHA2_CODES } from '@/lib/geo/country-codes';
import { hsCodeResultSchema } from '@/lib/hs/hs-code-result';
import { hsCodeQuery } from '@/lib/hs/hs-query-schema';
import { hsRequestedSchema, hsSuccessorsAnswerSchema } from '@/lib/hs/older-code-schemas';

import { COMPARE_MARKETS_MAX, COMPARISON_SORTS } from './constants';
import { countriesOfText } from './countries-text';

// Markets side by side (issue 58): the query and the answer of `GET /api/market-comparison`,
// which the page renders too.

const KNOWN = new Set(ALPHA2_CODES);
/** The longest `countries` text read: six codes and their commas are far shorter. */
const COUNTRIES_TEXT_MAX = 60;

export const comparisonSortSchema = z.enum(COMPARISON_SORTS, { error: 'rules.invalid' });

/** `SA,US` (any case, commas or spaces): at most six known markets, Jordan not one of them. */
export const comparedCountriesSchema = z
  .string()
  .max(COUNTRIES_TEXT_MAX, 'MarketComparison.errors.tooMany')
  .transform((text, context) => {
    const codes = countriesOfText(text);
    if (codes.some((code) => !/^[A-Z]{2}$/.test(code) || !KNOWN.has(code))) {
      context.addIssue({ code: 'custom', message: 'MarketComparison.errors.country' });
      return z.NEVER;
    }
    if (codes.includes('JO')) {
      context.addIssue({ code: 'custom', message: 'MarketComparison.errors.jordan' });
      return z.NEVER;
    }
    if (codes.length > COMPARE_MARKETS_MAX) {
      context.addIssue({ code: 'custom', message: 'MarketComparison.errors.tooMany' });
      return z.NEVER;
    }
    return codes;
  });

export const marketComparisonQuerySchema = z.object({
  hs: hsCodeQuery('MarketComparison.errors.code').describe(
    'An HS code in any spelling (15, 1509, 15.09, 1509.20, 150920); a code of HS 2017 or 2012 ' +
      'is read as its 2022 successor',
  ),
  countries: comparedCountriesSchema
    .optional()
    .describe(
      'Up to six markets, ISO 3166-1 alpha-2, comma-separated (SA,US); without it, a suggested ' +
        'set: the largest importers of the product and Jordan’s agreement partners',
    ),
  sort: comparisonSortSchema
    .optional()
    .describe('The column the markets are ordered by (imports, largest first, by default)'),
});

/** A rule of origin in one line: a text, a general rule's criteria, or the UK's rule sets. */
export const originLineSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text_en: z.string(), text_ar: z.string() }),
  z.object({
    kind: z.literal('general'),
    value_kind: valueKindSchema.nullable(),
    value_percent: z.number().nullable(),
    tariff_shift: tariffShiftSchema.nullable(),
  }),
  z.object({ kind: z.literal('product_specific'), sets: z.number().int() }),
]);
export type OriginLine = z.infer<typeof originLineSchema>;

export const comparedMarketSchema = z.object({
  country: z.object({ code: z.string(), name_en: z.string(), name_ar: z.string() }),
  /** Imports of the product in `year`, US dollars (0: none); null when no flows are imported. */
  imports_usd: z.number().nullable(),
  /** Yearly growth of those imports from `growth_from` (0.05 = 5 %); null without a base. */
  growth: z.number().nullable(),
  /** Jordan's exports of the product there in `year`, US dollars, and their share of its imports. */
  jordan_exports_usd: z.number().nullable(),
  jordan_share: z.number().nullable(),
  gdp_usd: yearFigureSchema.nullable(),
  population: yearFigureSchema.nullable(),
  gdp_per_capita_usd: yearFigureSchema.nullable(),
  /** The VAT, GST or sales tax on imports; null: not known. */
  tax: taxRateSchema.nullable(),
  /** The market's currency (ISO 4217); null: not known. */
  currency: z.string().nullable(),
  /** Jordan's agreements with the market, in force first, as market access lists them. */
  agreements: z.array(marketAgreementSchema),
  /** The preferential duty of the first agreement that states one, with its basis; null: none. */
  duty: enteredDutySchema.extend({ agreement_id: z.number().int() }).nullable(),
  /** The first agreement's rule of origin for the product, in one line; null: none entered. */
  rule_of_origin: z.object({ agreement_id: z.number().int(), line: originLineSchema }).nullable(),
});
export type ComparedMarket = z.infer<typeof comparedMarketSchema>;

export const marketComparisonAnswerSchema = z.object({
  code: hsCodeResultSchema,
  /** True when no markets were named: the suggested set. */
  suggested: z.boolean(),
  sort: comparisonSortSchema,
  /** The latest year of trade flows imported and the year growth is measured from. */
  year: z.number().int().nullable(),
  growth_from: z.number().int().nullable(),
  /** True when a year shown is the project's illustrative extract, not CEPII's figures. */
  sample: z.boolean(),
  source: tradeSourceSchema.nullable(),
  markets: z.array(comparedMarketSchema),
});
export type MarketComparisonAnswer = z.infer<typeof marketComparisonAnswerSchema>;

/** The API's 200: the answer (for an older code's only successor, `requested`), or its successors. */
export const marketComparisonOrSuccessorsSchema = z.union([
  marketComparisonAnswerSchema.extend({ requested: hsRequestedSchema.optional() }),
  hsSuccessorsAnswerSchema,
]);
