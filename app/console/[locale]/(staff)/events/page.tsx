import { consolePage, readTogether } from '@/features/console/server/console-page';
import { AddEventButton } from '@/features/events/components/console/event-buttons';
import { EventChoicesProvider } from '@/features/events/components/console/event-choices';
import { EventsList } from '@/features/events/components/console/events-list';
import { staffEventsQuerySchema } from '@/features/events/schemas';
import { listEventChoices, listStaffEvents } from '@/features/events/server/queries';
import { staffEventMatches } from '@/features/events/staff-search';
import { lenientQuery } from '@/lib/navigation/list-query';
import { listPage } from '@/lib/pagination';

// /admin/events (issue 27): editors add, change and remove the events of both event pages, in both
// languages, and see who joined each.
const route = consolePage({
  area: 'events',
  namespace: 'EventsAdmin',
  query: (search) => lenientQuery(staffEventsQuerySchema, search),
  read: (db) => readTogether(db, { events: listStaffEvents, choices: listEventChoices }),
  view: ({ events, choices }, { query, shown }) => {
    // A page past the end (the list shrank) shows the last page.
    const found = events.filter((event) => staffEventMatches(event, query));
    const page = listPage(found, query.page, query.page_size);
    return {
      provider: (content) => (
        <EventChoicesProvider choices={choices}>{content}</EventChoicesProvider>
      ),
      actions: <AddEventButton />,
      body: <EventsList {...shown(page)} />,
    };
  },
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
