import { getTranslations } from 'next-intl/server';

import { ConsoleList } from '@/components/console/console-list';
import type { Column } from '@/components/console/data-table';
import { HeldMark } from '@/features/screening/components/console/held-mark';
import { formatDateTime } from '@/lib/i18n/format-date';
import { countValues } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';
import { listSearch } from '@/lib/navigation/list-query';

import {
  STAFF_MESSAGES_PATH,
  STAFF_PAGE_SIZE,
  STAFF_PAGE_SIZES,
  STAFF_SEARCH_MAX,
} from '../../constants';
import { messageState } from '../../message-state';
import {
  STAFF_STATES,
  type StaffBuyerMessage,
  type StaffBuyerMessageList,
  type StaffQuery,
} from '../../schemas';

import { MessageStateChip } from './message-state-chip';

type Props = { query: StaffQuery; list: StaffBuyerMessageList; locale: Locale };

const DEFAULTS = { page_size: STAFF_PAGE_SIZE, page: 1 };

/**
 * The console's relay list (issue 14) on the kit (issue 24): the filter bar, how many were found,
 * the table newest first, its pages; all in the address, no script needed.
 */
export async function StaffMessages({ query, list, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'BuyerMessages.staff' });
  const base = consolePath(STAFF_MESSAGES_PATH, locale);
  const href = (changes: Partial<StaffQuery>) => {
    const { q, company_id, state, page_size, page } = { ...query, ...changes };
    return `${base}${listSearch({ q, company_id, state, page_size, page }, DEFAULTS)}`;
  };
  const columns: Column<StaffBuyerMessage>[] = [
    {
      key: 'date',
      label: t('date'),
      nowrap: true,
      cell: (row) => (
        <time dateTime={row.created_at}>{formatDateTime(row.created_at, locale)}</time>
      ),
    },
    {
      key: 'subject',
      label: t('subject'),
      cell: (row) => (
        <a href={consolePath(`${STAFF_MESSAGES_PATH}/${row.id}`, locale)} className="link">
          <bdi dir="auto">{row.subject}</bdi>
        </a>
      ),
    },
    { key: 'company', label: t('company'), cell: (row) => <bdi>{row.company_name}</bdi> },
    { key: 'sender', label: t('sender'), cell: (row) => <bdi>{row.sender_name}</bdi> },
    {
      key: 'state',
      label: t('status'),
      cell: (row) => (
        <>
          <MessageStateChip state={messageState(row)} label={t(`states.${messageState(row)}`)} />
          {row.held && (
            <>
              {' '}
              <HeldMark
                locale={locale}
                subject={{ type: 'buyer', id: row.sender_id }}
                label={t('heldByScreening')}
                name={row.sender_name}
              />
            </>
          )}
        </>
      ),
    },
  ];
  return (
    <ConsoleList
      filters={{
        action: base,
        label: t('filters'),
        keep: {
          company_id: query.company_id,
          page_size: query.page_size === STAFF_PAGE_SIZE ? undefined : query.page_size,
        },
        fields: [
          {
            kind: 'search',
            name: 'q',
            label: t('search'),
            hint: t('searchHint'),
            defaultValue: query.q,
            maxLength: STAFF_SEARCH_MAX,
          },
          {
            kind: 'select',
            name: 'state',
            label: t('state'),
            anyLabel: t('states.all'),
            options: STAFF_STATES.map((state) => ({ value: state, label: t(`states.${state}`) })),
            defaultValue: query.state,
          },
        ],
      }}
      total={{
        testId: 'staff-buyer-messages-total',
        text: t('total', countValues(list.total, locale)),
      }}
      table={{
        caption: t('caption'),
        columns,
        rows: list.data,
        rowKey: (row) => row.id,
        rowProps: (row) => ({
          'data-testid': 'staff-buyer-message',
          'data-state': messageState(row),
        }),
        empty: t('empty'),
        testId: 'staff-buyer-messages',
      }}
      pager={{
        page: list.page,
        pageCount: list.page_count,
        pageSize: query.page_size,
        total: list.total,
        pageSizes: STAFF_PAGE_SIZES,
        hrefFor: (page, pageSize) => href({ page, page_size: pageSize ?? query.page_size }),
      }}
    />
  );
}
