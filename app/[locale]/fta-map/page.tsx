import { getTranslations } from 'next-intl/server';

import { FTA_MAP_PATH } from '@/features/agreements/constants';

import { compositionRoute } from '../_compositions/composition-route';
import { FtaMapPage } from '../_compositions/trade-pages/fta-map-page';

// /fta-map (part 1 §2.1; page 810 redirects here): rendered on its first request, then served from
// the full-route cache until the `agreements` tag is re-validated by a staff change.
const route = compositionRoute({
  path: FTA_MAP_PATH,
  texts: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'Agreements' });
    return { title: t('map.pageTitle'), description: t('map.metaDescription') };
  },
  Page: FtaMapPage,
});

export const revalidate = 3600;
export const generateMetadata = route.generateMetadata;
export default route.Route;
