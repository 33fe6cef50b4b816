import { lenientQuery, type SearchParams } from '@/lib/navigation/list-query';

import {
  auditQuerySchema,
  memberListQuerySchema,
  type AuditQuery,
  type MemberListQuery,
} from './schemas';

// The console's lists read their search, filters, page and order from the address (list-urls.ts
// writes it) with the kit's lenientQuery: a value the page cannot use is dropped, so the list
// shows, never an error page.

export type { SearchParams };

/** The members list's query from the page's address. */
export function memberQueryOf(params: SearchParams): MemberListQuery {
  return lenientQuery(memberListQuerySchema, params);
}

/** The audit log's query from the page's address; an inverted date range keeps only `from`. */
export function auditQueryOf(params: SearchParams): AuditQuery {
  try {
    return lenientQuery(auditQuerySchema, params);
  } catch {
    return lenientQuery(auditQuerySchema, { ...params, to: undefined });
  }
}

/** The address asked for an end day before its start day (auditQueryOf dropped the end). */
export function auditRangeIgnored(params: SearchParams, query: AuditQuery): boolean {
  const asked = (Array.isArray(params.to) ? params.to[0] : params.to)?.trim();
  if (query.to !== undefined || !query.from || !asked) return false;
  return /^\d{4}-\d{2}-\d{2}$/.test(asked) && asked < query.from;
}
