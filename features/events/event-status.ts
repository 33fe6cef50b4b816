import { EVENT_STATUS } from './constants';

// part 2 §4 "Event status code" and its timing: an event whose start is in the future is
// Upcoming; one whose end is past is Expired, and its join button is hidden. An event takes whole
// days (its dates are Amman's calendar days), so it is running from its first day to its last.

/** What a status code stands for: 1 open (ticket), 2 closed, 3 confirmed (check), other (clock). */
export type StatusKind = 'open' | 'closed' | 'confirmed' | 'soon';

export function statusKind(status: number): StatusKind {
  if (status === EVENT_STATUS.open) return 'open';
  if (status === EVENT_STATUS.closed) return 'closed';
  if (status === EVENT_STATUS.confirmed) return 'confirmed';
  return 'soon';
}

type Dated = { date_start: string; date_end: string };

/** The start is after today (Amman's day, "YYYY-MM-DD"). */
export const isUpcoming = (event: Dated, today: string) => event.date_start > today;

/** The last day is before today: the event is over. */
export const isExpired = (event: Dated, today: string) => event.date_end < today;

export type EventTiming = 'upcoming' | 'running' | 'expired';

export function eventTiming(event: Dated, today: string): EventTiming {
  if (isExpired(event, today)) return 'expired';
  return isUpcoming(event, today) ? 'upcoming' : 'running';
}

/** Why a member cannot join: the event is over, or its registration is closed (status 2). */
export function joinRefusal(
  event: Dated & { status: number },
  today: string,
): 'expired' | 'closed' | null {
  if (isExpired(event, today)) return 'expired';
  if (event.status === EVENT_STATUS.closed) return 'closed';
  return null;
}
