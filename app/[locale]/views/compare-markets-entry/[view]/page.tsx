import { listViewRoute } from '@/components/list-views/list-view-route';
import { ComparisonEntry } from '@/features/market-comparison/components/comparison-entry';
import { COMPARE_MARKETS_PATH as path } from '@/lib/navigation/compare-markets-path';

import { readCompareMarketsEntry } from '../../../_compositions/market-comparison/compare-markets-entry';

// /compare-markets?hs= (issue 58), the code box: each view renders once, then comes from the cache.
export const revalidate = 3600;
export const generateStaticParams = () => [];

const route = listViewRoute({
  list: 'marketComparisonEntry',
  named: {
    namespace: 'MarketComparison.entry',
    path,
    texts: { subtitle: 'MarketComparison.entry.intro' },
    image: '/images/banners/agreements.svg',
    search: true,
  },
  read: readCompareMarketsEntry,
  Component: ComparisonEntry,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
