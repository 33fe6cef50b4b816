import 'server-only';

import type { Db } from '@/lib/db/types';

import type { CurrencyRate, MarketIndicators } from '../indicator-schemas';

// The contract the landed cost and the comparison read (issue 58). Placeholder bodies until the
// indicators are imported: every figure unknown.

/**
 * The indicators of each market asked for (alpha-2), keyed by it; `month` (YYYY-MM) picks the
 * exchange rates of that month (default: the latest month imported).
 */
export async function readMarketIndicators(
  _db: Db,
  countries: readonly string[],
  _options: { month?: string } = {},
): Promise<Map<string, MarketIndicators>> {
  return new Map(
    countries.map((country) => [
      country,
      {
        country,
        gdp_usd: null,
        population: null,
        gdp_per_capita_usd: null,
        tax: null,
        currency: null,
      },
    ]),
  );
}

/** The Jordanian dinar per US dollar: the Central Bank of Jordan's peg, as a sourced fact. */
export async function readDinarRate(_db: Db): Promise<CurrencyRate> {
  return { currency: 'JOD', per_usd: null, date: null, basis: null, source: null };
}
