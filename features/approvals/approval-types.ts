// Issue 13 "Approvals": what the agency reviews and how its queue is cut.

/** The records a member submits for review, as the console's addresses name them. */
export const APPROVAL_TYPES = ['company', 'product', 'service'] as const;
export type ApprovalType = (typeof APPROVAL_TYPES)[number];

/** A new record (never approved) or a change of an approved one (it has an approved version). */
export const APPROVAL_KINDS = ['new', 'changed'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

export const APPROVAL_DECISIONS = ['approve', 'refuse'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

export const QUEUE_PAGE_SIZE = 20;
/** The longest search text of the queue. */
export const QUEUE_SEARCH_MAX = 100;
/** A refusal's reason, in the member's language. */
export const REFUSAL_REASON_MAX = 1000;

export const isApprovalType = (value: unknown): value is ApprovalType =>
  APPROVAL_TYPES.includes(value as ApprovalType);

/** The console path of the queue (a tab and its filters) or of one record's review. */
export function approvalsPath(
  type?: ApprovalType,
  id?: number,
  query: Record<string, string | number | undefined> = {},
): string {
  if (type && id !== undefined) return `/approvals/${type}/${id}`;
  const search = new URLSearchParams();
  if (type) search.set('type', type);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `/approvals?${text}` : '/approvals';
}

/** Who opens the approvals (administrators open every console page). */
export const APPROVALS_ROLES = ['officer'] as const;
