export type PageRangeItem = number | 'gap';

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);

/**
 * The page buttons of a list of `count` pages as MUI's Pagination drew them: the first and last
 * page, the current one with a neighbour on each side, and a gap for two or more pages left out
 * (1 2 3 4 5 … 12, 1 … 5 6 7 … 12).
 */
export function pageRange(current: number, count: number): PageRangeItem[] {
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
