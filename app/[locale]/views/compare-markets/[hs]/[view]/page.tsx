import { listViewRoute } from '@/components/list-views/list-view-route';

import * as lists from '../../../../_compositions/market-comparison/compare-markets-list';

// /compare-markets/{hs}?countries=&sort= (issue 58): each comparison renders once, then comes from
// the cache until the flows, market access, the agreements or the nomenclature change.
export const revalidate = 3600;
export const generateStaticParams = () => [];

const route = listViewRoute({
  list: 'marketComparison',
  segments: ({ hs }) => (hs ? { hs } : null),
  head: lists.compareMarketsHead,
  read: lists.readCompareMarkets,
  Component: lists.CompareMarketsPage,
  messages: ['MarketComparison'],
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
