import { listSearch } from '@/lib/navigation/list-query';

import type { ApprovalType } from './approval-types';
import type { QueueQuery } from './schemas';

// The console addresses of the approvals (issue 13): the queue, a tab with its filters, order and
// page in the query (issue 24), and a record's review.

/** Left out of the address when they are the value; the tab (`type`) is always written. */
const QUEUE_DEFAULTS = { order: 'newest', page: 1 } as const;

/** The console path of the queue: `/approvals?type=product&kind=new&q=…&order=oldest&page=2`. */
export function queuePath(query: Partial<QueueQuery> = {}): string {
  const { type, kind, q, order, page } = query;
  return `/approvals${listSearch({ type, kind, q: q?.trim(), order, page }, QUEUE_DEFAULTS)}`;
}

/** The console path of one record's review. */
export const reviewPath = (type: ApprovalType, id: number) => `/approvals/${type}/${id}`;
