import { getTranslations } from 'next-intl/server';

import cardKit from '@/components/directory/card.module.css';
import { Icon } from '@/components/ui/icon';
import { DownloadIcon } from '@/components/ui/icon-shapes';
import memberList from '@/components/ui/member-list.module.css';
import { formatDate, parseTimestamp } from '@/lib/i18n/format-date';
import { localePath } from '@/lib/i18n/locale-path';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import { EVENT_PATHS, LOCATION_TYPES } from '../constants';
import { formatEventDates } from '../event-dates';
import { eventPlace } from '../event-place';
import { eventTiming } from '../event-status';
import type { PublicEvent } from '../schemas';

import { EventStatusBadge } from './event-status-badge';
import { LeaveEventButton } from './leave-event-button';
import styles from './my-events.module.css';

type Props = {
  events: (PublicEvent & { joined_at: string })[];
  locale: Locale;
  today: string;
};

/**
 * The member's events (issue 27, beyond the specification): what they joined, the latest first,
 * each with its status, its days and place, "Add to calendar" and "Leave" until it is over.
 */
export async function MyEvents({ events, locale, today }: Props) {
  const t = await getTranslations({ locale, namespace: 'Events' });
  if (events.length === 0) {
    return (
      <div className={memberList.empty} data-testid="my-events-empty">
        <p>{t('mine.empty')}</p>
        <p className={styles.links}>
          <a href={localePath(EVENT_PATHS.international, locale)}>{t('tabs.international')}</a>
          <a href={localePath(EVENT_PATHS.local, locale)}>{t('tabs.local')}</a>
        </p>
      </div>
    );
  }
  const statuses = {
    open: t('status.open'),
    closed: t('status.closed'),
    confirmed: t('status.confirmed'),
    soon: t('status.soon'),
  };
  return (
    <ul className={memberList.list} data-testid="my-events">
      {events.map((event) => {
        const name = pick(event, 'name', locale);
        const timing = eventTiming(event, today);
        const scope = event.location_type === LOCATION_TYPES.local ? 'local' : 'international';
        return (
          <li
            key={event.id}
            className={`${cardKit.frame} ${styles.item}`}
            data-testid="my-event"
            data-event={event.id}
          >
            <div className={cardKit.badges}>
              <EventStatusBadge status={event.status} labels={statuses} label={t('status.label')} />
              <span className={`${cardKit.pill} ${styles.timing}`}>{t(`timing.${timing}`)}</span>
            </div>
            <h2 className={styles.name}>{name}</h2>
            <p className={styles.facts}>
              {formatEventDates(event.date_start, event.date_end, locale)}
              {' · '}
              {eventPlace(event, locale, { venue: false })}
              {' · '}
              {t(`tabs.${scope}`)}
            </p>
            <p className={styles.joined}>
              {t('mine.joinedOn', { date: formatDate(parseTimestamp(event.joined_at), locale) })}
            </p>
            {timing !== 'expired' && (
              <div className={memberList.actions}>
                <a
                  className="button button-outlined"
                  href={`/api/events/${event.id}/calendar.ics?lang=${locale}`}
                  download
                >
                  <Icon shape={DownloadIcon} size={20} />
                  {t('card.addToCalendar')}
                  <span className="visually-hidden"> {name}</span>
                </a>
                <LeaveEventButton eventId={event.id} name={name} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
