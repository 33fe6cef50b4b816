import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ChangeStatus, ConsoleChanges } from '@/components/console/console-changes';
import { ConsolePageTitle } from '@/components/console/console-page-title';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { AddStatisticButton } from '@/features/statistics/components/console/statistic-buttons';
import { StatisticsList } from '@/features/statistics/components/console/statistics-list';
import { listStatisticRecords, listTrees } from '@/features/statistics/server/queries';
import { statisticConsoleQuerySchema } from '@/features/statistics/staff-schemas';
import { matchesWords } from '@/features/statistics/statistic-filters';
import { lenientQuery, type SearchParams } from '@/lib/navigation/list-query';
import { listPage } from '@/lib/pagination';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'StatisticsAdmin' });
  return { title: t('title') };
}

// /admin/statistics (issue 26): editors keep the statistics, studies and infographics of the
// interactive data and the data centre.
export default async function StatisticsAdminPage({ params, searchParams }: Props) {
  const { locale } = await openConsoleArea('statistics', { params });
  const query = lenientQuery(statisticConsoleQuerySchema, await searchParams);
  const [t, { rows, trees }] = await Promise.all([
    getTranslations({ locale, namespace: 'StatisticsAdmin' }),
    readConsoleData(async (db) => {
      const [rows, trees] = await Promise.all([listStatisticRecords(db), listTrees(db)]);
      return { rows, trees };
    }),
  ]);
  const found = rows.filter(
    (row) => (!query.type || row.type === query.type) && matchesWords(row, query.q),
  );
  // A page past the end (the list shrank) shows the last page.
  const page = listPage(found, query.page, query.page_size);
  return (
    <ConsoleChanges failed={t('errors.failed')}>
      <ConsolePageTitle
        title={t('title')}
        description={t('description')}
        actions={<AddStatisticButton trees={trees} />}
      />
      <ChangeStatus />
      <StatisticsList
        locale={locale}
        query={{ ...query, page: page.page }}
        page={page}
        trees={trees}
      />
    </ConsoleChanges>
  );
}
