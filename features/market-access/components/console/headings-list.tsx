import { getTranslations } from 'next-intl/server';

import { ConsoleList } from '@/components/console/console-list';
import type { Column } from '@/components/console/data-table';
import { StatusChip } from '@/components/console/status-chip';
import { formatHsCode } from '@/lib/hs/hs-code';
import { countValues } from '@/lib/i18n/format-number';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';
import { listSearch } from '@/lib/navigation/list-query';

import {
  HEADINGS_PAGE_SIZE,
  HEADINGS_PAGE_SIZES,
  type StaffHeadingsQuery,
  type StaffHeadingTerms,
} from '../../staff-schemas';

import { HeadingActions } from './terms-buttons';
import styles from './terms-console.module.css';

type Page = { data: StaffHeadingTerms[]; total: number; page: number; page_count: number };
type Props = { locale: Locale; agreementId: number; query: StaffHeadingsQuery; page: Page };

const DEFAULTS = { page: 1, page_size: HEADINGS_PAGE_SIZE };

/** An agreement's terms per heading and subheading (issue 37): a code filter, the rows, pages. */
export async function HeadingsConsoleList({ locale, agreementId, query, page }: Props) {
  const t = await getTranslations({ locale, namespace: 'MarketAccessAdmin' });
  const base = consolePath(`/agreements/${agreementId}/market-access`, locale);
  const href = (changes: Partial<StaffHeadingsQuery>) =>
    `${base}${listSearch({ ...query, ...changes }, DEFAULTS)}`;
  const dash = (text: string) => (text.trim() === '' ? '—' : text);
  const columns: Column<StaffHeadingTerms>[] = [
    {
      key: 'code',
      label: t('columns.code'),
      nowrap: true,
      cell: (row) => (
        <bdi dir="ltr" className={styles.code}>
          {formatHsCode(row.hs_code)}
        </bdi>
      ),
    },
    {
      key: 'duty',
      label: t('columns.duty'),
      cell: (row) => <bdi>{dash(pick(row, 'preferential_duty', locale))}</bdi>,
    },
    {
      key: 'rule',
      label: t('columns.rule'),
      cell: (row) => <bdi>{dash(pick(row, 'specific_rule', locale))}</bdi>,
    },
    {
      key: 'source',
      label: t('columns.source'),
      cell: (row) => (
        <>
          <bdi>{dash(locale === 'ar' ? row.source.name_ar : row.source.name_en)}</bdi>
          {row.sample && (
            <>
              {' '}
              <StatusChip tone="warning" label={t('heading.sampleChip')} />
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
      cell: (row) => <HeadingActions row={row} />,
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
            name: 'code',
            label: t('search'),
            hint: t('searchHint'),
            defaultValue: query.code,
            maxLength: 20,
          },
        ],
      }}
      total={{ testId: 'headings-total', text: t('total', countValues(page.total, locale)) }}
      table={{
        caption: t('tableLabel'),
        columns,
        rows: page.data,
        rowKey: (row) => row.id,
        rowProps: (row) => ({ 'data-hs-code': row.hs_code }),
        empty: query.code ? t('none') : t('empty'),
        testId: 'console-headings',
      }}
      pager={{
        page: page.page,
        pageCount: page.page_count,
        pageSize: query.page_size,
        total: page.total,
        pageSizes: HEADINGS_PAGE_SIZES,
        hrefFor: (target, size) => href({ page: target, page_size: size ?? query.page_size }),
      }}
    />
  );
}
