import { getTranslations } from 'next-intl/server';

import { ConsoleList } from '@/components/console/console-list';
import type { Column } from '@/components/console/data-table';
import { formatHsCode } from '@/lib/hs/hs-code';
import { countValues } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';
import { listSearch } from '@/lib/navigation/list-query';

import { HS_CONSOLE_PAGE_SIZE, HS_CONSOLE_PAGE_SIZES, HS_QUERY_MAX } from '../../constants';
import type { StaffHsSynonym, StaffHsSynonymsQuery } from '../../staff-schemas';

import styles from './hs-console.module.css';
import { SynonymActions } from './synonym-buttons';

type Page = { data: StaffHsSynonym[]; total: number; page: number; page_count: number };
type Props = { locale: Locale; query: StaffHsSynonymsQuery; page: Page };

const DEFAULTS = { page: 1, page_size: HS_CONSOLE_PAGE_SIZE };

/** /admin/hs-codes/synonyms' list (issue 37): the finder's synonyms with their codes' names. */
export async function HsSynonymsConsoleList({ locale, query, page }: Props) {
  const t = await getTranslations({ locale, namespace: 'HsCodesAdmin' });
  const base = consolePath('/hs-codes/synonyms', locale);
  const href = (changes: Partial<StaffHsSynonymsQuery>) =>
    `${base}${listSearch({ ...query, ...changes }, DEFAULTS)}`;
  const columns: Column<StaffHsSynonym>[] = [
    {
      key: 'code',
      label: t('synonyms.columns.code'),
      cell: (row) => {
        const arabic = locale === 'ar' && row.code_name_ar !== '';
        return (
          <span className={styles.code}>
            <span className={styles.digits} dir="ltr">
              {formatHsCode(row.code)}
            </span>
            <span className={styles.note} lang={arabic ? 'ar' : 'en'} dir={arabic ? 'rtl' : 'ltr'}>
              {arabic ? row.code_name_ar : row.code_name_en}
            </span>
          </span>
        );
      },
    },
    {
      key: 'phrase_en',
      label: t('synonyms.columns.phraseEn'),
      cell: (row) => (
        <span lang="en" dir="ltr">
          {row.phrase_en}
        </span>
      ),
    },
    {
      key: 'phrase_ar',
      label: t('synonyms.columns.phraseAr'),
      cell: (row) => (
        <span lang="ar" dir="rtl" className={styles.arabic}>
          {row.phrase_ar}
        </span>
      ),
    },
    {
      key: 'actions',
      label: t('synonyms.columns.actions'),
      hiddenLabel: true,
      nowrap: true,
      cell: (row) => <SynonymActions synonym={row} />,
    },
  ];
  return (
    <ConsoleList
      filters={{
        action: base,
        label: t('synonyms.filters'),
        keep: { page_size: query.page_size === DEFAULTS.page_size ? undefined : query.page_size },
        fields: [
          {
            kind: 'search',
            name: 'q',
            label: t('synonyms.search'),
            hint: t('synonyms.searchHint'),
            defaultValue: query.q,
            maxLength: HS_QUERY_MAX,
          },
        ],
      }}
      total={{
        testId: 'hs-synonyms-total',
        text: t('synonyms.total', countValues(page.total, locale)),
      }}
      table={{
        caption: t('synonyms.tableLabel'),
        columns,
        rows: page.data,
        rowKey: (row) => row.id,
        rowProps: (row) => ({ 'data-hs-synonym': row.id }),
        empty: query.q ? t('synonyms.none') : t('synonyms.empty'),
        testId: 'console-hs-synonyms',
      }}
      pager={{
        page: page.page,
        pageCount: page.page_count,
        pageSize: query.page_size,
        total: page.total,
        pageSizes: HS_CONSOLE_PAGE_SIZES,
        hrefFor: (target, size) => href({ page: target, page_size: size ?? query.page_size }),
      }}
    />
  );
}
