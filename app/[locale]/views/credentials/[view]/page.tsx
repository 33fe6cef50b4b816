import { listViewRoute } from '@/components/list-views/list-view-route';
import { CREDENTIALS_PATH as path } from '@/features/credentials/constants';

import { CredentialsPage } from '../../../_compositions/trade-pages/credentials-page';

// /credentials?type&country&year&page: each view renders once, then comes from the full-route
// cache until the `credentials` tag changes. The composition draws page 91's banner.
export const revalidate = 3600;
export const generateStaticParams = () => [];

const route = listViewRoute({
  list: 'credentials',
  named: { namespace: 'Credentials', path, banner: false },
  read: ({ locale, view }) => ({ locale, view }),
  Component: CredentialsPage,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
