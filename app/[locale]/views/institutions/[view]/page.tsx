import { listViewRoute } from '@/components/list-views/list-view-route';
import { InstitutionsDirectory } from '@/features/institutions/components/institutions-directory';
import { INSTITUTIONS_PATH as path } from '@/features/institutions/constants';
import * as cached from '@/features/institutions/server/cached';

// /export-trade-support-institutions?q&type&mode&gov&page: each view renders once, then comes from
// the full-route cache until the `institutions` tag is re-validated by a staff change.
export const revalidate = 3600;
export const generateStaticParams = () => [];

const route = listViewRoute({
  list: 'institutions',
  named: { namespace: 'Institutions', path },
  read: async ({ view, locale }) => {
    const [institutions, lists] = await Promise.all([
      cached.getCachedInstitutions(),
      cached.getCachedInstitutionLists(),
    ]);
    return { institutions, lists, view, path, locale, headingLevel: 2 as const };
  },
  Component: InstitutionsDirectory,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
