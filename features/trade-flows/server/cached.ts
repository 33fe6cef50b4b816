import 'server-only';

import { cachedQuery } from '@/lib/cache/cached-query';
import { CACHE_TAGS } from '@/lib/cache/tags';

import { readWhereToSell } from './read-where-to-sell';
import { listWhereToSellPaths } from './sitemap-paths';

// The "Where to sell" page's read (issue 38): the imported flows, the nomenclature's names and the
// agreements with each market, so each of those tags renews it.
const TAGS = [CACHE_TAGS.tradeFlows, CACHE_TAGS.hsCodes, CACHE_TAGS.agreements] as const;

export const getCachedWhereToSell = cachedQuery('where-to-sell', TAGS, readWhereToSell);

export const getCachedWhereToSellPaths = cachedQuery(
  'where-to-sell-paths',
  CACHE_TAGS.tradeFlows,
  listWhereToSellPaths,
);
