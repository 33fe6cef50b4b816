import { z } from 'zod';

import { LEGAL_STATUSES } from '@/features/agreements/constants';
import { hsCodeResultSchema } from '@/lib/hs/hs-code-result';
import { hsCodeQuery } from '@/lib/hs/hs-query-schema';
import { hsRequestedSchema, hsSuccessorsAnswerSchema } from '@/lib/hs/older-code-schemas';
import { bilingualText } from '@/lib/validation/bilingual';

import { WHERE_TO_SELL_SORTS } from './constants';

// Where to sell (issue 38): the query and the answer of `GET /api/where-to-sell`, which the page
// renders too.

export const whereToSellSortSchema = z.enum(WHERE_TO_SELL_SORTS, { error: 'rules.invalid' });

export const whereToSellQuerySchema = z.object({
  hs: hsCodeQuery('WhereToSell.errors.code').describe(
    'An HS code of the 2022 nomenclature in any spelling (15, 1509, 15.09, 1509.20, 150920): a ' +
      'chapter, heading or subheading; the flows of every subheading under it are summed',
  ),
  sort: whereToSellSortSchema
    .optional()
    .describe(
      'The order of the markets: value (imports, largest first; the default), growth, jordan ' +
        '(Jordan’s exports there) or unit-value',
    ),
});
export type WhereToSellQuery = z.output<typeof whereToSellQuerySchema>;

/** An agreement of Jordan's with the market's country, as its country page names it. */
export const marketAgreementSchema = z.object({
  id: z.number().int(),
  ...bilingualText('title'),
  legal_status: z.enum(LEGAL_STATUSES),
});

export const importingMarketSchema = z.object({
  /** Rank by import value, 1 the largest. */
  rank: z.number().int(),
  country: z.object({
    /** ISO 3166-1 alpha-2 (null for a grouping BACI keeps, such as "Other Asia, nes"). */
    code: z.string().nullable(),
    /** ISO 3166-1 numeric (the map's shapes); null where there is none. */
    numeric: z.number().int().nullable(),
    name_en: z.string(),
    name_ar: z.string(),
  }),
  /** Imports from the world in the latest year, US dollars. */
  value_usd: z.number(),
  /** That value's share of the world's imports of the product, 0–1. */
  world_share: z.number(),
  /** Yearly growth of the imports' value from `growth_from` to the latest year (0.05 = 5 %). */
  growth: z.number().nullable(),
  /** Jordan's exports there in the latest year, US dollars, and their share of the market. */
  jordan_value_usd: z.number(),
  jordan_share: z.number(),
  /** US dollars per tonne over the flows that give a quantity; null when none does. */
  unit_value_usd_per_tonne: z.number().nullable(),
  agreements: z.array(marketAgreementSchema),
});
export type ImportingMarket = z.infer<typeof importingMarketSchema>;

export const tradeSourceSchema = z.object({
  name: z.string(),
  /** The BACI release and the HS revision of its codes (V202501, HS22). */
  release: z.string(),
  revision: z.string(),
  url: z.string(),
  licence: z.string(),
  licence_url: z.string(),
  /** What the licence asks every reuse to say. */
  attribution: z.string(),
});

export const whereToSellAnswerSchema = z.object({
  code: hsCodeResultSchema,
  sort: whereToSellSortSchema,
  /** False when no flows of this code were imported: `markets` is then empty. */
  available: z.boolean(),
  /** The latest year imported, and the year growth is measured from (null: none before). */
  year: z.number().int().nullable(),
  growth_from: z.number().int().nullable(),
  /** True when a year shown is the project's illustrative extract, not CEPII's figures. */
  sample: z.boolean(),
  source: tradeSourceSchema.nullable(),
  world: z
    .object({
      value_usd: z.number(),
      jordan_value_usd: z.number(),
      /** Jordan's exports' share of the world's imports, 0–1. */
      jordan_share: z.number(),
      /** How many markets import the product. */
      markets: z.number().int(),
    })
    .nullable(),
  markets: z.array(importingMarketSchema),
});
export type WhereToSellAnswer = z.infer<typeof whereToSellAnswerSchema>;

/** The API's 200 (issue 45): the answer (for an older code's only successor: `requested`), or an older code's successors. */
export const whereToSellOrSuccessorsSchema = z.union([
  whereToSellAnswerSchema.extend({ requested: hsRequestedSchema.optional() }),
  hsSuccessorsAnswerSchema,
]);
