import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ChangeStatus, ConsoleChanges } from '@/components/console/console-changes';
import { ConsolePageTitle } from '@/components/console/console-page-title';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { ExpertsList } from '@/features/experts/components/console/experts-list';
import { PoolsList } from '@/features/experts/components/console/pools-list';
import { expertMatches } from '@/features/experts/expert-search';
import { expertConsoleQuerySchema } from '@/features/experts/schemas';
import { listSectors, listStaffExperts, listStaffPools } from '@/features/experts/server/queries';
import { lenientQuery, type SearchParams } from '@/lib/navigation/list-query';
import { listPage } from '@/lib/pagination';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'ExpertsAdmin' });
  return { title: t('title') };
}

// /admin/experts (issue 14): editors add, change and remove experts and pools, in both languages.
export default async function ExpertsConsolePage({ params, searchParams }: Props) {
  const { locale } = await openConsoleArea('experts', { params });
  const query = lenientQuery(expertConsoleQuerySchema, await searchParams);
  const [t, { experts, pools, sectors }] = await Promise.all([
    getTranslations({ locale, namespace: 'ExpertsAdmin' }),
    readConsoleData(async (db) => {
      const [experts, pools, sectors] = await Promise.all([
        listStaffExperts(db),
        listStaffPools(db),
        listSectors(db),
      ]);
      return { experts, pools, sectors };
    }),
  ]);
  const found = experts.filter((expert) => expertMatches(expert, query.search));
  // A page past the end (the list shrank) shows the last page.
  const page = listPage(found, query.page, query.page_size);
  // A pool may take any expert, whatever the search shows.
  const choices = experts.map(({ id, FULL_NAME, FULL_NAME_ARA }) => ({
    id,
    FULL_NAME,
    FULL_NAME_ARA,
  }));
  return (
    <ConsoleChanges failed={t('errors.failed')}>
      <ConsolePageTitle title={t('title')} description={t('description')} />
      <ChangeStatus />
      <ExpertsList
        locale={locale}
        query={{ ...query, page: page.page }}
        page={page}
        pools={pools}
        sectors={sectors}
      />
      <PoolsList locale={locale} pools={pools} experts={choices} />
    </ConsoleChanges>
  );
}
