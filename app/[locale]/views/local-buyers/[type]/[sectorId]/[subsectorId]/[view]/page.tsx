import { listViewRoute } from '@/components/list-views/list-view-route';

import { LocalBuyersItems } from '../../../../../../_compositions/buyers/local-buyers-items';
import * as lists from '../../../../../../_compositions/buyers/local-buyers-list';

// /local-buyers/{type}/{sectorId}/{subsectorId}?page= (part 2 "Local buyers"): each page renders
// once, then comes from the cache.
export const revalidate = 3600;
export const generateStaticParams = () => [];

const route = listViewRoute({
  list: 'localBuyers',
  segments: lists.subsectorSegments,
  head: lists.localBuyersHead,
  read: lists.readLocalBuyers,
  Component: LocalBuyersItems,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
