import cardKit from '@/components/directory/card.module.css';
import { Icon } from '@/components/ui/icon';
import {
  CalendarMonthOutlinedIcon,
  DownloadIcon,
  LocationOnOutlinedIcon,
  OpenInNewIcon,
} from '@/components/ui/icon-shapes';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import { EVENT_STATUS } from '../constants';
import { formatEventDates } from '../event-dates';
import { eventPlace } from '../event-place';
import { eventTiming, type EventTiming, type StatusKind } from '../event-status';
import type { PublicEvent } from '../schemas';

import styles from './event-card.module.css';
import { EventStatusBadge } from './event-status-badge';
import { JoinButton } from './join-button';

export type EventCardLabels = {
  status: string;
  statuses: Record<StatusKind, string>;
  timing: Record<EventTiming, string>;
  dates: string;
  place: string;
  type: string;
  mode: string;
  industry: string;
  allSectors: string;
  website: string;
  newTab: string;
  addToCalendar: string;
  /** The link's name for a reader: its words and the event's. */
  addToCalendarOf: (name: string) => string;
};

type Props = {
  event: PublicEvent;
  locale: Locale;
  /** Amman's day the page was rendered on ("YYYY-MM-DD"). */
  today: string;
  labels: EventCardLabels;
};

/**
 * One event (part 2 "Events", §4): its status in colour, icon and words, Upcoming or Expired, its
 * days, place, type, mode and sector; Join (the only island) and "Add to calendar" until it is over.
 */
export function EventCard({ event, locale, today, labels }: Props) {
  const timing = eventTiming(event, today);
  const name = pick(event, 'name', locale);
  const description = pick(event, 'description', locale);
  const sector = event.industry_id === null ? labels.allSectors : pick(event, 'industry', locale);
  return (
    <article className={cardKit.card} data-testid="event-card" data-event={event.id}>
      <div className={cardKit.badges}>
        <EventStatusBadge status={event.status} labels={labels.statuses} label={labels.status} />
        <span className={`${cardKit.pill} ${styles[timing]}`} data-timing={timing}>
          {labels.timing[timing]}
        </span>
      </div>
      <h3 className={cardKit.cardTitle}>{name}</h3>
      <ul className={styles.facts}>
        <li>
          <Icon shape={CalendarMonthOutlinedIcon} size={20} />
          <span className="visually-hidden">{labels.dates}: </span>
          <time dateTime={event.date_start}>
            {formatEventDates(event.date_start, event.date_end, locale)}
          </time>
        </li>
        <li>
          <Icon shape={LocationOnOutlinedIcon} size={20} />
          <span className="visually-hidden">{labels.place}: </span>
          {eventPlace(event, locale)}
        </li>
      </ul>
      <dl className={styles.details}>
        <div>
          <dt>{labels.type}</dt>
          <dd>{pick(event, 'type', locale)}</dd>
        </div>
        <div>
          <dt>{labels.mode}</dt>
          <dd>{pick(event, 'mode', locale)}</dd>
        </div>
        <div>
          <dt>{labels.industry}</dt>
          <dd>{sector}</dd>
        </div>
      </dl>
      {description && <p className={styles.description}>{description}</p>}
      {(timing !== 'expired' || event.link) && (
        <div className={styles.actions}>
          {timing !== 'expired' && (
            <>
              <JoinButton
                eventId={event.id}
                name={name}
                closed={event.status === EVENT_STATUS.closed}
              />
              <a
                className={styles.secondary}
                href={`/api/events/${event.id}/calendar.ics?lang=${locale}`}
                download
                aria-label={labels.addToCalendarOf(name)}
              >
                <Icon shape={DownloadIcon} size={20} />
                {labels.addToCalendar}
              </a>
            </>
          )}
          {event.link && (
            <a
              className={styles.secondary}
              href={event.link}
              target="_blank"
              rel="noopener noreferrer"
            >
              {labels.website}
              <Icon shape={OpenInNewIcon} size={16} />
              <span className="visually-hidden"> ({labels.newTab})</span>
            </a>
          )}
        </div>
      )}
    </article>
  );
}
