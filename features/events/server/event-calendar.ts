import 'server-only';
import { createEvent, type EventAttributes } from 'ics';

import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import { portalUrl } from '@/lib/mail/email-layout';
import { dayNumber, dayOfNumber } from '@/lib/time/amman-day';

import { EVENT_PATHS, LOCATION_TYPES } from '../constants';
import { eventPlace } from '../event-place';
import { statusKind } from '../event-status';
import type { PublicEvent } from '../schemas';

// "Add to calendar" and the join e-mail's attachment (issue 27): one all-day calendar entry from
// the event's first day to its last (its dates are calendar days; an all-day entry stays on those
// days in any time zone, Amman's included). The UID is the event's, so adding it again updates it.

const dateArray = (day: string): [number, number, number] => {
  const [year, month, date] = day.split('-').map(Number);
  return [year!, month!, date!];
};

/** The portal page that lists the event, in a language. */
export function eventPageUrl(event: PublicEvent, siteUrl: string, locale: Locale): string {
  const scope = event.location_type === LOCATION_TYPES.local ? 'local' : 'international';
  return portalUrl(siteUrl, locale, EVENT_PATHS[scope]);
}

type CalendarOptions = { siteUrl: string; locale: Locale; portal: string };

/** The event as an iCalendar file (RFC 5545) in a language. */
export function eventCalendar(event: PublicEvent, { siteUrl, locale, portal }: CalendarOptions) {
  const page = eventPageUrl(event, siteUrl, locale);
  const description = [pick(event, 'description', locale), event.link, page]
    .filter(Boolean)
    .join('\n\n');
  const attributes: EventAttributes = {
    uid: `event-${event.id}@${new URL(siteUrl).host}`,
    productId: 'jordan-exports/events',
    calName: portal,
    title: pick(event, 'name', locale),
    description,
    location: eventPlace(event, locale),
    url: page,
    start: dateArray(event.date_start),
    // DTEND of an all-day entry is the day after its last day (RFC 5545 §3.6.1).
    end: dateArray(dayOfNumber(dayNumber(event.date_end) + 1)),
    status: statusKind(event.status) === 'soon' ? 'TENTATIVE' : 'CONFIRMED',
    busyStatus: 'FREE',
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('the calendar entry could not be written');
  return value;
}

/** The attachment's and the download's file name. */
export const calendarFileName = (event: { id: number }) => `event-${event.id}.ics`;
