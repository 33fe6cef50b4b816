import { listViewRoute } from '@/components/list-views/list-view-route';
import { WhereToSellEntry } from '@/features/trade-flows/components/where-to-sell-entry';
import { WHERE_TO_SELL_PATH as path } from '@/lib/trade-flows/where-to-sell-path';

import { readWhereToSellEntry } from '../../../_compositions/where-to-sell/where-to-sell-lists';

// /where-to-sell?hs= (issue 38), the code box: each view renders once, then comes from the cache.
export const revalidate = 3600;
export const generateStaticParams = () => [];

const route = listViewRoute({
  list: 'whereToSellEntry',
  named: {
    namespace: 'WhereToSell.entry',
    path,
    texts: { subtitle: 'WhereToSell.entry.intro' },
    image: '/images/banners/agreements.svg',
    search: true,
  },
  read: readWhereToSellEntry,
  Component: WhereToSellEntry,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
