import { getTranslations } from 'next-intl/server';

import { PageMessages } from '@/components/i18n/page-messages';
import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { memberPageMetadata, openMemberPage } from '@/features/auth/server/member-page';
import { SavedLandedCosts } from '@/features/landed-cost/components/saved-landed-costs';
import { SAVED_LANDED_COSTS_PATH } from '@/features/landed-cost/constants';
import { listSavedLandedCosts } from '@/features/landed-cost/server/saved-landed-costs';
import { getCachedCountryChoices } from '@/features/market-access/server/cached';

import { readMemberData } from '../../_compositions/member-company/member-data';

// The member's saved landed costs (issue 58): rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = memberPageMetadata('LandedCost.saved', { description: true });

export default async function SavedLandedCostsPage(props: Props) {
  const { locale, session } = await openMemberPage(props, SAVED_LANDED_COSTS_PATH);
  const [t, profile, costs, choices] = await Promise.all([
    getTranslations({ locale, namespace: 'LandedCost.saved' }),
    getTranslations({ locale, namespace: 'Profile' }),
    readMemberData((db) => listSavedLandedCosts(db, session.user.id)),
    getCachedCountryChoices(),
  ]);
  const names = new Map(
    choices.map((choice) => [choice.code, (locale === 'ar' && choice.name_ar) || choice.name_en]),
  );
  return (
    <>
      <PageBanner title={t('title')} crumbs={[{ label: profile('title'), href: '/profile' }]} />
      <PageContainer component="div">
        <p>{t('description')}</p>
        <PageMessages namespaces={['LandedCost.saved']}>
          <SavedLandedCosts costs={costs} names={names} locale={locale} />
        </PageMessages>
      </PageContainer>
    </>
  );
}
