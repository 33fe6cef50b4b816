import 'server-only';

import { cachedQuery } from '@/lib/cache/cached-query';
import { CACHE_TAGS } from '@/lib/cache/tags';

import { findPublishedBarrier, listPublishedBarriers } from './queries';

/**
 * Every published entry with its names: the register's pages filter and page this on the server
 * (../barrier-list.ts), so a filter or a page costs no query while the cache is warm.
 */
export const getCachedBarriers = cachedQuery(
  'trade-barriers-all',
  CACHE_TAGS.tradeBarriers,
  listPublishedBarriers,
);

/** A published entry and its public updates (null for any other). */
export const getCachedBarrier = cachedQuery(
  'trade-barriers-one',
  CACHE_TAGS.tradeBarriers,
  findPublishedBarrier,
);
