import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';

import { EVENT_PATHS, LOCATION_TYPES } from '@/features/events/constants';
import { countries, events } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { LIST_VIEW_KEYS } from '@/lib/navigation/list-views';

import {
  bilingual,
  listSearchHref,
  sameIds,
  type SearchSource,
  type SourceDocument,
} from '../search-source';

// Events (part 2 §3 "Event"): published ones (a draft never shows), each leading to the list of its
// kind with its name as the list's search (part 3 "Global search": /local-events for a "Local
// event", /international-events otherwise).

export const PUBLISHED_EVENT = eq(events.published, 1);

async function loadEvents(db: Db, ids?: readonly number[]): Promise<SourceDocument[]> {
  const rows = await db
    .select({ event: events, country_eng: countries.name_eng, country_ara: countries.name_ara })
    .from(events)
    .leftJoin(countries, eq(countries.id, events.country_id))
    .where(ids ? and(PUBLISHED_EVENT, inArray(events.id, [...ids])) : PUBLISHED_EVENT);
  return rows.map(({ event, country_eng, country_ara }) => {
    const title = bilingual(event.name_eng, event.name_ara);
    const path =
      event.location_type === LOCATION_TYPES.local ? EVENT_PATHS.local : EVENT_PATHS.international;
    return {
      recordId: event.id,
      title,
      body: bilingual(event.description_eng, event.description_ara),
      keywords: [
        event.city_eng,
        event.city_ara,
        event.venue_eng,
        event.venue_ara,
        country_eng ?? '',
        country_ara ?? '',
      ].join(' '),
      href: listSearchHref(path, LIST_VIEW_KEYS.events, 'q', title),
      publishedAt: event.date_start,
    };
  });
}

export const eventsSource: SearchSource = {
  key: 'events',
  type: 'events',
  kind: 'event',
  entities: { events: sameIds },
  load: loadEvents,
};
