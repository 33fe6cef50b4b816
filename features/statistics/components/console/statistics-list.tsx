import { getTranslations } from 'next-intl/server';

import { ConsoleList } from '@/components/console/console-list';
import type { Column } from '@/components/console/data-table';
import { StatusChip } from '@/components/console/status-chip';
import { formatDate } from '@/lib/i18n/format-date';
import { countValues } from '@/lib/i18n/format-number';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';
import { listSearch } from '@/lib/navigation/list-query';
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

const DEFAULTS = { page: 1, page_size: STATISTICS_CONSOLE_PAGE_SIZE };

/** /admin/statistics' list (issue 26): the search and type, how many, the table, its pages. */
export async function StatisticsList({ locale, query, page, trees }: Props) {
  const t = await getTranslations({ locale, namespace: 'StatisticsAdmin' });
  const types = await getTranslations({ locale, namespace: 'StatisticsAdmin.types' });
  const base = consolePath('/statistics', locale);
  const href = (changes: Partial<StatisticConsoleQuery>) =>
    `${base}${listSearch({ ...query, ...changes }, DEFAULTS)}`;
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
    {
      key: 'actions',
      label: t('columns.actions'),
      hiddenLabel: true,
      nowrap: true,
      cell: (row) => <StatisticActions statistic={row} trees={trees} />,
    },
  ];
  return (
    <ConsoleList
      filters={{
        action: base,
        label: t('filters'),
        keep: { page_size: query.page_size === DEFAULTS.page_size ? undefined : query.page_size },
        fields: [
          {
            kind: 'search',
            name: 'q',
            label: t('search'),
            hint: t('searchHint'),
            defaultValue: query.q,
            maxLength: STATISTICS_SEARCH_MAX,
          },
          {
            kind: 'select',
            name: 'type',
            label: t('columns.type'),
            anyLabel: t('anyType'),
            defaultValue: query.type,
            options: DATA_TYPES.map((type) => ({ value: type, label: types(type) })),
          },
        ],
      }}
      total={{ testId: 'statistics-total', text: t('total', countValues(page.total, locale)) }}
      table={{
        caption: t('tableLabel'),
        columns,
        rows: page.items,
        rowKey: (row) => row.id,
        rowProps: (row) => ({ 'data-statistic': row.identifier }),
        empty: query.q || query.type ? t('none') : t('empty'),
        testId: 'console-statistics',
      }}
      pager={{
        page: page.page,
        pageCount: page.pageCount,
        pageSize: query.page_size,
        total: page.total,
        pageSizes: STATISTICS_CONSOLE_PAGE_SIZES,
        hrefFor: (target, size) => href({ page: target, page_size: size ?? query.page_size }),
      }}
    />
  );
}
