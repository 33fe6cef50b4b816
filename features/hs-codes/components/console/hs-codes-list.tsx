import { getTranslations } from 'next-intl/server';

import { ConsoleList } from '@/components/console/console-list';
import type { Column } from '@/components/console/data-table';
import { actionsColumn, languageColumn } from '@/components/console/text-columns';
import { formatHsCode } from '@/lib/hs/hs-code';
import { countValues } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

import { HS_LEVEL_NAMES, type StaffHsCode, type StaffHsCodesQuery } from '../../staff-schemas';

import styles from './hs-console.module.css';
import { hsListShell } from './hs-list-shell';
import { EditCodeNameButton } from './name-buttons';

type Page = { data: StaffHsCode[]; total: number; page: number; page_count: number };
type Props = { locale: Locale; query: StaffHsCodesQuery; page: Page };

const LEVELS = Object.keys(HS_LEVEL_NAMES) as (keyof typeof HS_LEVEL_NAMES)[];
const levelName = (level: number) => LEVELS.find((name) => HS_LEVEL_NAMES[name] === level);

/** /admin/hs-codes' list (issue 37): a code or words, a level, the codes with both names. */
export async function HsCodesConsoleList({ locale, query, page }: Props) {
  const t = await getTranslations({ locale, namespace: 'HsCodesAdmin' });
  const shell = hsListShell(locale, '/hs-codes', query, page);
  const columns: Column<StaffHsCode>[] = [
    {
      key: 'code',
      label: t('columns.code'),
      nowrap: true,
      cell: (row) => {
        const level = levelName(row.level);
        return (
          <span className={styles.code}>
            <span className={styles.digits} dir="ltr">
              {formatHsCode(row.code)}
            </span>
            {level && <span className={styles.level}>{t(`levels.${level}`)}</span>}
          </span>
        );
      },
    },
    languageColumn({
      key: 'name_en',
      label: t('columns.nameEn'),
      lang: 'en',
      text: (row) => row.name_en,
    }),
    {
      key: 'name_ar',
      label: t('columns.nameAr'),
      cell: (row) =>
        row.name_ar || !row.heading_name_ar ? (
          <span lang="ar" dir="rtl" className={styles.arabic}>
            {row.name_ar}
          </span>
        ) : (
          <>
            <span lang="ar" dir="rtl" className={styles.inherited}>
              {row.heading_name_ar}
            </span>
            <span className={styles.note}>{t('headingName')}</span>
          </>
        ),
    },
    actionsColumn(t('columns.actions'), (row) => <EditCodeNameButton row={row} />),
  ];
  return (
    <ConsoleList
      filters={{
        action: shell.base,
        label: t('filters'),
        keep: shell.keep,
        fields: [
          shell.search(t('search'), t('searchHint')),
          {
            kind: 'select',
            name: 'level',
            label: t('level'),
            anyLabel: t('levelAny'),
            defaultValue: query.level,
            options: LEVELS.map((level) => ({ value: level, label: t(`levels.${level}`) })),
          },
        ],
      }}
      total={{ testId: 'hs-codes-total', text: t('total', countValues(page.total, locale)) }}
      table={{
        caption: t('tableLabel'),
        columns,
        rows: page.data,
        rowKey: (row) => row.code,
        rowProps: (row) => ({ 'data-hs-code': row.code }),
        empty: t('none'),
        testId: 'console-hs-codes',
      }}
      pager={shell.pager}
    />
  );
}
