import {
  STAFF_DEFAULT_PAGE_SIZE,
  STAFF_PAGE_SIZES,
  STAFF_SORTS,
  staffEnquiryListQuerySchema,
  type StaffSort,
} from '@/features/enquiries/staff-schemas';

// The enquiry grid's state as its address carries it (/admin/enquiries?status=10&owner=me…), so a
// filtered view can be bookmarked, shared and linked from the dashboard tile.

export type DeskQuery = {
  type?: string;
  status?: string;
  owner?: string;
  overdue: boolean;
  q?: string;
  sort: StaffSort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

export const DEFAULT_DESK_QUERY: DeskQuery = {
  overdue: false,
  sort: 'created',
  order: 'desc',
  page: 1,
  pageSize: STAFF_DEFAULT_PAGE_SIZE,
};

type Params = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

// Each value on its own: one the API would refuse is dropped, the others are kept.
function valid(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '') return false;
  return staffEnquiryListQuerySchema.safeParse({ [name]: value }).success;
}

/** The grid's state from the page's query string; anything the API would refuse is left out. */
export function parseDeskQuery(params: Params): DeskQuery {
  const value = (name: string) => {
    const text = first(params[name])?.trim();
    return valid(name, text) ? text : undefined;
  };
  const sort = value('sort');
  const pageSize = Number(value('page_size'));
  return {
    type: value('type'),
    status: value('status'),
    owner: value('owner'),
    overdue: value('overdue') === '1',
    q: value('q'),
    sort:
      sort && (STAFF_SORTS as readonly string[]).includes(sort) ? (sort as StaffSort) : 'created',
    order: value('order') === 'asc' ? 'asc' : 'desc',
    page: Number(value('page') ?? 1),
    pageSize: (STAFF_PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : STAFF_DEFAULT_PAGE_SIZE,
  };
}

/** The filters only (what the CSV export takes), as query parameters. */
export function filterParams(query: DeskQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.type) params.set('type', query.type);
  if (query.status) params.set('status', query.status);
  if (query.owner) params.set('owner', query.owner);
  if (query.overdue) params.set('overdue', '1');
  if (query.q) params.set('q', query.q);
  return params;
}

/** Filters, sort and page; the defaults are left out so the plain address stays plain. */
export function deskParams(query: DeskQuery): URLSearchParams {
  const params = filterParams(query);
  if (query.sort !== DEFAULT_DESK_QUERY.sort || query.order !== DEFAULT_DESK_QUERY.order) {
    params.set('sort', query.sort);
    params.set('order', query.order);
  }
  if (query.page > 1) params.set('page', String(query.page));
  if (query.pageSize !== DEFAULT_DESK_QUERY.pageSize) {
    params.set('page_size', String(query.pageSize));
  }
  return params;
}

/** The list request: every parameter, the page and its size always. */
export function apiParams(query: DeskQuery): URLSearchParams {
  const params = filterParams(query);
  params.set('sort', query.sort);
  params.set('order', query.order);
  params.set('page', String(query.page));
  params.set('page_size', String(query.pageSize));
  return params;
}

const withQuery = (path: string, params: URLSearchParams) => {
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

/** The CSV export of the filtered list, sorted as the grid is, headings in `lang`. */
export const csvHref = (query: DeskQuery, lang?: string) => {
  const params = filterParams(query);
  params.set('sort', query.sort);
  params.set('order', query.order);
  if (lang) params.set('lang', lang);
  return withQuery('/api/staff/enquiries.csv', params);
};

/** The grid's address with this state. */
export const deskHref = (base: string, query: DeskQuery) => withQuery(base, deskParams(query));
