import type { WhereToSellSort } from './constants';
import type { ImportingMarket } from './schemas';

// The figures of an importing market (issue 38), from the summed flows.

/** Yearly growth from `before` to `now` over `years` (0.05 = 5 % a year); null without a base. */
export function growthOf(before: number, now: number, years: number): number | null {
  if (before <= 0 || now <= 0 || years <= 0) return null;
  return (now / before) ** (1 / years) - 1;
}

/** US dollars per tonne; null without a quantity. */
export const unitValueOf = (valueUsd: number, tonnes: number): number | null =>
  tonnes > 0 ? valueUsd / tonnes : null;

type Key = (market: ImportingMarket) => number | null;

const KEYS: Record<WhereToSellSort, Key> = {
  value: (market) => market.value_usd,
  growth: (market) => market.growth,
  jordan: (market) => market.jordan_value_usd,
  'unit-value': (market) => market.unit_value_usd_per_tonne,
};

/** The markets in the order asked, largest first; a figure that is missing goes last; ties by rank. */
export function sortMarkets(markets: readonly ImportingMarket[], sort: WhereToSellSort) {
  const key = KEYS[sort];
  return [...markets].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x === null || y === null) return x === y ? a.rank - b.rank : x === null ? 1 : -1;
    return y - x || a.rank - b.rank;
  });
}
