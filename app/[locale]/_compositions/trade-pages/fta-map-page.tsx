import { getTranslations } from 'next-intl/server';

import { mappedCountries } from '@/features/agreements/agreement-list';
import { FtaMapSection } from '@/features/agreements/components/fta-map-section';
import { getCachedAgreements, getCachedMapCountries } from '@/features/agreements/server/cached';
import { drawMap } from '@/features/agreements/server/map-drawing';
import { getPageByAppId } from '@/features/content/server/cached-pages';
import type { Locale } from '@/lib/i18n/routing';

import { MenuPageFrame } from './menu-page-frame';

/** part 1 §2.1: the content id of the FTA map page (menu item 21). */
export const FTA_MAP_PAGE_ID = 810;

// /fta-map (page 810's entry leads here): page 810's banner, the map with its list, then the
// page's text. The countries are drawn on the server; only the zoom is a script.
export async function FtaMapPage({ locale }: { locale: Locale }) {
  const [t, page, agreements, countries] = await Promise.all([
    getTranslations({ locale, namespace: 'Agreements' }),
    getPageByAppId(FTA_MAP_PAGE_ID),
    getCachedAgreements(),
    getCachedMapCountries(),
  ]);
  const drawing = drawMap(mappedCountries(countries, agreements));
  return (
    <MenuPageFrame
      page={page}
      locale={locale}
      text="after"
      fallback={{
        title: t('map.pageTitle'),
        subtitle: t('map.pageSubtitle'),
        image: '/images/banners/agreements.svg',
      }}
    >
      <FtaMapSection drawing={drawing} agreements={agreements} locale={locale} />
    </MenuPageFrame>
  );
}
