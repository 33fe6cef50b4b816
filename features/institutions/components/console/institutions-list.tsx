import { getTranslations } from 'next-intl/server';

import { ConsoleList } from '@/components/console/console-list';
import type { Column } from '@/components/console/data-table';
import { countValues } from '@/lib/i18n/format-number';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';
import { listSearch } from '@/lib/navigation/list-query';
import type { ListPage } from '@/lib/pagination';

import {
  INSTITUTION_SEARCH_MAX,
  INSTITUTIONS_CONSOLE_PAGE_SIZE,
  INSTITUTIONS_CONSOLE_PAGE_SIZES,
} from '../../constants';
import type { ReferenceLists } from '../../institution-list';
import type { Institution, InstitutionConsoleQuery } from '../../schemas';

import { InstitutionActions } from './institution-buttons';
import styles from './institutions-console.module.css';

type Props = {
  locale: Locale;
  query: InstitutionConsoleQuery;
  page: ListPage<Institution>;
  lists: ReferenceLists;
};

const DEFAULTS = { page: 1, page_size: INSTITUTIONS_CONSOLE_PAGE_SIZE };

/** /admin/institutions' list (issue 14): the search, how many were found, the table, its pages. */
export async function InstitutionsList({ locale, query, page, lists }: Props) {
  const t = await getTranslations({ locale, namespace: 'InstitutionsAdmin' });
  const base = consolePath('/institutions', locale);
  const href = (changes: Partial<InstitutionConsoleQuery>) =>
    `${base}${listSearch({ ...query, ...changes }, DEFAULTS)}`;
  const columns: Column<Institution>[] = [
    {
      key: 'name',
      label: t('columns.name'),
      cell: (row) => <bdi className={styles.name}>{pick(row, 'name', locale)}</bdi>,
    },
    {
      key: 'types',
      label: t('columns.types'),
      cell: (row) =>
        row.types.map((type) => pick(type, 'type', locale)).join(locale === 'ar' ? '، ' : ', '),
    },
    { key: 'mode', label: t('columns.mode'), cell: (row) => pick(row, 'mode', locale) },
    { key: 'gov', label: t('columns.gov'), cell: (row) => pick(row, 'gov_name', locale) },
    {
      key: 'actions',
      label: t('columns.actions'),
      hiddenLabel: true,
      nowrap: true,
      cell: (row) => <InstitutionActions institution={row} lists={lists} />,
    },
  ];
  return (
    <>
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
              maxLength: INSTITUTION_SEARCH_MAX,
            },
          ],
        }}
        total={{ testId: 'institutions-total', text: t('total', countValues(page.total, locale)) }}
        table={{
          caption: t('tableLabel'),
          columns,
          rows: page.items,
          rowKey: (row) => row.id,
          rowProps: (row) => ({ 'data-institution': row.id }),
          empty: query.q ? t('none') : t('empty'),
          testId: 'console-institutions',
        }}
        pager={{
          page: page.page,
          pageCount: page.pageCount,
          pageSize: query.page_size,
          total: page.total,
          pageSizes: INSTITUTIONS_CONSOLE_PAGE_SIZES,
          hrefFor: (target, size) => href({ page: target, page_size: size ?? query.page_size }),
        }}
      />
    </>
  );
}
