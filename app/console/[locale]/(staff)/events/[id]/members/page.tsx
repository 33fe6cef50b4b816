import { pathIdOf } from '@/features/console/path-id';
import { consolePage } from '@/features/console/server/console-page';
import { EventMembers } from '@/features/events/components/console/event-members';
import styles from '@/features/events/components/console/events-console.module.css';
import { formatEventDates } from '@/features/events/event-dates';
import { findStaffEvent, listEventMembers } from '@/features/events/server/queries';
import { isolate } from '@/lib/i18n/isolate';
import { pick } from '@/lib/i18n/localized';
import { consolePath } from '@/lib/navigation/console-path';

// /admin/events/{id}/members (issue 27): who joined an event, and the list as a CSV file.
const route = consolePage({
  area: 'events',
  namespace: 'EventsAdmin.members',
  title: 'pageTitle',
  readOnly: true,
  read: async (db, { segments }) => {
    const id = pathIdOf(segments.id);
    if (id === null) return null;
    const [event, members] = await Promise.all([findStaffEvent(db, id), listEventMembers(db, id)]);
    return event ? { event, members } : null;
  },
  view: ({ event, members }, { locale }, t) => ({
    back: (
      <a href={consolePath('/events', locale)} className={styles.backLink}>
        {t('back')}
      </a>
    ),
    title: t('title', { name: isolate(pick(event, 'name', locale), locale) }),
    description: formatEventDates(event.date_start, event.date_end, locale),
    actions: (
      <a
        href={`/api/staff/events/${event.id}/members.csv?lang=${locale}`}
        className="button button-outlined"
        download
      >
        {t('csv')}
      </a>
    ),
    body: <EventMembers locale={locale} members={members} />,
  }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
