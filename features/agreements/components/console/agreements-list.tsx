import { getTranslations } from 'next-intl/server';

import { ConsoleList } from '@/components/console/console-list';
import type { Column } from '@/components/console/data-table';
import { StatusChip } from '@/components/console/status-chip';
import { formatDate } from '@/lib/i18n/format-date';
import { countValues, formatNumber } from '@/lib/i18n/format-number';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';
import { listSearch } from '@/lib/navigation/list-query';
import type { ListPage } from '@/lib/pagination';

import { isShownAgreement } from '../../agreement-list';
import { AGREEMENT_SEARCH_MAX } from '../../constants';
import type { AgreementConsoleQuery, TradeAgreement } from '../../schemas';

import { AgreementActions } from './agreement-buttons';
import styles from './agreements-console.module.css';

type Row = TradeAgreement & { pages: number };
type Props = { locale: Locale; query: AgreementConsoleQuery; page: ListPage<Row> };

const DEFAULTS = { page: 1, page_size: 20 };

/** /admin/agreements' list (issue 27): the search, the table of agreements, its pages. */
export async function AgreementsConsoleList({ locale, query, page }: Props) {
  const t = await getTranslations({ locale, namespace: 'AgreementsAdmin' });
  const terms = await getTranslations({ locale, namespace: 'MarketAccessAdmin' });
  const base = consolePath('/agreements', locale);
  const href = (changes: Partial<AgreementConsoleQuery>) =>
    `${base}${listSearch({ ...query, ...changes }, DEFAULTS)}`;
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
            maxLength: AGREEMENT_SEARCH_MAX,
          },
        ],
      }}
      total={{ testId: 'agreements-total', text: t('total', countValues(page.total, locale)) }}
      table={{
        caption: t('tableLabel'),
        columns,
        rows: page.items,
        rowKey: (row) => row.id,
        rowProps: (row) => ({ 'data-agreement': row.id }),
        empty: query.q ? t('none') : t('empty'),
        testId: 'console-agreements',
      }}
      pager={{
        page: page.page,
        pageCount: page.pageCount,
        pageSize: query.page_size,
        total: page.total,
        pageSizes: [10, 20, 50, 100],
        hrefFor: (target, size) => href({ page: target, page_size: size ?? query.page_size }),
      }}
    />
  );
}
