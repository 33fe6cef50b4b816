'use client';

import * as z from 'zod/mini';

import { apiFetch } from '@/lib/http/api-fetch';

// The landed cost of the compared markets (issue 58): GET /api/landed-cost of features/landed-cost,
// read against its contract; only the fields the comparison's column shows are checked.

const landedMarketSchema = z.object({
  country: z.string(),
  total_jod: z.nullable(z.number()),
  total_local: z.nullable(
    z.object({ amount: z.nullable(z.number()), currency: z.nullable(z.string()) }),
  ),
  unknown: z.array(z.string()),
});
export type LandedMarket = z.infer<typeof landedMarketSchema>;

const landedCostAnswerSchema = z.object({ markets: z.array(landedMarketSchema) });

/** Each market's landed cost of goods worth `value` dinars CIF; throws when the call fails. */
export async function getLandedCost(
  hs: string,
  countries: readonly string[],
  value: number,
): Promise<LandedMarket[]> {
  const search = new URLSearchParams({
    hs,
    country: countries.join(','),
    value: String(value),
    currency: 'JOD',
    incoterm: 'CIF',
  });
  const response = await apiFetch(`/landed-cost?${search.toString()}`);
  if (!response.ok) throw new Error(`GET /api/landed-cost answered ${response.status}`);
  return landedCostAnswerSchema.parse(await response.json()).markets;
}
