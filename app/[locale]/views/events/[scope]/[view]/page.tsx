import { listViewRoute } from '@/components/list-views/list-view-route';
import { EventsDirectory } from '@/features/events/components/events-directory';
import { EVENT_PATHS, EVENT_SCOPES, type EventScope } from '@/features/events/constants';
import { getCachedEventChoices, getCachedEvents } from '@/features/events/server/cached';
import { ammanDay } from '@/lib/time/amman-day';

// /international-events and /local-events with ?q&country&type&mode&industry&year&page, cached
// until a staff change re-validates `events`. Upcoming and Expired are as of the day it rendered:
// it renders again at least every 15 minutes.
export const revalidate = 900;
export const generateStaticParams = () => [];

const route = listViewRoute({
  list: 'events',
  segments: ({ scope }) =>
    EVENT_SCOPES.includes(scope as EventScope) ? { scope: scope as EventScope } : null,
  named: ({ scope }) => ({
    namespace: `Events.${scope}`,
    path: EVENT_PATHS[scope],
    image: '/images/banners/events.svg',
    texts: { pageTitle: 'Events.pageTitle', feedTitle: 'OpenData.feeds.events.title' },
    feed: 'events',
    search: 'q',
  }),
  read: async ({ scope, view, locale }) => {
    const [events, choices] = await Promise.all([getCachedEvents(), getCachedEventChoices()]);
    return { scope, events, choices, view, locale, today: ammanDay(new Date()) };
  },
  Component: EventsDirectory,
  messages: ['Events.join'],
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
