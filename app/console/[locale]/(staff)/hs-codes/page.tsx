import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ChangeStatus, ConsoleChanges } from '@/components/console/console-changes';
import { ConsolePageTitle } from '@/components/console/console-page-title';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { HsCodesConsoleList } from '@/features/hs-codes/components/console/hs-codes-list';
import { HsConsoleTabs } from '@/features/hs-codes/components/console/hs-console-tabs';
import { UnofficialReminder } from '@/features/hs-codes/components/console/unofficial-reminder';
import { listStaffCodes } from '@/features/hs-codes/server/staff-reads';
import { staffHsCodesQuerySchema } from '@/features/hs-codes/staff-schemas';
import { lenientQuery, type SearchParams } from '@/lib/navigation/list-query';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'HsCodesAdmin' });
  return { title: t('title') };
}

// /admin/hs-codes (issue 37): editors give the nomenclature's chapters, headings and subheadings
// their Arabic names; the sections and the finder's synonyms are the other tabs.
export default async function HsCodesAdminPage({ params, searchParams }: Props) {
  const { locale } = await openConsoleArea('hsCodes', { params });
  const query = lenientQuery(staffHsCodesQuerySchema, await searchParams);
  const [t, page] = await Promise.all([
    getTranslations({ locale, namespace: 'HsCodesAdmin' }),
    readConsoleData((db) => listStaffCodes(db, query)),
  ]);
  return (
    <ConsoleChanges failed={t('errors.failed')}>
      <ConsolePageTitle title={t('title')} description={t('description')} />
      <HsConsoleTabs locale={locale} current="codes" />
      <UnofficialReminder locale={locale} />
      <ChangeStatus />
      <HsCodesConsoleList locale={locale} query={{ ...query, page: page.page }} page={page} />
    </ConsoleChanges>
  );
}
