import { listViewRoute } from '@/components/list-views/list-view-route';
import { AGREEMENTS_PATH as path } from '@/features/agreements/constants';

import { AgreementsPage } from '../../../_compositions/trade-pages/agreements-page';

// /free-trade-agreements?search=: each search renders once, then comes from the full-route cache
// until the `agreements` tag changes. The composition draws menu item 20's banner.
export const revalidate = 3600;
export const generateStaticParams = () => [];

const route = listViewRoute({
  list: 'agreements',
  named: {
    namespace: 'Agreements.list',
    path,
    texts: { title: 'Agreements.list.pageTitle' },
    banner: false,
    search: 'search',
  },
  read: ({ locale, view }) => ({ locale, view }),
  Component: AgreementsPage,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
