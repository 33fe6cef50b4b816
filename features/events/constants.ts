// Events (issue 27; part 2 "Events", §4 "Event status code", §7 events-type, events-mode,
// POST events/{id}/join). The page size is not shown (part 2 §9): ours is in docs/decisions/events.md.

/** part 2 §3 `location_type`: the two kinds of event (part 3 "Search" names both). */
export const LOCATION_TYPES = {
  international: 'International event',
  local: 'Local event',
} as const;
export type LocationType = (typeof LOCATION_TYPES)[keyof typeof LOCATION_TYPES];
export type EventScope = keyof typeof LOCATION_TYPES;
export const EVENT_SCOPES = ['international', 'local'] as const satisfies readonly EventScope[];

/** The public pages of each kind (part 1 §2.1). */
export const EVENT_PATHS = {
  international: '/international-events',
  local: '/local-events',
} as const satisfies Record<EventScope, string>;

/** The member's events (a page of the member area, under /profile). */
export const MY_EVENTS_PATH = '/profile/my-events';

/**
 * part 2 §4: 1 yellow with a ticket (registration open), 2 red (closed), 3 green with a check
 * (confirmed), any other light blue with a clock (details to follow).
 */
export const EVENT_STATUS = { open: 1, closed: 2, confirmed: 3, soon: 4 } as const;

/** Event cards a page of the public list shows. */
export const EVENTS_PAGE_SIZE = 10;
/** The most rows one page of GET /api/events may ask for. */
export const EVENTS_PAGE_SIZE_MAX = 100;
/** The longest text search (part 3 "Search": 200; the list view keeps 60 of them). */
export const EVENT_SEARCH_MAX = 200;
/** The years a filter may name. */
export const EVENT_YEAR_MIN = 2000;
export const EVENT_YEAR_MAX = 2100;

/** The console's list of events: rows a page, and the sizes an editor may choose. */
export const EVENTS_CONSOLE_PAGE_SIZE = 20;
export const EVENTS_CONSOLE_PAGE_SIZES = [10, 20, 50, 100] as const;
/** The most members one CSV of an event's members carries. */
export const EVENT_MEMBERS_CSV_LIMIT = 10_000;

/**
 * Join requests a member may make in an hour (each sends the member an e-mail): far more than anyone
 * needs, few enough that no one can use the portal to flood a mailbox.
 */
export const EVENT_JOIN_LIMIT = { limit: 20, windowMs: 60 * 60_000 } as const;

/** The audit log's names for the console's changes. */
export const EVENT_ACTIONS = {
  create: 'event.create',
  update: 'event.update',
  remove: 'event.delete',
} as const;
