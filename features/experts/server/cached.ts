import 'server-only';

import { cachedQuery } from '@/lib/cache/cached-query';
import { CACHE_TAGS } from '@/lib/cache/tags';

import { listExperts, listPools, listSectors } from './queries';

/**
 * The whole pool of experts for /pool-of-experts: a few dozen rows, so each view filters and
 * paginates this in memory (../pool-directory.ts) and costs no query while the cache is warm.
 */
export const getCachedExpertsDirectory = cachedQuery(
  'experts-directory',
  CACHE_TAGS.experts,
  async (db) => {
    const [experts, pools, sectors] = await Promise.all([
      listExperts(db),
      listPools(db),
      listSectors(db),
    ]);
    return { experts, pools, sectors };
  },
);
