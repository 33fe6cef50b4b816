import { getTranslations } from 'next-intl/server';

import { getPageByAppId, getPageLinks } from '@/features/content/server/cached-pages';
import type { Locale } from '@/lib/i18n/routing';

import { MenuPageFrame } from '../trade-pages/menu-page-frame';

import { E_SERVICE_GROUPS, E_SERVICES_PAGE_ID, eServicePageIds } from './e-services';
import { EServicesList } from './e-services-list';

// /e-services (issue 36; the menu's "E-Services" leads here): the entry's banner and text, then
// the portal's online services, each a link. Server-rendered and cached: no script of its own.
export async function EServicesPage({ locale }: { locale: Locale }) {
  const [t, page, pageLinks] = await Promise.all([
    getTranslations({ locale, namespace: 'EServices' }),
    getPageByAppId(E_SERVICES_PAGE_ID),
    getPageLinks(eServicePageIds(), locale),
  ]);
  return (
    <MenuPageFrame
      page={page}
      locale={locale}
      text="before"
      fallback={{
        title: t('title'),
        subtitle: t('subtitle'),
        image: '/images/banners/exporters.svg',
      }}
    >
      <EServicesList groups={E_SERVICE_GROUPS} pageLinks={pageLinks} locale={locale} />
    </MenuPageFrame>
  );
}
