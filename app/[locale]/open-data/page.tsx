import { getTranslations } from 'next-intl/server';

import { OPEN_DATA_PATH } from '@/features/open-data/collection-paths';
import { OpenDataPage } from '@/features/open-data/components/open-data-page';
import { FEED_NAMES } from '@/lib/feeds/feed-paths';

import { compositionRoute } from '../_compositions/composition-route';

// /open-data and /ar/open-data (issue 39): the datasets, their fields, addresses and licence.
// Rendered on its first request, then served from the full-route cache: it reads no data.
const route = compositionRoute({
  path: OPEN_DATA_PATH,
  texts: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'OpenData' });
    return { title: t('title'), description: t('metaDescription') };
  },
  Page: OpenDataPage,
  // Every feed, named in the page's head.
  feeds: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'OpenData' });
    return FEED_NAMES.map((name) => ({ name, title: t(`feeds.${name}.title`) }));
  },
});

export const revalidate = 3600;
export const generateMetadata = route.generateMetadata;
export default route.Route;
