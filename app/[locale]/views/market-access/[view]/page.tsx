import { listViewRoute } from '@/components/list-views/list-view-route';
import { MarketAccessEntry } from '@/features/market-access/components/market-access-entry';
import { MARKET_ACCESS_PATH as path } from '@/features/market-access/constants';

import { readMarketAccessEntry } from '../../../_compositions/market-access-entry';

// /market-access?hs=&country= (issue 37), the entry page's form: each view renders once, then
// comes from the cache.
export const revalidate = 3600;
export const generateStaticParams = () => [];

const route = listViewRoute({
  list: 'marketAccess',
  named: {
    namespace: 'MarketAccess.entry',
    path,
    texts: { subtitle: 'MarketAccess.entry.intro' },
    image: '/images/banners/agreements.svg',
    search: true,
  },
  read: readMarketAccessEntry,
  Component: MarketAccessEntry,
  messages: ['HsCodeField'],
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
