import { getTranslations } from 'next-intl/server';

import { PageMessages } from '@/components/i18n/page-messages';
import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { MuiIsland } from '@/components/providers/mui-island';
import { QueryIsland } from '@/components/providers/query-island';
import { CompanyCard } from '@/features/account/components/company-card';
import { ProfileView } from '@/features/account/components/profile-view';
import { MyAlertsCard } from '@/features/alerts/components/my-alerts-card';
import { memberPageMetadata, openMemberPage } from '@/features/auth/server/member-page';
import { BuyerMessagesCard } from '@/features/buyer-messages/components/buyer-messages-card';
import { getMemberCompany } from '@/features/companies/server/member-reads';
import { MyEventsCard } from '@/features/events/components/my-events-card';
import { ExportPlanCard } from '@/features/export-plan/components/export-plan-card';
import { SavedLandedCostsCard } from '@/features/landed-cost/components/saved-landed-costs-card';
import { SavedAssessmentsCard } from '@/features/market-access/components/saved-assessments-card';
import { TradeLeadInterestsCard } from '@/features/trade-leads/components/trade-lead-interests-card';
import { toUserJson } from '@/lib/auth/user-json';
import { FORM_NAMESPACES } from '@/lib/i18n/client-messages';

import { keyTradePlayersHref } from '../_compositions/member-company/key-trade-players';
import { readMemberData } from '../_compositions/member-company/member-data';

// The member's own data: rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = memberPageMetadata('Profile');

export default async function ProfilePage(props: Props) {
  const { locale, session } = await openMemberPage(props, '/profile');
  const [t, company, keyTradePlayers] = await Promise.all([
    getTranslations({ locale, namespace: 'Profile' }),
    readMemberData((db) => getMemberCompany(db, session.user.id)),
    keyTradePlayersHref(locale),
  ]);
  return (
    <>
      <PageBanner title={t('title')} />
      <PageContainer component="div">
        <PageMessages namespaces={['Profile', 'Enquiries', 'EditProfile', ...FORM_NAMESPACES]}>
          <MuiIsland>
            <QueryIsland>
              <ProfileView
                initialUser={toUserJson(session.user)}
                // part 3 "Profile": the company card is plain HTML with the company read here.
                companyCard={
                  <>
                    <CompanyCard company={company} keyTradePlayersHref={keyTradePlayers} />
                    {company && <BuyerMessagesCard />}
                    <MyEventsCard />
                    <ExportPlanCard />
                    <SavedAssessmentsCard />
                    <SavedLandedCostsCard />
                    <TradeLeadInterestsCard />
                    <MyAlertsCard />
                  </>
                }
              />
            </QueryIsland>
          </MuiIsland>
        </PageMessages>
      </PageContainer>
    </>
  );
}
