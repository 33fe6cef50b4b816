// Issue 39 "Trade leads": when the public sees a lead and whether it still takes answers. The one
// rule, isomorphic and free of SQL, that the lists, the API, the feeds (open-data) and the alerts
// read; the job that writes expired leads closed (server/close-expired-leads.ts) only catches the
// stored status up with it, so no public answer depends on the job having run.

export const TRADE_LEAD_STATUSES = ['draft', 'published', 'closed'] as const;
export type TradeLeadStatus = (typeof TRADE_LEAD_STATUSES)[number];

/** The statuses the public sees: a draft never leaves the console. */
export const PUBLIC_TRADE_LEAD_STATUSES = ['published', 'closed'] as const;

/** A lead's public state: open while it takes answers, closed afterwards. */
export const TRADE_LEAD_STATES = ['open', 'closed'] as const;
export type TradeLeadState = (typeof TRADE_LEAD_STATES)[number];

type LeadStatus = { status: TradeLeadStatus };
type LeadDeadline = LeadStatus & {
  /** The last day to respond, Amman's calendar day "YYYY-MM-DD". */
  deadline: string;
};

/** A lead the public sees (published, or closed after it was). */
export const isPublicLead = ({ status }: LeadStatus): boolean =>
  status === 'published' || status === 'closed';

/**
 * A lead reads as closed when staff closed it or its deadline, an Amman day, is before `today`
 * (Amman's day, `ammanDay(now)` of lib/time): the deadline day itself is still open.
 */
export const isLeadClosed = ({ status, deadline }: LeadDeadline, today: string): boolean =>
  status === 'closed' || deadline < today;

/** The public state of a public lead as of `today`. */
export const leadStateOf = (lead: LeadDeadline, today: string): TradeLeadState =>
  isLeadClosed(lead, today) ? 'closed' : 'open';

/** A member may express interest: the lead is published and still open. */
export const takesInterest = (lead: LeadDeadline, today: string): boolean =>
  lead.status === 'published' && !isLeadClosed(lead, today);
