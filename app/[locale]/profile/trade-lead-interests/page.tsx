import { getTranslations } from 'next-intl/server';

import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { memberPageMetadata, openMemberPage } from '@/features/auth/server/member-page';
import { MyInterests } from '@/features/trade-leads/components/my-interests';
import { TRADE_LEAD_INTERESTS_PATH } from '@/features/trade-leads/constants';
import { listMemberInterests } from '@/features/trade-leads/server/express-interest';
import { ammanDay } from '@/lib/time/amman-day';

import { readMemberData } from '../../_compositions/member-company/member-data';

// The member's interests in trade leads and the state staff gave each (issue 39): rendered for
// each request, never cached.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = memberPageMetadata('TradeLeads.mine', { description: true });

export default async function TradeLeadInterestsPage(props: Props) {
  const { locale, session } = await openMemberPage(props, TRADE_LEAD_INTERESTS_PATH);
  const [t, profile, interests] = await Promise.all([
    getTranslations({ locale, namespace: 'TradeLeads.mine' }),
    getTranslations({ locale, namespace: 'Profile' }),
    readMemberData((db) => listMemberInterests(db, session.user.id, ammanDay(new Date()))),
  ]);
  return (
    <>
      <PageBanner title={t('title')} crumbs={[{ label: profile('title'), href: '/profile' }]} />
      <PageContainer component="div">
        <p>{t('description')}</p>
        <MyInterests interests={interests} locale={locale} />
      </PageContainer>
    </>
  );
}
