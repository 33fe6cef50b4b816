import { getTranslations } from 'next-intl/server';

import type { Column } from '@/components/console/data-table';
import { RecordList, type RecordListKind } from '@/components/console/record-buttons/record-list';
import { StatusChip } from '@/components/console/status-chip';
import { formatDate } from '@/lib/i18n/format-date';
import { formatNumber } from '@/lib/i18n/format-number';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';
import type { ListPage } from '@/lib/pagination';

import { isShownAgreement } from '../../agreement-list';
import { AGREEMENT_SEARCH_MAX } from '../../constants';
import type { AgreementConsoleQuery, TradeAgreement } from '../../schemas';

import { AgreementActions } from './agreement-buttons';
import styles from './agreements-console.module.css';

type Row = TradeAgreement & { pages: number };
type Props = { locale: Locale; query: AgreementConsoleQuery; page: ListPage<Row> };

const LIST: RecordListKind = {
  path: '/agreements',
  name: 'agreements',
  pageSize: 20,
  pageSizes: [10, 20, 50, 100],
  searchMax: AGREEMENT_SEARCH_MAX,
};

/** /admin/agreements' list (issue 27): the search, the table of agreements, its pages. */
export async function AgreementsConsoleList({ locale, query, page }: Props) {
  const t = await getTranslations({ locale, namespace: 'AgreementsAdmin' });
  const terms = await getTranslations({ locale, namespace: 'MarketAccessAdmin' });
  const columns: Column<Row>[] = [
    {
      key: 'title',
      label: t('columns.title'),
      cell: (row) => <bdi className={styles.name}>{pick(row, 'title', locale)}</bdi>,
    },
    {
      key: 'in_force_on',
      label: t('columns.inForce'),
      nowrap: true,
      cell: (row) =>
        row.in_force_on ? (
          <time dateTime={row.in_force_on}>{formatDate(row.in_force_on, locale)}</time>
        ) : (
          '—'
        ),
    },
    { key: 'pages', label: t('columns.pages'), cell: (row) => formatNumber(row.pages, locale) },
    {
      key: 'status',
      label: t('columns.status'),
      cell: (row) => (
        <>
          {isShownAgreement(row) ? (
            <StatusChip tone="success" label={t('status.shown')} />
          ) : (
            <StatusChip tone="neutral" label={t('status.hidden')} />
          )}
          {row.legal_status !== 'in_force' && (
            <>
              {' '}
              <StatusChip tone="warning" label={t(`legalStatus.${row.legal_status}`)} />
            </>
          )}
        </>
      ),
    },
    {
      key: 'actions',
      label: t('columns.actions'),
      hiddenLabel: true,
      nowrap: true,
      cell: (row) => (
        <div className={styles.rowActions}>
          <a
            href={consolePath(`/agreements/${row.id}/market-access`, locale)}
            className="button button-outlined"
            aria-label={terms('termsLinkLabel', { name: pick(row, 'title', locale) })}
          >
            {terms('termsLink')}
          </a>
          <AgreementActions agreement={row} />
        </div>
      ),
    },
  ];
  return (
    <RecordList
      list={LIST}
      view={{ t, locale, query, page }}
      columns={columns}
      rowProps={(row) => ({ 'data-agreement': row.id })}
      filtered={Boolean(query.q)}
    />
  );
}
