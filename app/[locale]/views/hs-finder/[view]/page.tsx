import { listViewRoute } from '@/components/list-views/list-view-route';
import { HsFinderView } from '@/features/hs-codes/components/hs-finder-view';

import { finderHead, readFinder } from '../../../_compositions/list-views/list-readers';

// /hs-finder?q=&page= (issue 37), each search and page cached until `hs-codes` changes.
export const revalidate = 3600;
export const generateStaticParams = () => [];

const route = listViewRoute({
  list: 'hsFinder',
  named: finderHead,
  read: readFinder,
  Component: HsFinderView,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
