import 'server-only';

import { cachedQuery } from '@/lib/cache/cached-query';
import { CACHE_TAGS } from '@/lib/cache/tags';

import { listEventChoices, listPublishedEvents } from './queries';

/**
 * Every published event with its names. The pages filter, order and paginate this on the server
 * (../event-list.ts): a few dozen rows, so a filter or a page costs no query while the cache is warm.
 */
export const getCachedEvents = cachedQuery('events-all', CACHE_TAGS.events, listPublishedEvents);

/** The filters' lists: event types and modes, sectors and countries. */
export const getCachedEventChoices = cachedQuery(
  'events-choices',
  CACHE_TAGS.events,
  listEventChoices,
);
