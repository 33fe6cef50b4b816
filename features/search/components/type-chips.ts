import { SEARCH_TYPES, type SearchType } from '../constants';

export type TypeChip = { type: SearchType | null; label: string; count: number };

/**
 * The search's type chips: every type first (the total), then each type that has results, and the
 * current one even without.
 */
export function typeChips(
  counts: Record<SearchType, number>,
  current: SearchType | null,
  label: (type: SearchType | null) => string,
): [TypeChip, ...TypeChip[]] {
  const total = SEARCH_TYPES.reduce((sum, type) => sum + counts[type], 0);
  return [
    { type: null, label: label(null), count: total },
    ...SEARCH_TYPES.filter((type) => counts[type] > 0 || type === current).map((type) => ({
      type,
      label: label(type),
      count: counts[type],
    })),
  ];
}
