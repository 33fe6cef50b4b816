import type { UserEnquiry } from '@/features/enquiries/schemas';
import type { Locale } from '@/lib/i18n/routing';
import { clampPage as clampPageFrom1, pageItems } from '@/lib/pagination';
import { normalizeText } from '@/lib/search/normalize-text';

// part 3 §9 "Enquiry table: 10 rows per page".
export const ENQUIRIES_PAGE_SIZE = 10;
// part 1 §5 / part 3 §9: search text is at most 200 characters.
export const SEARCH_MAX = 200;
/** The page of the table, without its locale prefix (the login page returns here). */
export const USER_ENQUIRIES_PATH = '/profile/user-enquiries';

export type EnquiryFilter = {
  /** The status codes whose chips are pressed; none pressed means every status. */
  statuses: readonly number[];
  /** Free text matched against the status name in either language. */
  query: string;
};

type Row = Pick<UserEnquiry, 'status' | 'status_name' | 'status_name_ara'>;

/**
 * part 3 "User enquiries": the search box filters by status text, case-insensitive and trimmed
 * (both normalised, lib/search).
 */
export function matchesStatusText(enquiry: Row, query: string): boolean {
  const needle = normalizeText(query);
  if (!needle) return true;
  return [enquiry.status_name, enquiry.status_name_ara].some((name) =>
    normalizeText(name).includes(needle),
  );
}

/** The enquiries that match both the pressed chips and the search text. */
export function filterEnquiries<T extends Row>(rows: readonly T[], filter: EnquiryFilter): T[] {
  return rows.filter(
    (row) =>
      (filter.statuses.length === 0 || filter.statuses.includes(row.status.iid)) &&
      matchesStatusText(row, filter.query),
  );
}

/** Presses a status chip, or releases it when it was pressed. */
export function toggleStatus(selected: readonly number[], code: number): number[] {
  return selected.includes(code) ? selected.filter((value) => value !== code) : [...selected, code];
}

// The table's pages are 0-based (MUI TablePagination); lib/pagination counts from 1.
/** The rows of one page (0-based); a page past the end is empty. */
export const pageOf = <T>(rows: readonly T[], page: number, size = ENQUIRIES_PAGE_SIZE): T[] =>
  pageItems(rows, Math.max(0, page) + 1, size);

/** The page to show when the rows shrank under it (after a filter): the last page that exists. */
export const clampPage = (page: number, total: number, size = ENQUIRIES_PAGE_SIZE): number =>
  clampPageFrom1(Math.max(0, page) + 1, total, size) - 1;

/** The type name in the page's language (the Arabic one falls back to English when empty). */
export function typeNameOf(
  enquiry: Pick<UserEnquiry, 'type_name' | 'type_name_ara'>,
  locale: Locale,
): string {
  return locale === 'ar' ? enquiry.type_name_ara || enquiry.type_name : enquiry.type_name;
}
