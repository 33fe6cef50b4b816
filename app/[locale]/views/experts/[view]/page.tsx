import { listViewRoute } from '@/components/list-views/list-view-route';
import { ExpertsDirectory } from '@/features/experts/components/experts-directory';

import { expertsHead, readExperts } from '../../../_compositions/list-views/list-readers';

// /pool-of-experts?search=&pool=&page=, cached until the `experts` tag changes.
export const revalidate = 3600;
export const generateStaticParams = () => [];

const route = listViewRoute({
  list: 'experts',
  named: expertsHead,
  read: readExperts,
  Component: ExpertsDirectory,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
