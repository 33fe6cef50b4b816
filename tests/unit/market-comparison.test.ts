import { describe, expect, it } from 'vitest';

import {
  originLineOf,
  shareOf,
  sortCompared,
  suggestedMarkets,
} from '@/features/market-comparison/compared-markets';
import { countriesOfText } from '@/features/market-comparison/countries-text';
import type { ComparedMarket } from '@/features/market-comparison/schemas';
import { compareMarketsPath } from '@/lib/navigation/compare-markets-path';
import { routeListView } from '@/lib/navigation/list-view-routes';

// Issue 58: the market comparison's pure rules: the markets named, Jordan's share, the suggested
// set, the table's orders, a rule of origin in one line, and the address the proxy rewrites.

const source = { name_en: 'S', name_ar: 'S', url: '', licence: null, date: null, checked_on: null };
const figure = (value: number) => ({ value, year: 2023, source });

const market = (code: string, figures: Partial<ComparedMarket> = {}): ComparedMarket => ({
  country: { code, name_en: code, name_ar: code },
  imports_usd: null,
  growth: null,
  jordan_exports_usd: null,
  jordan_share: null,
  gdp_usd: null,
  population: null,
  gdp_per_capita_usd: null,
  tax: null,
  currency: null,
  agreements: [],
  duty: null,
  rule_of_origin: null,
  ...figures,
});

const codes = (markets: ComparedMarket[]) => markets.map((item) => item.country.code);

describe('the markets named and Jordan’s share', () => {
  it('reads codes in any case, by commas or spaces, each once, in the order written', () => {
    expect(countriesOfText(' sa, US  de,SA ,')).toEqual(['SA', 'US', 'DE']);
    expect(countriesOfText('')).toEqual([]);
  });

  it('gives a share of a known, positive whole only', () => {
    expect(shareOf(25, 100)).toBe(0.25);
    expect(shareOf(0, 100)).toBe(0);
    expect(shareOf(5, 0)).toBeNull();
    expect(shareOf(null, 100)).toBeNull();
    expect(shareOf(5, null)).toBeNull();
  });
});

describe('the suggested set', () => {
  it('takes the three largest importers, then partners among the importers, then the next', () => {
    const largest = ['US', 'DE', 'FR', 'IT', 'SA', 'GB', 'AE', 'EG'];
    expect(suggestedMarkets(largest, ['AE', 'SA', 'CA'])).toEqual([
      'US',
      'DE',
      'FR',
      'SA',
      'AE',
      'IT',
    ]);
  });

  it('falls back on partners without flows, never Jordan, at most the maximum', () => {
    expect(suggestedMarkets([], ['JO', 'SA', 'US'])).toEqual(['SA', 'US']);
    expect(suggestedMarkets(['A1', 'A2', 'A3', 'A4'], [], 2)).toEqual(['A1', 'A2']);
    expect(suggestedMarkets(['US'], ['US', 'SA'])).toEqual(['US', 'SA']);
  });
});

describe('the table’s orders', () => {
  const markets = [
    market('A', { imports_usd: 10, growth: null, population: figure(5) }),
    market('B', {
      imports_usd: 30,
      growth: 0.1,
      tax: { kind: 'vat', rate: 0.15, corrected: false, note_en: null, note_ar: null, source },
    }),
    market('C', {
      imports_usd: 20,
      growth: 0.2,
      population: figure(50),
      tax: { kind: 'vat', rate: 0.05, corrected: false, note_en: null, note_ar: null, source },
    }),
  ];

  it('orders largest first, a missing figure last, ties as given', () => {
    expect(codes(sortCompared(markets, 'imports'))).toEqual(['B', 'C', 'A']);
    expect(codes(sortCompared(markets, 'growth'))).toEqual(['C', 'B', 'A']);
    expect(codes(sortCompared(markets, 'population'))).toEqual(['C', 'A', 'B']);
    expect(codes(sortCompared(markets, 'gdp'))).toEqual(['A', 'B', 'C']);
  });

  it('orders the tax smallest first, a missing rate last', () => {
    expect(codes(sortCompared(markets, 'tax'))).toEqual(['C', 'B', 'A']);
  });
});

describe('a rule of origin in one line', () => {
  it('keeps a specific rule’s text, a general rule’s criteria, and counts the UK’s sets', () => {
    expect(
      originLineOf({
        kind: 'specific',
        code: '1509',
        text_en: 'CTH',
        text_ar: 'تغيّر البند',
        sample: false,
        source: {},
      } as never),
    ).toEqual({ kind: 'text', text_en: 'CTH', text_ar: 'تغيّر البند' });
    expect(
      originLineOf({
        kind: 'general',
        value_kind: 'value_added',
        value_percent: 35,
        tariff_shift: 'heading',
      } as never),
    ).toEqual({
      kind: 'general',
      value_kind: 'value_added',
      value_percent: 35,
      tariff_shift: 'heading',
    });
    expect(originLineOf({ kind: 'product_specific', sets: [{}, {}] } as never)).toEqual({
      kind: 'product_specific',
      sets: 2,
    });
  });
});

describe('the comparison’s address', () => {
  it('is the code’s path, with the markets named in the query', () => {
    expect(compareMarketsPath('1509')).toBe('/compare-markets/1509');
    expect(compareMarketsPath('1509', ['SA', 'US'])).toBe('/compare-markets/1509?countries=SA,US');
  });

  it('is rewritten onto its cached view, in both languages', () => {
    expect(
      routeListView('/compare-markets/1509', new URLSearchParams('countries=SA,US&sort=gdp')),
    ).toMatchObject({
      type: 'rewrite',
      locale: 'en',
    });
    const arabic = routeListView('/ar/compare-markets/1509', new URLSearchParams());
    expect(arabic).toEqual({
      type: 'rewrite',
      locale: 'ar',
      path: '/ar/views/compare-markets/1509/all',
    });
  });
});
