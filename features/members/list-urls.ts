import { AUDIT_PAGE_SIZE, MEMBER_PAGE_SIZE, MEMBER_SORT_DEFAULT } from './constants';
import type { AuditQuery, MemberListQuery } from './schemas';

// The console's lists keep their search, filters, page and order in the address, so a list can be
// shared, reloaded and gone back to (list-queries.ts reads it back).

function queryString(entries: [string, string | number | boolean | undefined][]): string {
  const params = new URLSearchParams();
  for (const [key, value] of entries) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The members list's address for a query: defaults are left out. */
export function memberListSearch(query: Partial<MemberListQuery>): string {
  return queryString([
    ['q', query.q?.trim() || undefined],
    ['vip', query.vip],
    ['suspended', query.suspended],
    ['has_company', query.has_company],
    ['sort', query.sort === MEMBER_SORT_DEFAULT ? undefined : query.sort],
    ['page_size', query.page_size === MEMBER_PAGE_SIZE ? undefined : query.page_size],
    ['page', query.page === 1 ? undefined : query.page],
  ]);
}

/** The audit log's address for a query: defaults are left out. */
export function auditSearch(query: Partial<AuditQuery>): string {
  return queryString([
    ['actor', query.actor],
    ['action', query.action],
    ['entity_type', query.entity_type],
    ['entity_id', query.entity_id],
    ['from', query.from],
    ['to', query.to],
    ['page_size', query.page_size === AUDIT_PAGE_SIZE ? undefined : query.page_size],
    ['page', query.page === 1 ? undefined : query.page],
  ]);
}
