import { describe, expect, it } from 'vitest';

import { growthOf, sortMarkets, unitValueOf } from '@/features/trade-flows/market-figures';
import type { ImportingMarket } from '@/features/trade-flows/schemas';
import { routeListView } from '@/lib/navigation/list-view-routes';

// Issue 38: the figures of an importing market, the orders of the ranking, and the addresses the
// proxy rewrites onto the cached views.

const market = (rank: number, figures: Partial<ImportingMarket>): ImportingMarket => ({
  rank,
  country: { code: null, numeric: null, name_en: `M${rank}`, name_ar: `M${rank}` },
  value_usd: 0,
  world_share: 0,
  growth: null,
  jordan_value_usd: 0,
  jordan_share: 0,
  unit_value_usd_per_tonne: null,
  agreements: [],
  ...figures,
});

describe('market figures', () => {
  it('growth is the yearly compound rate, none without a base year', () => {
    expect(growthOf(100, 121, 2)).toBeCloseTo(0.1, 10);
    expect(growthOf(0, 121, 2)).toBeNull();
    expect(growthOf(100, 121, 0)).toBeNull();
  });

  it('unit value is dollars per tonne, none without a quantity', () => {
    expect(unitValueOf(5000, 2)).toBe(2500);
    expect(unitValueOf(5000, 0)).toBeNull();
  });

  it('sorts largest first, a missing figure last, ties by rank', () => {
    const markets = [
      market(1, { value_usd: 30, growth: 0.01 }),
      market(2, { value_usd: 20, growth: null }),
      market(3, { value_usd: 10, growth: 0.2 }),
      market(4, { value_usd: 5, growth: 0.01 }),
    ];
    expect(sortMarkets(markets, 'growth').map((entry) => entry.rank)).toEqual([3, 1, 4, 2]);
    expect(sortMarkets(markets, 'value').map((entry) => entry.rank)).toEqual([1, 2, 3, 4]);
  });
});

describe('where-to-sell addresses', () => {
  it('rewrites a code’s page and the code box onto their views', () => {
    expect(routeListView('/ar/where-to-sell/1509', new URLSearchParams('sort=growth'))).toEqual({
      type: 'rewrite',
      locale: 'ar',
      path: '/ar/views/where-to-sell/1509/c29ydD1ncm93dGg',
    });
    expect(routeListView('/where-to-sell', new URLSearchParams('hs=15.09'))).toEqual({
      type: 'rewrite',
      locale: 'en',
      path: '/en/views/where-to-sell-entry/aHM9MTUuMDk',
    });
    expect(routeListView('/views/where-to-sell/1509/all', new URLSearchParams())).toEqual({
      type: 'redirect',
      path: '/where-to-sell/1509',
    });
  });
});
