import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ChangeStatus, ConsoleChanges } from '@/components/console/console-changes';
import { ConsolePageTitle } from '@/components/console/console-page-title';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { AddStaffButton } from '@/features/staff-auth/components/console/add-staff-button';
import { StaffAccountsList } from '@/features/staff-auth/components/console/staff-accounts-list';
import {
  listStaffAccounts,
  toStaffAccountJson,
} from '@/features/staff-auth/server/staff-accounts-store';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'StaffAccounts' });
  return { title: t('title') };
}

// /admin/staff (issue 13): administrators manage the staff accounts and their roles.
export default async function StaffAccountsPage({ params }: Props) {
  const { locale, session } = await openConsoleArea('staff', { params });
  const [t, accounts] = await Promise.all([
    getTranslations({ locale, namespace: 'StaffAccounts' }),
    readConsoleData(async (db) => (await listStaffAccounts(db)).map(toStaffAccountJson)),
  ]);
  return (
    <ConsoleChanges failed={t('errors.failed')}>
      <ConsolePageTitle
        title={t('title')}
        description={t('description')}
        actions={<AddStaffButton />}
      />
      <ChangeStatus />
      <StaffAccountsList locale={locale} accounts={accounts} currentUserId={session.user.id} />
    </ConsoleChanges>
  );
}
