// One set of page rules for every paginated list (news, FAQ, the member's enquiries, directories,
// the console's tables). Pages are numbered from 1, as they appear in the URL and on the buttons.
// The query fields and the answer's shape of a paged API list are in lib/validation/page-query.ts.

/** How many pages `total` items fill; at least 1, so an empty list still has its page. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page number from the URL or a control: a whole number from 1 to the page count, else 1. */
export function parsePage(value: unknown, pageCount: number): number {
  const page = Number(value);
  if (!Number.isInteger(page) || page < 1) return 1;
  return Math.min(page, Math.max(1, pageCount));
}

/** The page to show when the list shrank under it (after a filter): the last page that exists. */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, page), pageCountOf(total, pageSize));
}

/** The items of page `page`; a page past the end is empty. */
export function pageItems<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = (Math.max(1, page) - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/** A page of a list held in memory, with what its pager shows. */
export type ListPage<T> = { items: T[]; total: number; page: number; pageCount: number };

/** One page of a list held in memory; a page past the end shows the last one. */
export function listPage<T>(items: readonly T[], page: number, pageSize: number): ListPage<T> {
  const shown = clampPage(page, items.length, pageSize);
  return {
    items: pageItems(items, shown, pageSize),
    total: items.length,
    page: shown,
    pageCount: pageCountOf(items.length, pageSize),
  };
}

/** A page read from the database; past the end (the list shrank), the last page instead. */
export async function readShownPage<T extends { page_count: number }>(
  read: (page: number) => Promise<T>,
  page: number,
): Promise<T> {
  const first = await read(page);
  return first.page_count > 0 && page > first.page_count ? read(first.page_count) : first;
}

/**
 * An API list that pages only when asked (`page` or a page size given): that page, empty past the
 * end; without either, every row.
 */
export function requestedRows<T>(
  rows: readonly T[],
  asked: { page?: number; size?: number },
  defaultSize: number,
): T[] {
  if (asked.page === undefined && asked.size === undefined) return [...rows];
  return pageItems(rows, asked.page ?? 1, asked.size ?? defaultSize);
}

/** The OFFSET of a page read in SQL (its LIMIT is the page size). */
export const pageOffset = (page: number, pageSize: number) => (Math.max(1, page) - 1) * pageSize;

/** The paging fields of an API page's answer (pageAnswerSchema in lib/validation/page-query.ts). */
export const pageFields = (total: number, page: number, pageSize: number) => ({
  total,
  page,
  page_size: pageSize,
  page_count: pageCountOf(total, pageSize),
});

export type PageRangeItem = number | 'gap';

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);

/**
 * The page links of a list of `count` pages as MUI's Pagination drew them: the first and last
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
