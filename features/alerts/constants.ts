import type { AlertContentType as StoredContentType } from '@/lib/db/schema/alerts';

// Issue 39 "Alerts": the numbers and addresses of e-mail alerts. Browser code imports this module,
// so it names the table's types only as types (no drizzle in a page's scripts).

/** What a subscriber can ask to hear about: the values of `alert_subscriptions.content_types`. */
export const ALERT_CONTENT_TYPES = [
  'trade_leads',
  'events',
  'publications',
  'news',
  'trade_barriers',
  // Issue 58: a market's VAT or sales-tax rate as staff correct it (the market indicators).
  'market_data',
] as const satisfies readonly StoredContentType[];
export type AlertContentType = (typeof ALERT_CONTENT_TYPES)[number];

/** A visitor's confirmation link lives this long (double opt-in, "the link expires"). */
export const ALERT_CONFIRM_HOURS = 48;

/** Subscriptions one address may ask for in an hour (an anonymous form, like the others). */
export const ALERT_SUBSCRIBE_LIMIT = { limit: 5, windowMs: 60 * 60_000 } as const;
/** Requests to the token links (confirm, manage, unsubscribe) one address may send in an hour. */
export const ALERT_TOKEN_LIMIT = { limit: 60, windowMs: 60 * 60_000 } as const;
/**
 * Unsubscribes (the mail's link and the RFC 8058 one-click POST) one address may send in an hour
 * (issue 48). Its own count, ten times the token links': a one-click POST comes from the mail
 * provider's servers, which post for all of their users from a few addresses.
 */
export const ALERT_UNSUBSCRIBE_LIMIT = { limit: 600, windowMs: 60 * 60_000 } as const;

/** The reCAPTCHA action of the subscribe form; the server refuses a token of another. */
export const ALERT_CAPTCHA_ACTION = 'alerts';

/** How many values of each choice a subscription may name at most. */
export const ALERT_CHOICE_MAX = { industries: 60, countries: 250, chapters: 97 } as const;

export const ALERTS_PATH = '/alerts';
export const ALERT_CONFIRM_PATH = '/alerts/confirm';
export const ALERT_MANAGE_PATH = '/alerts/manage';
export const ALERT_UNSUBSCRIBED_PATH = '/alerts/unsubscribed';
export const MEMBER_ALERTS_PATH = '/profile/alerts';
/** The one-click link of every mail (RFC 8058): POST by the mail client, GET from the mail. */
export const ALERT_UNSUBSCRIBE_API_PATH = '/api/alerts/unsubscribe';

/** The order the digest lists the kinds of news in. */
export const DIGEST_TYPE_ORDER: readonly AlertContentType[] = [
  'trade_leads',
  'trade_barriers',
  'events',
  'publications',
  'news',
  'market_data',
];

/** The HS chapters a subscriber may choose: 01 to 97 (77 is kept for future use). */
export const HS_CHAPTERS: readonly string[] = Array.from({ length: 97 }, (_, index) =>
  String(index + 1).padStart(2, '0'),
).filter((chapter) => chapter !== '77');
