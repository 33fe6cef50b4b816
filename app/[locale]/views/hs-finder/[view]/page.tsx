import { listViewRoute } from '@/components/list-views/list-view-route';

import { HsFinderWithOlder, readFinderWithOlder } from '../../../_compositions/hs-finder-older';
import { finderHead } from '../../../_compositions/list-views/list-readers';

// /hs-finder?q=&page= (issue 37), each search and page cached until `hs-codes` changes.
export const revalidate = 3600;
export const generateStaticParams = () => [];

const route = listViewRoute({
  list: 'hsFinder',
  named: finderHead,
  read: readFinderWithOlder,
  Component: HsFinderWithOlder,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
