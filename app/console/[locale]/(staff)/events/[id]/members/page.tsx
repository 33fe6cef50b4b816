import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { ConsolePageTitle } from '@/components/console/console-page-title';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { EventMembers } from '@/features/events/components/console/event-members';
import styles from '@/features/events/components/console/events-console.module.css';
import { formatEventDates } from '@/features/events/event-dates';
import { findStaffEvent, listEventMembers } from '@/features/events/server/queries';
import { isolate } from '@/lib/i18n/isolate';
import { pick } from '@/lib/i18n/localized';
import { consolePath } from '@/lib/navigation/console-path';
import { MAX_ID } from '@/lib/validation/rules';

type Props = { params: Promise<{ locale: string; id: string }> };

const idOf = (value: string) => {
  const id = /^\d{1,10}$/.test(value) ? Number(value) : 0;
  return id > 0 && id <= MAX_ID ? id : null;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'EventsAdmin.members' });
  return { title: t('pageTitle') };
}

// /admin/events/{id}/members (issue 27): who joined an event, and the list as a CSV file.
export default async function EventMembersPage({ params }: Props) {
  const { locale } = await openConsoleArea('events', { params });
  const id = idOf((await params).id);
  if (id === null) notFound();
  const [event, members] = await readConsoleData((db) =>
    Promise.all([findStaffEvent(db, id), listEventMembers(db, id)]),
  );
  if (!event) notFound();
  const t = await getTranslations({ locale, namespace: 'EventsAdmin.members' });
  return (
    <>
      <a href={consolePath('/events', locale)} className={styles.backLink}>
        {t('back')}
      </a>
      <ConsolePageTitle
        title={t('title', { name: isolate(pick(event, 'name', locale), locale) })}
        description={formatEventDates(event.date_start, event.date_end, locale)}
        actions={
          <a
            href={`/api/staff/events/${event.id}/members.csv?lang=${locale}`}
            className="button button-outlined"
            download
          >
            {t('csv')}
          </a>
        }
      />
      <EventMembers locale={locale} members={members} />
    </>
  );
}
