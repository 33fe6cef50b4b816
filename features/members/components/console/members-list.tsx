import { getTranslations } from 'next-intl/server';

import { ConsoleList } from '@/components/console/console-list';
import type { Column } from '@/components/console/data-table';
import { RecordStatus } from '@/features/companies/components/record-status';
import { HeldMark } from '@/features/screening/components/console/held-mark';
import { formatDate } from '@/lib/i18n/format-date';
import { countValues, formatNumber } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';

import {
  MEMBER_PAGE_SIZE,
  MEMBER_PAGE_SIZES,
  MEMBER_SEARCH_MAX,
  type MemberSort,
} from '../../constants';
import { memberListSearch } from '../../list-urls';
import type { MemberList, MemberListQuery } from '../../schemas';

import { MemberBadges } from './member-badges';
import styles from './members-list.module.css';

type Row = MemberList['data'][number];
type Props = { locale: Locale; query: MemberListQuery; list: MemberList };

export const fullName = (row: { name: string; last_name: string | null }) =>
  [row.name, row.last_name].filter(Boolean).join(' ');

const flag = (value: boolean | undefined) => (value === undefined ? '' : String(value));

/** The members list (issue 13): search and filters, how many were found, the table, its pages. */
export async function MembersList({ locale, query, list }: Props) {
  const t = await getTranslations({ locale, namespace: 'MembersAdmin.list' });
  const base = consolePath('/members', locale);
  const href = (changes: Partial<MemberListQuery>) =>
    `${base}${memberListSearch({ ...query, ...changes })}`;
  const yesNo = [
    { value: 'true', label: t('yes') },
    { value: 'false', label: t('no') },
  ];
  const companies = [
    { value: 'true', label: t('withCompany') },
    { value: 'false', label: t('withoutCompany') },
  ];
  const columns: Column<Row>[] = [
    {
      key: 'name',
      label: t('columns.name'),
      sort: 'name',
      cell: (row) => (
        <>
          <a href={consolePath(`/members/${row.id}`, locale)} className={styles.name}>
            <bdi>{fullName(row)}</bdi>
          </a>
          <MemberBadges locale={locale} isVip={row.is_vip} suspended={row.suspended_at !== null} />
        </>
      ),
    },
    {
      key: 'email',
      label: t('columns.email'),
      sort: 'email',
      cell: (row) => (
        <bdi dir="ltr" className={styles.latin}>
          {row.email}
        </bdi>
      ),
    },
    {
      key: 'phone',
      label: t('columns.phone'),
      cell: (row) => (
        <bdi dir="ltr" className={styles.latin}>
          {row.phone ?? ''}
        </bdi>
      ),
    },
    {
      key: 'company',
      label: t('columns.company'),
      cell: (row) =>
        row.company ? (
          <>
            <bdi>{row.company.company_trading_name || row.company.company_registered_name}</bdi>
            <RecordStatus code={row.company.status} />
            {row.company.held && (
              <HeldMark
                locale={locale}
                subject={{ type: 'company', id: row.company.id }}
                label={t('heldByScreening')}
                name={row.company.company_registered_name}
              />
            )}
          </>
        ) : (
          <span className={styles.muted}>{t('noCompany')}</span>
        ),
    },
    {
      key: 'enquiries',
      label: t('columns.enquiries'),
      sort: 'enquiries',
      cell: (row) => formatNumber(row.enquiries_count, locale),
    },
    {
      key: 'created',
      label: t('columns.created'),
      sort: 'created',
      nowrap: true,
      cell: (row) => formatDate(row.created_at, locale),
    },
  ];
  return (
    <ConsoleList
      filters={{
        action: base,
        label: t('filters'),
        keep: {
          sort: query.sort === '-created' ? undefined : query.sort,
          page_size: query.page_size === MEMBER_PAGE_SIZE ? undefined : query.page_size,
        },
        fields: [
          {
            kind: 'search',
            name: 'q',
            label: t('searchLabel'),
            hint: t('searchHint'),
            defaultValue: query.q,
            maxLength: MEMBER_SEARCH_MAX,
          },
          {
            kind: 'select',
            name: 'vip',
            label: t('vip'),
            anyLabel: t('any'),
            options: yesNo,
            defaultValue: flag(query.vip),
          },
          {
            kind: 'select',
            name: 'suspended',
            label: t('suspended'),
            anyLabel: t('any'),
            options: yesNo,
            defaultValue: flag(query.suspended),
          },
          {
            kind: 'select',
            name: 'has_company',
            label: t('hasCompany'),
            anyLabel: t('any'),
            options: companies,
            defaultValue: flag(query.has_company),
          },
        ],
      }}
      total={{ testId: 'members-total', text: t('total', countValues(list.total, locale)) }}
      table={{
        caption: t('caption'),
        columns,
        rows: list.data,
        rowKey: (row) => row.id,
        rowProps: (row) => ({ 'data-member': row.id }),
        empty: t('empty'),
        testId: 'members-table',
        sort: {
          key: query.sort.replace('-', ''),
          descending: query.sort.startsWith('-'),
          href: (key, descending) =>
            href({ sort: `${descending ? '-' : ''}${key}` as MemberSort, page: 1 }),
          labels: { ascending: t('sortedAscending'), descending: t('sortedDescending') },
        },
      }}
      pager={{
        page: list.page,
        pageCount: list.page_count,
        pageSize: query.page_size,
        total: list.total,
        pageSizes: MEMBER_PAGE_SIZES,
        hrefFor: (page, pageSize) => href({ page, page_size: pageSize ?? query.page_size }),
      }}
    />
  );
}
