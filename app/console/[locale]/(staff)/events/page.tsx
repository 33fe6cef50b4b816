import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ChangeStatus, ConsoleChanges } from '@/components/console/console-changes';
import { ConsolePageTitle } from '@/components/console/console-page-title';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { AddEventButton } from '@/features/events/components/console/event-buttons';
import { EventChoicesProvider } from '@/features/events/components/console/event-choices';
import { EventsList } from '@/features/events/components/console/events-list';
import { staffEventsQuerySchema } from '@/features/events/schemas';
import { listEventChoices, listStaffEvents } from '@/features/events/server/queries';
import { staffEventMatches } from '@/features/events/staff-search';
import { lenientQuery, type SearchParams } from '@/lib/navigation/list-query';
import { listPage } from '@/lib/pagination';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'EventsAdmin' });
  return { title: t('title') };
}

// /admin/events (issue 27): editors add, change and remove the events of both event pages, in both
// languages, and see who joined each.
export default async function EventsAdminPage({ params, searchParams }: Props) {
  const { locale } = await openConsoleArea('events', { params });
  const query = lenientQuery(staffEventsQuerySchema, await searchParams);
  const [t, { events, choices }] = await Promise.all([
    getTranslations({ locale, namespace: 'EventsAdmin' }),
    readConsoleData(async (db) => {
      const [events, choices] = await Promise.all([listStaffEvents(db), listEventChoices(db)]);
      return { events, choices };
    }),
  ]);
  // A page past the end (the list shrank) shows the last page.
  const found = events.filter((event) => staffEventMatches(event, query));
  const page = listPage(found, query.page, query.page_size);
  return (
    <ConsoleChanges failed={t('errors.failed')}>
      <EventChoicesProvider choices={choices}>
        <ConsolePageTitle
          title={t('title')}
          description={t('description')}
          actions={<AddEventButton />}
        />
        <ChangeStatus />
        <EventsList locale={locale} query={{ ...query, page: page.page }} page={page} />
      </EventChoicesProvider>
    </ConsoleChanges>
  );
}
