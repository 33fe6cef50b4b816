import { getTranslations } from 'next-intl/server';

import type { Column } from '@/components/console/data-table';
import { RecordList, type RecordListKind } from '@/components/console/record-buttons/record-list';
import { StatusChip, type StatusTone } from '@/components/console/status-chip';
import { formatDate } from '@/lib/i18n/format-date';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';
import type { ListPage } from '@/lib/pagination';

import {
  BARRIER_PUBLICATIONS,
  BARRIER_STATUSES,
  REGISTER_CONSOLE_PAGE_SIZE,
  REGISTER_CONSOLE_PAGE_SIZES,
  REGISTER_CONSOLE_PATH,
  REGISTER_SEARCH_MAX,
  type BarrierPublication,
} from '../../constants';
import type { StaffBarrier, StaffBarriersQuery } from '../../schemas';

import styles from './barriers-console.module.css';

type Props = { locale: Locale; query: StaffBarriersQuery; page: ListPage<StaffBarrier> };

const LIST: RecordListKind = {
  path: REGISTER_CONSOLE_PATH,
  name: 'barriers',
  pageSize: REGISTER_CONSOLE_PAGE_SIZE,
  pageSizes: REGISTER_CONSOLE_PAGE_SIZES,
  searchMax: REGISTER_SEARCH_MAX,
};
const TONES: Record<BarrierPublication, StatusTone> = {
  draft: 'neutral',
  awaiting_approval: 'warning',
  published: 'success',
  unpublished: 'danger',
};

/** /admin/trade-barriers' list (issue 39 part 3): filters, how many, the table, its pages. */
export async function BarriersList({ locale, query, page }: Props) {
  const [t, tStatus] = await Promise.all([
    getTranslations({ locale, namespace: 'TradeBarrierRegisterAdmin' }),
    getTranslations({ locale, namespace: 'TradeBarrierRegister.status' }),
  ]);
  const columns: Column<StaffBarrier>[] = [
    {
      key: 'title',
      label: t('columns.title'),
      cell: (row) => (
        <a
          href={consolePath(`${REGISTER_CONSOLE_PATH}/${row.id}`, locale)}
          className={styles.title}
        >
          <bdi>{pick(row, 'title', locale)}</bdi>
        </a>
      ),
    },
    { key: 'country', label: t('columns.country'), cell: (row) => pick(row, 'country', locale) },
    {
      key: 'status',
      label: t('columns.status'),
      cell: (row) => (
        <span className={styles.nowrap}>
          {tStatus(row.status)} · {formatDate(row.status_date, locale)}
        </span>
      ),
    },
    {
      key: 'publication',
      label: t('columns.publication'),
      cell: (row) => (
        <StatusChip tone={TONES[row.publication]} label={t(`publications.${row.publication}`)} />
      ),
    },
    {
      key: 'prepared',
      label: t('columns.preparedBy'),
      cell: (row) => (row.prepared_by ? <bdi>{row.prepared_by.name}</bdi> : '–'),
    },
  ];
  const filtered = Boolean(query.q || query.publication || query.status);
  return (
    <RecordList
      list={LIST}
      view={{ t, locale, query, page }}
      fields={[
        {
          kind: 'select',
          name: 'publication',
          label: t('columns.publication'),
          anyLabel: t('all'),
          options: BARRIER_PUBLICATIONS.map((value) => ({
            value,
            label: t(`publications.${value}`),
          })),
          defaultValue: query.publication,
        },
        {
          kind: 'select',
          name: 'status',
          label: t('columns.status'),
          anyLabel: t('all'),
          options: BARRIER_STATUSES.map((value) => ({ value, label: tStatus(value) })),
          defaultValue: query.status,
        },
      ]}
      columns={columns}
      rowProps={(row) => ({ 'data-barrier': row.id })}
      filtered={filtered}
    />
  );
}
