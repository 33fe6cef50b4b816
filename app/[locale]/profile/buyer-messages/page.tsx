import { getTranslations } from 'next-intl/server';

import { PageMessages } from '@/components/i18n/page-messages';
import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { QueryIsland } from '@/components/providers/query-island';
import { memberPageMetadata, openMemberPage } from '@/features/auth/server/member-page';
import { ReceivedMessages } from '@/features/buyer-messages/components/received-messages';
import { RECEIVED_PATH } from '@/features/buyer-messages/constants';
import { companyIdOf } from '@/features/buyer-messages/server/member-messages';

import { readMemberData } from '../../_compositions/member-company/member-data';

// The exporter's messages from buyers (issue 14): rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = memberPageMetadata('BuyerMessages.received', {
  description: true,
});

export default async function BuyerMessagesPage(props: Props) {
  const { locale, session } = await openMemberPage(props, RECEIVED_PATH);
  const [t, profile, companyId] = await Promise.all([
    getTranslations({ locale, namespace: 'BuyerMessages.received' }),
    getTranslations({ locale, namespace: 'Profile' }),
    readMemberData((db) => companyIdOf(db, session.user.id)),
  ]);
  return (
    <>
      <PageBanner title={t('title')} crumbs={[{ label: profile('title'), href: '/profile' }]} />
      <PageContainer component="div">
        <p>{t('description')}</p>
        <PageMessages
          namespaces={[
            'BuyerMessages.received',
            'BuyerMessages.fields',
            'BuyerMessages.rules',
            'rules',
          ]}
        >
          <QueryIsland>
            <ReceivedMessages hasCompany={companyId !== null} />
          </QueryIsland>
        </PageMessages>
      </PageContainer>
    </>
  );
}
