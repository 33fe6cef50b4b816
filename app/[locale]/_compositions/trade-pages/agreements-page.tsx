import { getTranslations } from 'next-intl/server';

import { AgreementsList } from '@/features/agreements/components/agreements-list';
import { getCachedAgreements } from '@/features/agreements/server/cached';
import { getMenuRoutePage } from '@/features/content/server/cached-pages';
import { MarketAccessBox } from '@/features/market-access/components/market-access-box';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import type { ListView } from '@/lib/navigation/list-views';

import { MenuPageFrame } from './menu-page-frame';

/** part 1 §2.1: the menu item of the free trade agreements page (menu 1, item 20). */
export const AGREEMENTS_MENU_ITEM = 20;

// /free-trade-agreements: menu item 20's banner and text (a content page, part 1 §2.1), then the
// agreements with their title search.
export async function AgreementsPage({ locale, view }: { locale: Locale; view: ListView }) {
  const [t, page, agreements] = await Promise.all([
    getTranslations({ locale, namespace: 'Agreements' }),
    getMenuRoutePage(AGREEMENTS_MENU_ITEM, 'menu-1'),
    getCachedAgreements(),
  ]);
  return (
    <MenuPageFrame
      page={page}
      locale={locale}
      text="before"
      fallback={{
        title: t('list.pageTitle'),
        subtitle: t('list.pageSubtitle'),
        image: '/images/banners/agreements.svg',
      }}
    >
      <AgreementsList
        agreements={agreements}
        view={view}
        locale={locale}
        cardExtra={(agreement) => (
          <MarketAccessBox
            partners={agreement.partners.map((partner) => ({
              code: partner.country_code,
              name: pick(partner, 'title', locale),
            }))}
            locale={locale}
            idSuffix={String(agreement.id)}
            headingLevel={4}
          />
        )}
      />
    </MenuPageFrame>
  );
}
