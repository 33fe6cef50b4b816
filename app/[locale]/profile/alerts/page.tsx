import { getTranslations } from 'next-intl/server';

import { PageMessages } from '@/components/i18n/page-messages';
import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { MemberAlerts } from '@/features/alerts/components/member-alerts';
import { MEMBER_ALERTS_PATH } from '@/features/alerts/constants';
import { getCachedAlertOptions } from '@/features/alerts/server/cached';
import { listMemberSubscriptions } from '@/features/alerts/server/member-subscriptions';
import { subscriptionView } from '@/features/alerts/server/subscriptions';
import { memberPageMetadata, openMemberPage } from '@/features/auth/server/member-page';

import { readMemberData } from '../../_compositions/member-company/member-data';

// My alerts (issue 39): the member's subscriptions, rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = memberPageMetadata('Alerts.member', { description: true });

export default async function MemberAlertsPage(props: Props) {
  const { locale, session } = await openMemberPage(props, MEMBER_ALERTS_PATH);
  const [t, profile, rows, options] = await Promise.all([
    getTranslations({ locale, namespace: 'Alerts.member' }),
    getTranslations({ locale, namespace: 'Profile' }),
    readMemberData((db) => listMemberSubscriptions(db, session.user.id)),
    getCachedAlertOptions(locale),
  ]);
  return (
    <>
      <PageBanner title={t('title')} crumbs={[{ label: profile('title'), href: '/profile' }]} />
      <PageContainer component="div">
        <p>{t('description')}</p>
        <PageMessages namespaces={['Alerts', 'Modals', 'rules']}>
          <MemberAlerts subscriptions={rows.map(subscriptionView)} options={options} />
        </PageMessages>
      </PageContainer>
    </>
  );
}
