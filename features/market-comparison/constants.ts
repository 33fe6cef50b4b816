// Markets side by side for a product (issue 58).

/** The most markets compared at once. */
export const COMPARE_MARKETS_MAX = 6;
/** In a suggestion: the largest importers first, then Jordan's partners among the importers. */
export const SUGGESTED_LARGEST = 3;

/** The columns the table sorts by; `imports` (largest first) unless the address says. */
export const COMPARISON_SORTS = [
  'imports',
  'growth',
  'jordan-share',
  'gdp',
  'gdp-per-capita',
  'population',
  'tax',
] as const;
export type ComparisonSort = (typeof COMPARISON_SORTS)[number];

/** Columns read smallest first (a lower tax is the better figure for an exporter). */
export const ASCENDING_SORTS: ReadonlySet<ComparisonSort> = new Set(['tax']);
