import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ChangeStatus, ConsoleChanges } from '@/components/console/console-changes';
import { ConsolePageTitle } from '@/components/console/console-page-title';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { SponsorsSection } from '@/features/sponsors/components/console/sponsors-section';
import { todayInAmman } from '@/features/sponsors/sponsor-visibility';
import type { StaffSponsor } from '@/features/sponsors/staff-schemas';
import { listRecordRows } from '@/lib/api/staff-record-routes';
import { sponsors } from '@/lib/db/schema';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'SponsorsAdmin' });
  return { title: t('title') };
}

// /admin/sponsors (issue 29): editors keep the sponsors; the home page shows one with status 1
// and an end day after today.
export default async function SponsorsAdminPage({ params }: Props) {
  const { locale } = await openConsoleArea('sponsors', { params });
  const [t, rows] = await Promise.all([
    getTranslations({ locale, namespace: 'SponsorsAdmin' }),
    readConsoleData((db) => listRecordRows<StaffSponsor>(db, sponsors)),
  ]);
  return (
    <ConsoleChanges failed={t('errors.failed')}>
      <ConsolePageTitle title={t('title')} description={t('description')} />
      <ChangeStatus />
      <SponsorsSection locale={locale} sponsors={rows} today={todayInAmman()} />
    </ConsoleChanges>
  );
}
