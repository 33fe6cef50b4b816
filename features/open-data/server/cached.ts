import 'server-only';

import { cachedQuery } from '@/lib/cache/cached-query';
import { CACHE_TAGS } from '@/lib/cache/tags';
import type { FeedName } from '@/lib/feeds/feed-paths';

import type { FeedRows } from '../feed-rows';

import { readCollectionUpdates } from './collection-updates';
import {
  listFeedEvents,
  listFeedNews,
  listFeedTradeBarriers,
  listFeedTradeLeads,
} from './feed-queries';

// The feeds' and the catalogue's reads, cached with the tags of the collections they read: a
// staff change of one re-validates its feed, the catalogue and the open-data page.

const getCachedFeedNews = cachedQuery('open-data-feed-news', CACHE_TAGS.news, (db) =>
  listFeedNews(db),
);

const getCachedFeedEvents = cachedQuery('open-data-feed-events', CACHE_TAGS.events, (db) =>
  listFeedEvents(db),
);

const getCachedFeedTradeLeads = cachedQuery(
  'open-data-feed-trade-leads',
  CACHE_TAGS.tradeLeads,
  (db) => listFeedTradeLeads(db),
);

const getCachedFeedTradeBarriers = cachedQuery(
  'open-data-feed-trade-barriers',
  CACHE_TAGS.tradeBarriers,
  (db) => listFeedTradeBarriers(db),
);

/** Each feed's rows, by its name. */
export const CACHED_FEED_ROWS: { [N in FeedName]: () => Promise<FeedRows[N]> } = {
  news: () => getCachedFeedNews(),
  events: () => getCachedFeedEvents(),
  'trade-leads': () => getCachedFeedTradeLeads(),
  'trade-barriers': () => getCachedFeedTradeBarriers(),
};

/** Each collection's latest change (the catalogue's `modified`). */
export const getCachedCollectionUpdates = cachedQuery(
  'open-data-collection-updates',
  [
    CACHE_TAGS.agreements,
    CACHE_TAGS.events,
    CACHE_TAGS.tradeLeads,
    CACHE_TAGS.tradeBarriers,
    CACHE_TAGS.news,
  ],
  (db) => readCollectionUpdates(db),
);
