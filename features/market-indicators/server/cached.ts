import 'server-only';

import { cachedQuery } from '@/lib/cache/cached-query';
import { CACHE_TAGS } from '@/lib/cache/tags';

import type { MarketIndicators } from '../indicator-schemas';

import { readMarketIndicators } from './read-indicators';

// The cached readers pages use (issue 58). The data cache keeps JSON, so the markets come back as
// an object keyed by the alpha-2 code asked for (readMarketIndicators' map, spread).

/** The indicators of the markets asked for (alpha-2), by code; `month` as readMarketIndicators'. */
export const cachedMarketIndicators = cachedQuery(
  'market-indicators',
  CACHE_TAGS.marketIndicators,
  async (db, countries: readonly string[], month?: string) =>
    Object.fromEntries(await readMarketIndicators(db, countries, month ? { month } : {})) as Record<
      string,
      MarketIndicators
    >,
);
