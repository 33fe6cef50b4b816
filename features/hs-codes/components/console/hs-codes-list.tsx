import { getTranslations } from 'next-intl/server';

import { ConsoleList } from '@/components/console/console-list';
import type { Column } from '@/components/console/data-table';
import { formatHsCode } from '@/lib/hs/hs-code';
import { countValues } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';
import { listSearch } from '@/lib/navigation/list-query';

import { HS_CONSOLE_PAGE_SIZE, HS_CONSOLE_PAGE_SIZES, HS_QUERY_MAX } from '../../constants';
import { HS_LEVEL_NAMES, type StaffHsCode, type StaffHsCodesQuery } from '../../staff-schemas';

import styles from './hs-console.module.css';
import { EditCodeNameButton } from './name-buttons';

type Page = { data: StaffHsCode[]; total: number; page: number; page_count: number };
type Props = { locale: Locale; query: StaffHsCodesQuery; page: Page };

const DEFAULTS = { page: 1, page_size: HS_CONSOLE_PAGE_SIZE };
const LEVELS = Object.keys(HS_LEVEL_NAMES) as (keyof typeof HS_LEVEL_NAMES)[];
const levelName = (level: number) => LEVELS.find((name) => HS_LEVEL_NAMES[name] === level);

/** /admin/hs-codes' list (issue 37): a code or words, a level, the codes with both names. */
export async function HsCodesConsoleList({ locale, query, page }: Props) {
  const t = await getTranslations({ locale, namespace: 'HsCodesAdmin' });
  const base = consolePath('/hs-codes', locale);
  const href = (changes: Partial<StaffHsCodesQuery>) =>
    `${base}${listSearch({ ...query, ...changes }, DEFAULTS)}`;
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
    {
      key: 'name_en',
      label: t('columns.nameEn'),
      cell: (row) => (
        <span lang="en" dir="ltr">
          {row.name_en}
        </span>
      ),
    },
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
    {
      key: 'actions',
      label: t('columns.actions'),
      hiddenLabel: true,
      nowrap: true,
      cell: (row) => <EditCodeNameButton row={row} />,
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
            maxLength: HS_QUERY_MAX,
          },
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
