import { getTranslations } from 'next-intl/server';

import type { Column } from '@/components/console/data-table';
import { RecordList, type RecordListKind } from '@/components/console/record-buttons/record-list';
import { StatusChip } from '@/components/console/status-chip';
import { actionsColumn } from '@/components/console/text-columns';
import { formatHsCode } from '@/lib/hs/hs-code';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

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

/** An agreement's terms per heading and subheading (issue 37): a code filter, the rows, pages. */
export async function HeadingsConsoleList({ locale, agreementId, query, page }: Props) {
  const t = await getTranslations({ locale, namespace: 'MarketAccessAdmin' });
  const list: RecordListKind = {
    path: `/agreements/${agreementId}/market-access`,
    name: 'headings',
    pageSize: HEADINGS_PAGE_SIZE,
    pageSizes: HEADINGS_PAGE_SIZES,
  };
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
    actionsColumn(t('columns.actions'), (row) => <HeadingActions row={row} />),
  ];
  return (
    <RecordList
      list={list}
      view={{ t, locale, query, page }}
      fields={[
        {
          kind: 'search',
          name: 'code',
          label: t('search'),
          hint: t('searchHint'),
          defaultValue: query.code,
          maxLength: 20,
        },
      ]}
      columns={columns}
      rowProps={(row) => ({ 'data-hs-code': row.hs_code })}
      filtered={Boolean(query.code)}
    />
  );
}
