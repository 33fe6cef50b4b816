import {
  APPROVAL_KINDS,
  type ApprovalKind,
  type ApprovalType,
  isApprovalType,
  QUEUE_SEARCH_MAX,
} from './approval-types';

export type QueueQuery = { type: ApprovalType; kind: ApprovalKind | null; q: string; page: number };

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The queue's filters as the console page reads them from its address: the first value of each;
 * an unknown tab is companies, an unknown kind is every kind, a page that is not a whole number
 * from 1 is page 1 (the API, stricter, answers 422 for the same values).
 */
export function readQueueQuery(params: SearchParams): QueueQuery {
  const type = first(params.type);
  const kind = first(params.kind);
  const page = Number(first(params.page));
  return {
    type: isApprovalType(type) ? type : 'company',
    kind: APPROVAL_KINDS.includes(kind as ApprovalKind) ? (kind as ApprovalKind) : null,
    q: (first(params.q) ?? '').trim().slice(0, QUEUE_SEARCH_MAX),
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}
