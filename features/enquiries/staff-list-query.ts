import { lenientQuery, listSearch, type SearchParams } from '@/lib/navigation/list-query';

import {
  STAFF_DEFAULT_PAGE_SIZE,
  staffEnquiryListQuerySchema,
  type StaffSort,
} from './staff-schemas';

// The console's enquiry list keeps its filters, order and page in the address
// (/admin/enquiries?status=10&owner=me…), so a view can be bookmarked, shared and linked from the
// dashboard tile. The page reads it with the API's own query schema.

/** The list's view: what the address asked for that the API accepts, with the defaults filled. */
export type EnquiryListView = {
  type?: string;
  status?: string;
  owner?: string;
  /** `1`: overdue only; the API's `0` means no filter, so it is never kept. */
  overdue?: '1';
  q?: string;
  sort: StaffSort;
  order: 'asc' | 'desc';
  page: number;
  page_size: number;
};

export const ENQUIRY_LIST_DEFAULTS = {
  sort: 'created',
  order: 'desc',
  page: 1,
  page_size: STAFF_DEFAULT_PAGE_SIZE,
} as const satisfies Partial<EnquiryListView>;

// The age filter is the API's (a report's); the page has no field for it, so it does not read it.
const pageQuerySchema = staffEnquiryListQuerySchema.omit({ age_min: true });

/** The list's view from the page's address; a value the API would refuse is dropped. */
export function enquiryListViewOf(params: SearchParams): EnquiryListView {
  const query = lenientQuery(pageQuerySchema, params);
  return {
    type: query.type,
    status: query.status,
    owner: query.owner,
    overdue: query.overdue === '1' ? '1' : undefined,
    q: query.q || undefined,
    sort: query.sort ?? ENQUIRY_LIST_DEFAULTS.sort,
    order: query.order ?? ENQUIRY_LIST_DEFAULTS.order,
    page: query.page ?? ENQUIRY_LIST_DEFAULTS.page,
    page_size: query.page_size ?? ENQUIRY_LIST_DEFAULTS.page_size,
  };
}

const filtersOf = ({ type, status, owner, overdue, q }: EnquiryListView) => ({
  type,
  status,
  owner,
  overdue,
  q,
});

/**
 * The list's query string for a view (`?owner=me&page=2`), its keys always in one order; the
 * defaults are left out, so each view has one address.
 */
export const enquiryListSearch = (view: EnquiryListView) =>
  listSearch(
    {
      ...filtersOf(view),
      sort: view.sort,
      order: view.order,
      page: view.page,
      page_size: view.page_size,
    },
    ENQUIRY_LIST_DEFAULTS,
  );

/**
 * The CSV export of the filtered list, sorted as the list is, headings in `lang` (a link cannot
 * set Accept-Language): the same address the console has always linked.
 */
export function enquiryCsvHref(view: EnquiryListView, lang: string): string {
  const search = listSearch({ ...filtersOf(view), sort: view.sort, order: view.order, lang });
  return `/api/staff/enquiries.csv${search}`;
}
