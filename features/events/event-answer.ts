import { isExpired, isUpcoming } from './event-status';
import type { EventAnswer, PublicEvent } from './schemas';

/** An event as GET /api/events answers it: when it stands today, and the member's place in it. */
export const eventAnswer = (
  event: PublicEvent,
  today: string,
  joined: ReadonlySet<number>,
): EventAnswer => ({
  ...event,
  is_upcoming: isUpcoming(event, today),
  is_expired: isExpired(event, today),
  is_joined: joined.has(event.id),
});
