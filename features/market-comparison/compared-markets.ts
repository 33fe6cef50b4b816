import type { AppliedRule } from '@/features/market-access/schemas';

import {
  ASCENDING_SORTS,
  COMPARE_MARKETS_MAX,
  SUGGESTED_LARGEST,
  type ComparisonSort,
} from './constants';
import type { ComparedMarket, OriginLine } from './schemas';

// The market comparison's pure rules (issue 58): the suggested set, a share, the order of the table and a rule of origin in one line.

/** `part` over `whole`; null when the whole is unknown or nothing. */
export const shareOf = (part: number | null, whole: number | null): number | null =>
  part === null || whole === null || whole <= 0 ? null : part / whole;

/**
 * The markets suggested without a choice: the three largest importers, then Jordan's agreement
 * partners among the importers (largest first), then the next importers; with no flows, partners
 * in the order given. Jordan is never one; at most `max`.
 */
export function suggestedMarkets(
  largest: readonly string[],
  partners: readonly string[],
  max = COMPARE_MARKETS_MAX,
): string[] {
  const partnerSet = new Set(partners);
  const chosen = [
    ...largest.slice(0, SUGGESTED_LARGEST),
    ...largest.filter((code) => partnerSet.has(code)),
    ...largest,
    ...partners,
  ];
  return [...new Set(chosen)].filter((code) => code !== 'JO').slice(0, max);
}

const KEYS: Record<ComparisonSort, (market: ComparedMarket) => number | null> = {
  imports: (market) => market.imports_usd,
  growth: (market) => market.growth,
  'jordan-share': (market) => market.jordan_share,
  gdp: (market) => market.gdp_usd?.value ?? null,
  'gdp-per-capita': (market) => market.gdp_per_capita_usd?.value ?? null,
  population: (market) => market.population?.value ?? null,
  tax: (market) => market.tax?.rate ?? null,
};

/**
 * The markets in the column's order (largest first; the tax smallest first); a figure that is
 * missing goes last; ties keep the order given.
 */
export function sortCompared(
  markets: readonly ComparedMarket[],
  sort: ComparisonSort,
): ComparedMarket[] {
  const key = KEYS[sort];
  const sign = ASCENDING_SORTS.has(sort) ? -1 : 1;
  return markets
    .map((market, index) => ({ market, index }))
    .sort((a, b) => {
      const x = key(a.market);
      const y = key(b.market);
      if (x === null || y === null) return x === y ? a.index - b.index : x === null ? 1 : -1;
      return sign * (y - x) || a.index - b.index;
    })
    .map(({ market }) => market);
}

/** An applied rule of origin as one line of the table. */
export function originLineOf(rule: AppliedRule): OriginLine {
  if (rule.kind === 'specific')
    return { kind: 'text', text_en: rule.text_en, text_ar: rule.text_ar };
  if (rule.kind === 'product_specific') return { kind: 'product_specific', sets: rule.sets.length };
  return {
    kind: 'general',
    value_kind: rule.value_kind,
    value_percent: rule.value_percent,
    tariff_shift: rule.tariff_shift,
  };
}
