import { getTranslations } from 'next-intl/server';

import { ConsoleList } from '@/components/console/console-list';
import type { Column } from '@/components/console/data-table';
import { StatusChip, type StatusTone } from '@/components/console/status-chip';
import { formatDate } from '@/lib/i18n/format-date';
import { countValues } from '@/lib/i18n/format-number';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';
import { listSearch } from '@/lib/navigation/list-query';

import {
  TRADE_LEAD_SEARCH_MAX,
  TRADE_LEADS_CONSOLE_PAGE_SIZE,
  TRADE_LEADS_CONSOLE_PAGE_SIZES,
} from '../../constants';
import { TRADE_LEAD_STATUSES, type TradeLeadStatus } from '../../lead-state';
import type {
  StaffTradeLead,
  StaffTradeLeadsPage,
  StaffTradeLeadsQuery,
} from '../../staff-schemas';

import { LeadActions } from './lead-buttons';

type Props = { locale: Locale; query: StaffTradeLeadsQuery; page: StaffTradeLeadsPage };

const DEFAULTS = { page: 1, page_size: TRADE_LEADS_CONSOLE_PAGE_SIZE };
const TONES: Record<TradeLeadStatus, StatusTone> = {
  draft: 'neutral',
  published: 'success',
  closed: 'danger',
};

/** /admin/trade-leads' list (issue 39): status and text, how many, the table, its pages. */
export async function LeadsList({ locale, query, page }: Props) {
  const t = await getTranslations({ locale, namespace: 'TradeLeadsAdmin' });
  const base = consolePath('/trade-leads', locale);
  const href = (changes: Partial<StaffTradeLeadsQuery>) =>
    `${base}${listSearch({ ...query, ...changes }, DEFAULTS)}`;
  const columns: Column<StaffTradeLead>[] = [
    {
      key: 'title',
      label: t('columns.title'),
      cell: (row) => <bdi>{pick(row, 'title', locale)}</bdi>,
    },
    {
      key: 'country',
      label: t('columns.country'),
      cell: (row) => pick(row, 'country_name', locale),
    },
    {
      key: 'deadline',
      label: t('columns.deadline'),
      nowrap: true,
      cell: (row) => formatDate(row.deadline, locale),
    },
    {
      key: 'status',
      label: t('columns.status'),
      cell: (row) => (
        <>
          <StatusChip tone={TONES[row.status]} label={t(`status.${row.status}`)} />
          {row.status === 'published' && row.state === 'closed' && (
            <>
              {' '}
              <StatusChip tone="warning" label={t('pastDeadline')} />
            </>
          )}
        </>
      ),
    },
    {
      key: 'interests',
      label: t('columns.interests'),
      cell: (row) => (
        <a href={consolePath(`/trade-leads/${row.id}/interests`, locale)}>
          {t('interestCount', countValues(row.interest_count, locale))}
          <span className="visually-hidden">
            {' – '}
            {pick(row, 'title', locale)}
          </span>
        </a>
      ),
    },
    {
      key: 'actions',
      label: t('columns.actions'),
      hiddenLabel: true,
      nowrap: true,
      cell: (row) => <LeadActions lead={row} />,
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
            maxLength: TRADE_LEAD_SEARCH_MAX,
          },
          {
            kind: 'select',
            name: 'status',
            label: t('statusLabel'),
            anyLabel: t('status.all'),
            options: TRADE_LEAD_STATUSES.map((status) => ({
              value: status,
              label: t(`status.${status}`),
            })),
            defaultValue: query.status,
          },
        ],
      }}
      total={{ testId: 'trade-leads-total', text: t('total', countValues(page.total, locale)) }}
      table={{
        caption: t('tableLabel'),
        columns,
        rows: page.data,
        rowKey: (row) => row.id,
        rowProps: (row) => ({ 'data-lead': row.id, 'data-status': row.status }),
        empty: query.q || query.status ? t('none') : t('empty'),
        testId: 'console-trade-leads',
      }}
      pager={{
        page: page.page,
        pageCount: page.page_count,
        pageSize: query.page_size,
        total: page.total,
        pageSizes: TRADE_LEADS_CONSOLE_PAGE_SIZES,
        hrefFor: (target, size) => href({ page: target, page_size: size ?? query.page_size }),
      }}
    />
  );
}
