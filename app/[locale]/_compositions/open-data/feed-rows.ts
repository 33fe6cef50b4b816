import 'server-only';

import { listPublishedNews } from '@/features/news/server/queries';
import type { FeedRows } from '@/features/open-data/feed-rows';
import { FEED_ENTRY_COUNT } from '@/features/open-data/feed-rows';
import {
  getCachedFeedEvents,
  getCachedFeedTradeBarriers,
  getCachedFeedTradeLeads,
} from '@/features/open-data/server/cached';
import { cachedQuery } from '@/lib/cache/cached-query';
import { CACHE_TAGS } from '@/lib/cache/tags';
import type { FeedName } from '@/lib/feeds/feed-paths';

// Each feed's rows from cached readers re-validated by its collection's tag: the latest published
// news (never an editor's preview: a feed is public and cached, so it reads no draft), and open
// data's own reads of events, trade leads and the register (the last changed first).

const feedNews = cachedQuery('open-data-feed-news', CACHE_TAGS.news, (db) =>
  listPublishedNews(db, FEED_ENTRY_COUNT),
);

type Readers = { [N in FeedName]: () => Promise<FeedRows[N]> };

export const FEED_READERS: Readers = {
  news: () => feedNews(),
  events: () => getCachedFeedEvents(),
  'trade-leads': () => getCachedFeedTradeLeads(),
  'trade-barriers': () => getCachedFeedTradeBarriers(),
};
