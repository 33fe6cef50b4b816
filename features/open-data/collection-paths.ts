import { EVENT_PATHS } from '@/features/events/constants';
import { barrierEntryPath } from '@/features/trade-barriers/barrier-visibility';
import { REGISTER_PATH } from '@/features/trade-barriers/constants';
import { TRADE_LEADS_PATH, tradeLeadPath } from '@/features/trade-leads/constants';
import type { FeedName } from '@/lib/feeds/feed-paths';

// The public pages each feed and dataset follows (without locale prefix).

export { tradeLeadPath };

/** A barrier register entry's page (issue 39 part 3). */
export const tradeBarrierPath = barrierEntryPath;

/** The open-data page. */
export const OPEN_DATA_PATH = '/open-data';
/** The catalogue (DCAT-US 1.1), the same in both languages. */
export const DATA_CATALOG_PATH = '/data.json';

/** The list page each feed follows. */
export const COLLECTION_PATHS: Readonly<Record<FeedName, string>> = {
  news: '/news',
  events: EVENT_PATHS.international,
  'trade-leads': TRADE_LEADS_PATH,
  'trade-barriers': REGISTER_PATH,
};
