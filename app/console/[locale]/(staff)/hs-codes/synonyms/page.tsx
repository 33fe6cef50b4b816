import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ChangeStatus, ConsoleChanges } from '@/components/console/console-changes';
import { ConsolePageTitle } from '@/components/console/console-page-title';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { HsConsoleTabs } from '@/features/hs-codes/components/console/hs-console-tabs';
import { HsSynonymsConsoleList } from '@/features/hs-codes/components/console/hs-synonyms-list';
import { AddSynonymButton } from '@/features/hs-codes/components/console/synonym-buttons';
import { listStaffSynonyms } from '@/features/hs-codes/server/staff-reads';
import { staffHsSynonymsQuerySchema } from '@/features/hs-codes/staff-schemas';
import { lenientQuery, type SearchParams } from '@/lib/navigation/list-query';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'HsCodesAdmin' });
  return { title: t('synonyms.title') };
}

// /admin/hs-codes/synonyms (issue 37, item 2): the finder's synonyms, kept by editors.
export default async function HsSynonymsAdminPage({ params, searchParams }: Props) {
  const { locale } = await openConsoleArea('hsCodes', { params });
  const query = lenientQuery(staffHsSynonymsQuerySchema, await searchParams);
  const [t, page] = await Promise.all([
    getTranslations({ locale, namespace: 'HsCodesAdmin' }),
    readConsoleData((db) => listStaffSynonyms(db, query)),
  ]);
  return (
    <ConsoleChanges failed={t('errors.failed')}>
      <ConsolePageTitle
        title={t('synonyms.title')}
        description={t('synonyms.description')}
        actions={<AddSynonymButton />}
      />
      <HsConsoleTabs locale={locale} current="synonyms" />
      <ChangeStatus />
      <HsSynonymsConsoleList locale={locale} query={{ ...query, page: page.page }} page={page} />
    </ConsoleChanges>
  );
}
