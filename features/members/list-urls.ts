import { listSearch } from '@/lib/navigation/list-query';

import { AUDIT_PAGE_SIZE, MEMBER_PAGE_SIZE, MEMBER_SORT_DEFAULT } from './constants';
import type { AuditQuery, MemberListQuery } from './schemas';

// The console's lists keep their search, filters, page and order in the address, so a list can be
// shared, reloaded and gone back to (list-queries.ts reads it back); defaults are left out.

/** The members list's address for a query. */
export function memberListSearch(query: Partial<MemberListQuery>): string {
  return listSearch(
    {
      q: query.q?.trim(),
      vip: query.vip,
      suspended: query.suspended,
      has_company: query.has_company,
      sort: query.sort,
      page_size: query.page_size,
      page: query.page,
    },
    { sort: MEMBER_SORT_DEFAULT, page_size: MEMBER_PAGE_SIZE, page: 1 },
  );
}

/** The audit log's address for a query. */
export function auditSearch(query: Partial<AuditQuery>): string {
  return listSearch(
    {
      actor: query.actor,
      action: query.action,
      entity_type: query.entity_type,
      entity_id: query.entity_id,
      from: query.from,
      to: query.to,
      page_size: query.page_size,
      page: query.page,
    },
    { page_size: AUDIT_PAGE_SIZE, page: 1 },
  );
}
