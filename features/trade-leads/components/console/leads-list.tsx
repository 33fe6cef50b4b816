import { getTranslations } from 'next-intl/server';

import type { Column } from '@/components/console/data-table';
import { RecordList, type RecordListKind } from '@/components/console/record-buttons/record-list';
import { StatusChip, type StatusTone } from '@/components/console/status-chip';
import { actionsColumn } from '@/components/console/text-columns';
import { HeldMark } from '@/features/screening/components/console/held-mark';
import { formatDate } from '@/lib/i18n/format-date';
import { countValues } from '@/lib/i18n/format-number';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';

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

const LIST: RecordListKind = {
  path: '/trade-leads',
  name: 'trade-leads',
  pageSize: TRADE_LEADS_CONSOLE_PAGE_SIZE,
  pageSizes: TRADE_LEADS_CONSOLE_PAGE_SIZES,
  searchMax: TRADE_LEAD_SEARCH_MAX,
};
const TONES: Record<TradeLeadStatus, StatusTone> = {
  draft: 'neutral',
  published: 'success',
  closed: 'danger',
};

/** /admin/trade-leads' list (issue 39): status and text, how many, the table, its pages. */
export async function LeadsList({ locale, query, page }: Props) {
  const t = await getTranslations({ locale, namespace: 'TradeLeadsAdmin' });
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
          {row.held && (
            <>
              {' '}
              <HeldMark
                locale={locale}
                subject={{ type: 'trade_lead', id: row.id }}
                label={t('heldByScreening')}
                name={pick(row, 'title', locale)}
              />
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
    actionsColumn(t('columns.actions'), (row) => <LeadActions lead={row} />),
  ];
  return (
    <RecordList
      list={LIST}
      view={{ t, locale, query, page }}
      fields={[
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
      ]}
      columns={columns}
      rowProps={(row) => ({ 'data-lead': row.id, 'data-status': row.status })}
      filtered={Boolean(query.q || query.status)}
    />
  );
}
