import { getTranslations } from 'next-intl/server';

import { PageMessages } from '@/components/i18n/page-messages';
import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { memberPageMetadata, openMemberPage } from '@/features/auth/server/member-page';
import { SavedAssessments } from '@/features/market-access/components/saved-assessments';
import { SAVED_ASSESSMENTS_PATH } from '@/features/market-access/constants';
import { listSavedAssessments } from '@/features/market-access/server/saved-assessments';

import { readMemberData } from '../../_compositions/member-company/member-data';

// The member's saved rules-of-origin self-assessments (issue 37): rendered for each request,
// never cached.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = memberPageMetadata('OriginAssessment.saved', {
  description: true,
});

export default async function SavedAssessmentsPage(props: Props) {
  const { locale, session } = await openMemberPage(props, SAVED_ASSESSMENTS_PATH);
  const [t, profile, assessments] = await Promise.all([
    getTranslations({ locale, namespace: 'OriginAssessment.saved' }),
    getTranslations({ locale, namespace: 'Profile' }),
    readMemberData((db) => listSavedAssessments(db, session.user.id)),
  ]);
  return (
    <>
      <PageBanner title={t('title')} crumbs={[{ label: profile('title'), href: '/profile' }]} />
      <PageContainer component="div">
        <p>{t('description')}</p>
        <PageMessages namespaces={['OriginAssessment.saved']}>
          <SavedAssessments assessments={assessments} locale={locale} />
        </PageMessages>
      </PageContainer>
    </>
  );
}
