import 'server-only';

import { readMarketComparison } from '@/features/market-comparison/server/read-comparison';
import { readMarketIndicators } from '@/features/market-indicators/server/read-indicators';
import { cachedQuery } from '@/lib/cache/cached-query';
import { CACHE_TAGS } from '@/lib/cache/tags';

// The comparison page's read (issue 58): it joins the imported flows, market access (the
// agreements, their duties and rules) and the nomenclature's names with the market indicators,
// whose reader lives in features/market-indicators/server, so the page composes it here.
const TAGS = [
  CACHE_TAGS.tradeFlows,
  CACHE_TAGS.marketAccess,
  CACHE_TAGS.agreements,
  CACHE_TAGS.hsCodes,
  CACHE_TAGS.marketIndicators,
] as const;

export const getCachedComparison = cachedQuery(
  'market-comparison',
  TAGS,
  (
    db,
    code: string,
    countries: string[] | null,
    sort: Parameters<typeof readMarketComparison>[3],
  ) => readMarketComparison(db, code, countries, sort, readMarketIndicators),
);
