// The same rule as features/faq/page-range.ts (news sits below faq, so it cannot import it);
// both belong in lib/pagination.ts.
export type NewsPageRangeItem = number | 'gap';

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);

/**
 * The page links of a list of `count` pages as MUI's Pagination drew them: the first and last
 * page, the current one with a neighbour on each side, and a gap for two or more pages left out
 * (1 2 3 4 5 … 12, 1 … 5 6 7 … 12).
 */
export function newsPageRange(current: number, count: number): NewsPageRangeItem[] {
  if (count <= 7) return range(1, count);
  const start = Math.max(Math.min(current - 1, count - 4), 3);
  const end = Math.min(Math.max(current + 1, 5), count - 2);
  return [
    1,
    start > 3 ? 'gap' : 2,
    ...range(start, end),
    end < count - 2 ? 'gap' : count - 1,
    count,
  ];
}
