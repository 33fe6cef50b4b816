import { STAFF_PAGE_SIZE } from './constants';
import { staffQuerySchema, type StaffQuery } from './schemas';

export type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The console list's query from its address: a value that fails its rule is dropped. */
export function staffQueryOf(params: SearchParams): StaffQuery {
  const values: Record<string, string> = {};
  for (const [key, rule] of Object.entries(staffQuerySchema.shape)) {
    const value = first(params[key]);
    if (value !== undefined && value !== '' && rule.safeParse(value).success) values[key] = value;
  }
  return staffQuerySchema.parse(values);
}

/** The console list's address for a query: defaults are left out. */
export function staffListSearch(query: Partial<StaffQuery>): string {
  const params = new URLSearchParams();
  const entries: [string, string | number | undefined][] = [
    ['q', query.q?.trim() || undefined],
    ['company_id', query.company_id],
    ['state', query.state],
    ['page_size', query.page_size === STAFF_PAGE_SIZE ? undefined : query.page_size],
    ['page', query.page === 1 ? undefined : query.page],
  ];
  for (const [key, value] of entries) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
