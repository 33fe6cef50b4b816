import { listViewRoute } from '@/components/list-views/list-view-route';

import * as lists from '../../../../_compositions/where-to-sell/where-to-sell-lists';

// /where-to-sell/{hs}?sort= (issue 38): each order renders once, then comes from the cache until
// the flows, the nomenclature or the agreements change.
export const revalidate = 3600;
export const generateStaticParams = () => [];

const route = listViewRoute({
  list: 'whereToSell',
  segments: ({ hs }) => (hs ? { hs } : null),
  head: lists.whereToSellHead,
  read: lists.readWhereToSell,
  Component: lists.WhereToSellPage,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
