import { getTranslations } from 'next-intl/server';

import { PageMessages } from '@/components/i18n/page-messages';
import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { memberPageMetadata, openMemberPage } from '@/features/auth/server/member-page';
import { PlanEditor } from '@/features/export-plan/components/plan-editor';
import { StartPlan } from '@/features/export-plan/components/start-plan';
import { EXPORT_PLAN_PATH } from '@/features/export-plan/constants';
import { findOwnPlan } from '@/features/export-plan/server/plan-store';
import { composePlan } from '@/features/export-plan/server/read-plan';
import { localePath } from '@/lib/i18n/locale-path';

import { exportPlanSources } from '../../api/export-plan-sources';
import { readMemberData } from '../_compositions/member-company/member-data';

// The company's export plan (issue 59): the member's own, rendered for each request, never cached,
// kept out of search engines (memberPageMetadata) and feeds.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = memberPageMetadata('ExportPlan', { description: true });

export default async function ExportPlanPage(props: Props) {
  const { locale, session } = await openMemberPage(props, EXPORT_PLAN_PATH);
  const userId = session.user.id;
  const [t, profile, read] = await Promise.all([
    getTranslations({ locale, namespace: 'ExportPlan' }),
    getTranslations({ locale, namespace: 'Profile' }),
    readMemberData(async (db) => {
      const facts = await exportPlanSources.facts(db, userId);
      const stored = facts ? await findOwnPlan(db, userId) : null;
      return { facts, plan: facts && stored ? composePlan(stored, facts).answer : null };
    }),
  ]);
  return (
    <>
      <PageBanner title={t('title')} crumbs={[{ label: profile('title'), href: '/profile' }]} />
      <PageContainer component="div">
        <p>{t('intro')}</p>
        <PageMessages namespaces={['ExportPlan', 'rules', 'Auth']}>
          {!read.facts ? (
            <p data-testid="plan-no-company">
              {t('noCompany')}{' '}
              <a href={localePath('/my-company', locale)}>{t('registerCompany')}</a>
            </p>
          ) : read.plan ? (
            <PlanEditor initial={read.plan} />
          ) : (
            <StartPlan />
          )}
        </PageMessages>
      </PageContainer>
    </>
  );
}
