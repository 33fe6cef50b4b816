import { getTranslations } from 'next-intl/server';

import { DataTable, type Column } from '@/components/console/data-table';
import { ListTotal } from '@/components/console/list-total';
import { formatDateTime } from '@/lib/i18n/format-date';
import { countValues } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

import type { StaffInterest } from '../../staff-schemas';

import { InterestStateSelect } from './interest-state-select';
import styles from './trade-leads-console.module.css';

type Props = { locale: Locale; interests: StaffInterest[] };

/** The members interested in a lead (issue 39), the first to write first, each one's state. */
export async function LeadInterests({ locale, interests }: Props) {
  const t = await getTranslations({ locale, namespace: 'TradeLeadsAdmin.interestsPage' });
  const columns: Column<StaffInterest>[] = [
    { key: 'name', label: t('columns.name'), cell: (row) => <bdi>{row.name}</bdi> },
    { key: 'company', label: t('columns.company'), cell: (row) => <bdi>{row.company}</bdi> },
    {
      key: 'email',
      label: t('columns.email'),
      cell: (row) => (
        <a href={`mailto:${row.email}`}>
          <bdi dir="ltr">{row.email}</bdi>
        </a>
      ),
    },
    {
      key: 'message',
      label: t('columns.message'),
      cell: (row) => <bdi className={styles.message}>{row.message}</bdi>,
    },
    {
      key: 'date',
      label: t('columns.date'),
      nowrap: true,
      cell: (row) => formatDateTime(row.created_at, locale),
    },
    {
      key: 'state',
      label: t('columns.state'),
      cell: (row) => <InterestStateSelect interest={row} name={row.name} />,
    },
  ];
  return (
    <>
      <ListTotal
        text={t('total', countValues(interests.length, locale))}
        testId="trade-lead-interests-total"
      />
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={interests}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-interest': row.id, 'data-state': row.state })}
        empty={t('empty')}
        testId="trade-lead-interests"
      />
    </>
  );
}
