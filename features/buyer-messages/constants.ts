// The contact relay (issue 14, beyond the specification): its limits, decided in docs/decisions/directories.md.

export const SUBJECT_MAX = 150;
export const MESSAGE_MAX = 3000;
export const QUANTITY_MAX = 100;
export const REPLY_MAX = 3000;

/** A sender's messages: a burst is fine, a campaign is not. */
export const RELAY_LIMITS = {
  perHour: { limit: 5, windowMs: 60 * 60_000 },
  perDay: { limit: 20, windowMs: 24 * 60 * 60_000 },
} as const;

export const RECEIVED_PAGE_SIZE = 10;
export const STAFF_PAGE_SIZE = 20;
/** The page sizes the console's list offers. */
export const STAFF_PAGE_SIZES = [20, 50, 100] as const;
export const PAGE_SIZE_MAX = 100;
export const PAGE_MAX = 10_000;
export const STAFF_SEARCH_MAX = 100;

export const ITEM_TYPES = ['products', 'services'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** The console's list of relayed messages (under /admin). */
export const STAFF_MESSAGES_PATH = '/buyer-messages';

/** The member area's page of received messages (the exporter's). */
export const RECEIVED_PATH = '/profile/buyer-messages';
