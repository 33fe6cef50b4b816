import { getTranslations } from 'next-intl/server';

import { compositionRoute } from '../_compositions/composition-route';
import { E_SERVICES_PATH } from '../_compositions/e-services/e-services';
import { EServicesPage } from '../_compositions/e-services/e-services-page';

// /e-services (issue 36; the top menu's "E-Services" and page 200 lead here): rendered on its
// first request, then served from the full-route cache; an edit of its menu entry refreshes it.
const route = compositionRoute({
  path: E_SERVICES_PATH,
  texts: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'EServices' });
    return { title: t('title'), description: t('metaDescription') };
  },
  Page: EServicesPage,
});

export const revalidate = 3600;
export const generateMetadata = route.generateMetadata;
export default route.Route;
