import { getTranslations } from 'next-intl/server';

import type { Column } from '@/components/console/data-table';
import { RecordList, type RecordListKind } from '@/components/console/record-buttons/record-list';
import { StatusChip } from '@/components/console/status-chip';
import { actionsColumn } from '@/components/console/text-columns';
import { formatDate } from '@/lib/i18n/format-date';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import type { ListPage } from '@/lib/pagination';

import {
  DATA_TYPES,
  STATISTICS_CONSOLE_PAGE_SIZE,
  STATISTICS_CONSOLE_PAGE_SIZES,
  STATISTICS_SEARCH_MAX,
} from '../../constants';
import type { StatisticConsoleQuery, StatisticRecord } from '../../staff-schemas';
import type { StoredTrees } from '../../statistic-tree';

import { StatisticActions } from './statistic-buttons';
import styles from './statistics-console.module.css';

type Props = {
  locale: Locale;
  query: StatisticConsoleQuery;
  page: ListPage<StatisticRecord>;
  trees: StoredTrees;
};

const LIST: RecordListKind = {
  path: '/statistics',
  name: 'statistics',
  pageSize: STATISTICS_CONSOLE_PAGE_SIZE,
  pageSizes: STATISTICS_CONSOLE_PAGE_SIZES,
  searchMax: STATISTICS_SEARCH_MAX,
};

/** /admin/statistics' list (issue 26): the search and type, how many, the table, its pages. */
export async function StatisticsList({ locale, query, page, trees }: Props) {
  const t = await getTranslations({ locale, namespace: 'StatisticsAdmin' });
  const types = await getTranslations({ locale, namespace: 'StatisticsAdmin.types' });
  const columns: Column<StatisticRecord>[] = [
    {
      key: 'title',
      label: t('columns.title'),
      cell: (row) => (
        <>
          <bdi className={styles.name}>{pick(row, 'title', locale)}</bdi>{' '}
          <bdi dir="ltr" data-latin="" className={styles.identifier}>
            {row.identifier}
          </bdi>
        </>
      ),
    },
    { key: 'type', label: t('columns.type'), cell: (row) => types(row.type) },
    {
      key: 'date',
      label: t('columns.date'),
      nowrap: true,
      cell: (row) => <time dateTime={row.date}>{formatDate(row.date, locale)}</time>,
    },
    {
      key: 'state',
      label: t('columns.state'),
      cell: (row) => (
        <span className={styles.chips}>
          <StatusChip
            tone={row.status === 1 ? 'success' : 'neutral'}
            label={row.status === 1 ? t('state.published') : t('state.draft')}
          />
          {row.premium && <StatusChip tone="warning" label={t('state.premium')} />}
        </span>
      ),
    },
    actionsColumn(t('columns.actions'), (row) => (
      <StatisticActions statistic={row} trees={trees} />
    )),
  ];
  return (
    <RecordList
      list={LIST}
      view={{ t, locale, query, page }}
      fields={[
        {
          kind: 'select',
          name: 'type',
          label: t('columns.type'),
          anyLabel: t('anyType'),
          defaultValue: query.type,
          options: DATA_TYPES.map((type) => ({ value: type, label: types(type) })),
        },
      ]}
      columns={columns}
      rowProps={(row) => ({ 'data-statistic': row.identifier })}
      filtered={Boolean(query.q || query.type)}
    />
  );
}
