import 'server-only';

import { getCachedPublishedNews } from '@/features/news/server/cached';
import type { FeedRows } from '@/features/open-data/feed-rows';
import { FEED_ENTRY_COUNT } from '@/features/open-data/feed-rows';
import {
  getCachedFeedEvents,
  getCachedFeedTradeBarriers,
  getCachedFeedTradeLeads,
} from '@/features/open-data/server/cached';
import type { FeedName } from '@/lib/feeds/feed-paths';

// Each feed's rows from the cached readers of its collection: the news list's (newest first), and
// open data's own reads of events, trade leads and the register (the last changed first).

type Readers = { [N in FeedName]: () => Promise<FeedRows[N]> };

export const FEED_READERS: Readers = {
  news: async () => (await getCachedPublishedNews()).slice(0, FEED_ENTRY_COUNT),
  events: () => getCachedFeedEvents(),
  'trade-leads': () => getCachedFeedTradeLeads(),
  'trade-barriers': () => getCachedFeedTradeBarriers(),
};
