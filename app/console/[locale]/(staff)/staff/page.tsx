import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ConsolePageTitle } from '@/features/console/components/console-page-title';
import { openStaffPage } from '@/features/console/server/staff-page';
import { StaffAccounts } from '@/features/staff-auth/components/staff-accounts';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'StaffAccounts' });
  return { title: t('title') };
}

// /admin/staff (issue 13): administrators manage the staff accounts and their roles.
export default async function StaffAccountsPage({ params }: Props) {
  const { locale, session } = await openStaffPage({ params }, ['admin']);
  const t = await getTranslations({ locale, namespace: 'StaffAccounts' });
  return (
    <>
      <ConsolePageTitle title={t('title')} description={t('description')} />
      <StaffAccounts currentUserId={session.user.id} />
    </>
  );
}
