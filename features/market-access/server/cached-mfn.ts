import 'server-only';

import { cachedQuery } from '@/lib/cache/cached-query';
import { CACHE_TAGS } from '@/lib/cache/tags';

import { readMfnTariff } from './mfn-lines';

// The market-access page's MFN lines (issue 46). The import is a command, not a staff route, so
// nothing re-validates this read: a new import shows within the data cache's hour.
export const getCachedMfnTariff = cachedQuery(
  'market-access-mfn',
  CACHE_TAGS.marketAccess,
  readMfnTariff,
);
