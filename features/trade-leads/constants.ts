// Issue 39 "Trade leads": the numbers of the leads' lists, forms and member interests.

/** The public list's page size (GET /api/trade-leads, /trade-leads), and the largest asked for. */
export const TRADE_LEADS_PAGE_SIZE = 12;
export const TRADE_LEADS_PAGE_SIZE_MAX = 50;
/** The console's page sizes. */
export const TRADE_LEADS_CONSOLE_PAGE_SIZES = [20, 50, 100] as const;
export const TRADE_LEADS_CONSOLE_PAGE_SIZE = 20;

/** A lead names at most this many HS codes. */
export const TRADE_LEAD_HS_CODES_MAX = 12;
/** A member's message with their interest: short, as the issue asks. */
export const TRADE_LEAD_MESSAGE_MAX = 1000;
/** The console's text search. */
export const TRADE_LEAD_SEARCH_MAX = 100;
/** The largest value in US dollars a lead states (the column is an integer). */
export const TRADE_LEAD_VALUE_MAX = 2_000_000_000;
/** Issue 45: the public list's orders (`closing` the default). */
export const TRADE_LEAD_SORTS = ['closing', 'published'] as const;
export type TradeLeadSort = (typeof TRADE_LEAD_SORTS)[number];
/**
 * Issue 45: the page's value bands (the `value` key), each a range of US dollars for the API's
 * value_min and value_max.
 */
export const TRADE_LEAD_VALUE_BANDS = {
  'under-100k': { value_max: 100_000 },
  '100k-1m': { value_min: 100_000, value_max: 1_000_000 },
  'over-1m': { value_min: 1_000_000 },
} as const satisfies Record<string, { value_min?: number; value_max?: number }>;
export type TradeLeadValueBand = keyof typeof TRADE_LEAD_VALUE_BANDS;

/** A member expresses interest at most this often (any lead). */
export const TRADE_LEAD_INTEREST_LIMIT = { limit: 20, windowMs: 60 * 60_000 } as const;
/** The interests' CSV holds at most this many rows. */
export const TRADE_LEAD_INTERESTS_CSV_LIMIT = 10_000;

/** The public pages' addresses (without locale prefix). */
export const TRADE_LEADS_PATH = '/trade-leads';
export const tradeLeadPath = (id: number) => `${TRADE_LEADS_PATH}/${id}`;
export const TRADE_LEADS_FEED_PATH = '/feeds/trade-leads.atom';
export const TRADE_LEAD_INTERESTS_PATH = '/profile/trade-lead-interests';

/** The audit log's names for the console's changes (lib/audit/audit-actions.ts). */
export const TRADE_LEAD_ACTIONS = {
  create: 'trade-lead.create',
  update: 'trade-lead.update',
  publish: 'trade-lead.publish',
  close: 'trade-lead.close',
  remove: 'trade-lead.delete',
  mark: 'trade-lead-interest.mark',
} as const;
