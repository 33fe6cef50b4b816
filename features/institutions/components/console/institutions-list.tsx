import { getTranslations } from 'next-intl/server';

import type { Column } from '@/components/console/data-table';
import { RecordList, type RecordListKind } from '@/components/console/record-buttons/record-list';
import { actionsColumn } from '@/components/console/text-columns';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
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

const LIST: RecordListKind = {
  path: '/institutions',
  name: 'institutions',
  pageSize: INSTITUTIONS_CONSOLE_PAGE_SIZE,
  pageSizes: INSTITUTIONS_CONSOLE_PAGE_SIZES,
  searchMax: INSTITUTION_SEARCH_MAX,
};

/** /admin/institutions' list (issue 14): the search, how many were found, the table, its pages. */
export async function InstitutionsList({ locale, query, page, lists }: Props) {
  const t = await getTranslations({ locale, namespace: 'InstitutionsAdmin' });
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
    actionsColumn(t('columns.actions'), (row) => (
      <InstitutionActions institution={row} lists={lists} />
    )),
  ];
  return (
    <>
      <RecordList
        list={LIST}
        view={{ t, locale, query, page }}
        columns={columns}
        rowProps={(row) => ({ 'data-institution': row.id })}
        filtered={Boolean(query.q)}
      />
    </>
  );
}
