import { excerptOf } from '@/lib/html/plain-text';
import { pageCountOf as pageCountOfList, pageItems, parsePage } from '@/lib/pagination';

export const NEWS_PAGE_SIZE = 9; // part 1 §2.4
export const NEWS_EXCERPT_LENGTH = 100; // part 1 §2.4
export const HOME_NEWS_COUNT = 8; // part 1 §2.3

export const NEWS_SORTS = ['date-desc', 'date-asc'] as const;
export type NewsSort = (typeof NEWS_SORTS)[number];

export function parseNewsSort(value: unknown): NewsSort {
  return value === 'date-asc' ? 'date-asc' : 'date-desc';
}

// part 1 §2.4: at least 1 page.
export const pageCountOf = (total: number, pageSize = NEWS_PAGE_SIZE) =>
  pageCountOfList(total, pageSize);

export function sortNews<T extends { news_date: string; id: number }>(
  items: T[],
  sort: NewsSort,
): T[] {
  const direction = sort === 'date-asc' ? 1 : -1;
  return [...items].sort(
    (a, b) => direction * (a.news_date.localeCompare(b.news_date) || a.id - b.id),
  );
}

export const paginate = <T>(items: T[], page: number, pageSize = NEWS_PAGE_SIZE): T[] =>
  pageItems(items, page, pageSize);

/** First 100 characters of the text, with an ellipsis when cut (part 1 §2.4). */
export function excerpt(text: string, length = NEWS_EXCERPT_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > length ? `${clean.slice(0, length)}...` : clean;
}

/** `/news/{id}-{English title with spaces as hyphens}` (part 1 §2.1). */
export function newsSlug(item: { id: number; DESCRIPTION_ENG: string }): string {
  const title = item.DESCRIPTION_ENG.trim()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s+/g, '-');
  return `${item.id}-${title}`;
}

// ---- List view, URLs and detail parameters --------------------------------------------------

export const NEWS_LOADING_MS = 800; // part 1 §2.4: the loading indicator lasts 800 ms
export const DEFAULT_NEWS_SORT: NewsSort = 'date-desc';
const MAX_NEWS_ID = 2_147_483_647; // the id column is a Postgres integer

export type NewsListQuery = { page: number; sort: NewsSort };

/** The first value of a query parameter (`?page=2&page=3` reads 2). */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** One page of the list for a URL's `page` and `sort`; an out-of-range page shows the nearest one. */
export function newsListView<T extends { news_date: string; id: number }>(
  items: T[],
  query: { page?: unknown; sort?: unknown },
) {
  const sort = parseNewsSort(query.sort);
  const pageCount = pageCountOf(items.length);
  const page = parsePage(query.page, pageCount);
  return {
    items: paginate(sortNews(items, sort), page),
    total: items.length,
    page,
    pageCount,
    sort,
  };
}

/** The query string of a list view; defaults are left out so `/news` stays the canonical URL. */
export function newsListSearch({ page, sort }: NewsListQuery): string {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (sort !== DEFAULT_NEWS_SORT) params.set('sort', sort);
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function newsPath(item: { id: number; DESCRIPTION_ENG: string }): string {
  return `/news/${newsSlug(item)}`;
}

/** The `{id}-{slug}` segment of a detail URL; the item is chosen by the numeric prefix (part 1 §2.1). */
export function parseNewsParam(segment: string): { id: number; slug: string } | null {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // keep the raw segment: a stray % cannot name another item
  }
  const match = /^(\d{1,10})(?:-(.*))?$/s.exec(decoded);
  const id = Number(match?.[1]);
  if (!match || !Number.isInteger(id) || id < 1 || id > MAX_NEWS_ID) return null;
  return { id, slug: match[2] ?? '' };
}

/** Plain text of stored HTML without the contents of script and style elements. */
export function plainTextOf(html: string): string {
  const withoutCode = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ');
  return excerptOf(withoutCode, Number.POSITIVE_INFINITY);
}

/** The card's excerpt of a news body: its first 100 characters of text (part 1 §2.4). */
export function newsExcerpt(html: string): string {
  return excerpt(plainTextOf(html));
}

/** Whether a detail URL's segment is the item's canonical `{id}-{slug}` (else it redirects). */
export function isCanonicalNewsParam(
  segment: string,
  item: { id: number; DESCRIPTION_ENG: string },
): boolean {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return false;
  }
  return decoded === newsSlug(item);
}
