import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ChangeStatus, ConsoleChanges } from '@/components/console/console-changes';
import { ConsolePageTitle } from '@/components/console/console-page-title';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { HsConsoleTabs } from '@/features/hs-codes/components/console/hs-console-tabs';
import { HsSectionsConsoleList } from '@/features/hs-codes/components/console/hs-sections-list';
import { UnofficialReminder } from '@/features/hs-codes/components/console/unofficial-reminder';
import { listStaffSections } from '@/features/hs-codes/server/staff-reads';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'HsCodesAdmin' });
  return { title: t('sections.title') };
}

// /admin/hs-codes/sections (issue 37): the 21 sections' Arabic names.
export default async function HsSectionsAdminPage({ params }: Props) {
  const { locale } = await openConsoleArea('hsCodes', { params });
  const [t, sections] = await Promise.all([
    getTranslations({ locale, namespace: 'HsCodesAdmin' }),
    readConsoleData((db) => listStaffSections(db)),
  ]);
  return (
    <ConsoleChanges failed={t('errors.failed')}>
      <ConsolePageTitle title={t('sections.title')} description={t('sections.description')} />
      <HsConsoleTabs locale={locale} current="sections" />
      <UnofficialReminder locale={locale} />
      <ChangeStatus />
      <HsSectionsConsoleList locale={locale} sections={sections} />
    </ConsoleChanges>
  );
}
