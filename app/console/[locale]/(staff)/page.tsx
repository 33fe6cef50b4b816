import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ApprovalsTile } from '@/features/approvals/components/approvals-tile';
import { ConsolePageTitle } from '@/features/console/components/console-page-title';
import styles from '@/features/console/components/dashboard.module.css';
import { canOpen } from '@/features/console/console-areas';
import { openStaffPage } from '@/features/console/server/staff-page';
import { currentEnquirySummary } from '@/features/enquiries/server/staff-reads';
import { EnquiryTile } from '@/features/enquiry-desk/components/enquiry-tile';
import { STAFF_ROLES } from '@/lib/auth/staff-roles';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Console' });
  return { title: t('nav.dashboard') };
}

// The console's first page: a tile per area the staff member's role opens.
export default async function ConsoleDashboard({ params }: Props) {
  const { locale, session } = await openStaffPage({ params }, STAFF_ROLES);
  const t = await getTranslations({ locale, namespace: 'Console' });
  return (
    <>
      <ConsolePageTitle
        title={t('dashboard.title')}
        description={t('dashboard.welcome', { name: session.user.name })}
      />
      <div className={styles.tiles} data-testid="console-dashboard">
        <ApprovalsTile locale={locale} role={session.user.role} />
        {canOpen(session.user.role, ['officer']) && (
          <EnquiryTile locale={locale} summary={currentEnquirySummary(locale)} />
        )}
      </div>
    </>
  );
}
