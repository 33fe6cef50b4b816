// Issue 13 "Approvals": what the agency reviews and how its queue is cut.

/** The records a member submits for review, as the console's addresses name them. */
export const APPROVAL_TYPES = ['company', 'product', 'service'] as const;
export type ApprovalType = (typeof APPROVAL_TYPES)[number];

/** A new record (never approved) or a change of an approved one (it has an approved version). */
export const APPROVAL_KINDS = ['new', 'changed'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

/** The queue's order by the time a record was last sent: newest first unless asked (issue 24). */
export const QUEUE_ORDERS = ['newest', 'oldest'] as const;
export type QueueOrder = (typeof QUEUE_ORDERS)[number];

export const APPROVAL_DECISIONS = ['approve', 'refuse'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

export const QUEUE_PAGE_SIZE = 20;
/** The longest search text of the queue. */
export const QUEUE_SEARCH_MAX = 100;
/** A refusal's reason, in the member's language. */
export const REFUSAL_REASON_MAX = 1000;

export const isApprovalType = (value: unknown): value is ApprovalType =>
  APPROVAL_TYPES.includes(value as ApprovalType);
