import { getTranslations } from 'next-intl/server';

import { ConsoleList } from '@/components/console/console-list';
import type { Column } from '@/components/console/data-table';
import { actionsColumn, languageColumn } from '@/components/console/text-columns';
import { formatHsCode } from '@/lib/hs/hs-code';
import { countValues } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

import type { StaffHsSynonym, StaffHsSynonymsQuery } from '../../staff-schemas';

import styles from './hs-console.module.css';
import { hsListShell } from './hs-list-shell';
import { SynonymActions } from './synonym-buttons';

type Page = { data: StaffHsSynonym[]; total: number; page: number; page_count: number };
type Props = { locale: Locale; query: StaffHsSynonymsQuery; page: Page };

/** /admin/hs-codes/synonyms' list (issue 37): the finder's synonyms with their codes' names. */
export async function HsSynonymsConsoleList({ locale, query, page }: Props) {
  const t = await getTranslations({ locale, namespace: 'HsCodesAdmin' });
  const shell = hsListShell(locale, '/hs-codes/synonyms', query, page);
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
    languageColumn({
      key: 'phrase_en',
      label: t('synonyms.columns.phraseEn'),
      lang: 'en',
      text: (row) => row.phrase_en,
    }),
    languageColumn({
      key: 'phrase_ar',
      label: t('synonyms.columns.phraseAr'),
      lang: 'ar',
      text: (row) => row.phrase_ar,
      className: styles.arabic,
    }),
    actionsColumn(t('synonyms.columns.actions'), (row) => <SynonymActions synonym={row} />),
  ];
  return (
    <ConsoleList
      filters={{
        action: shell.base,
        label: t('synonyms.filters'),
        keep: shell.keep,
        fields: [shell.search(t('synonyms.search'), t('synonyms.searchHint'))],
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
      pager={shell.pager}
    />
  );
}
