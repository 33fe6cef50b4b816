import { getTranslations } from 'next-intl/server';

import type { Column } from '@/components/console/data-table';
import { RecordList, type RecordListKind } from '@/components/console/record-buttons/record-list';
import { StatusChip } from '@/components/console/status-chip';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import type { ListPage } from '@/lib/pagination';

import { type FaqConsoleQuery, placeInTab } from '../../faq-console-query';
import type { StaffFaq } from '../../staff-schemas';

import { FaqControls } from './faq-buttons';
import styles from './faqs-console.module.css';

type Props = {
  locale: Locale;
  query: FaqConsoleQuery;
  page: ListPage<StaffFaq>;
  /** Every FAQ in order: a row's place in its tab. */
  all: readonly StaffFaq[];
};

const LIST: RecordListKind = {
  path: '/faqs',
  name: 'faqs',
  pageSize: 20,
  pageSizes: [10, 20, 50, 100],
};

/** /admin/faqs' list (issue 29): the filters, the FAQs by category, tab and place, the pages. */
export async function FaqsConsoleList({ locale, query, page, all }: Props) {
  const t = await getTranslations({ locale, namespace: 'FaqsAdmin' });
  const options = (values: readonly string[], key: string) =>
    values.map((value) => ({ value, label: t(`${key}.${value}`) }));
  const columns: Column<StaffFaq>[] = [
    {
      key: 'question',
      label: t('columns.question'),
      cell: (row) => <bdi className={styles.question}>{pick(row, 'question', locale)}</bdi>,
    },
    {
      key: 'where',
      label: t('columns.where'),
      cell: (row) => (
        <span className={styles.where}>
          {t(`categories.${row.category}`)} · {t(`tabs.${row.tab ?? 0}`)}
        </span>
      ),
    },
    {
      key: 'status',
      label: t('columns.status'),
      cell: (row) => (
        <StatusChip
          tone={row.status === 1 ? 'success' : 'neutral'}
          label={t(row.status === 1 ? 'status.published' : 'status.draft')}
        />
      ),
    },
    {
      key: 'home',
      label: t('columns.home'),
      cell: (row) => (
        <StatusChip
          tone={row.add_to_home === 1 ? 'info' : 'neutral'}
          label={t(row.add_to_home === 1 ? 'home.shown' : 'home.hidden')}
        />
      ),
    },
    {
      key: 'actions',
      label: t('columns.actions'),
      hiddenLabel: true,
      cell: (row) => <FaqControls faq={row} place={placeInTab(all, row)} />,
    },
  ];
  return (
    <RecordList
      list={LIST}
      view={{ t, locale, query, page }}
      fields={[
        {
          kind: 'select',
          name: 'category',
          label: t('form.category'),
          anyLabel: t('any'),
          options: options(['1', '2'], 'categories'),
          defaultValue: query.category,
        },
        {
          kind: 'select',
          name: 'tab',
          label: t('form.tab'),
          anyLabel: t('any'),
          options: options(['1', '2', '3'], 'tabs'),
          defaultValue: query.tab,
        },
        {
          kind: 'select',
          name: 'status',
          label: t('form.status'),
          anyLabel: t('any'),
          options: [
            { value: '1', label: t('status.published') },
            { value: '0', label: t('status.draft') },
          ],
          defaultValue: query.status,
        },
        {
          kind: 'select',
          name: 'home',
          label: t('form.home'),
          anyLabel: t('any'),
          options: [
            { value: '1', label: t('home.shown') },
            { value: '0', label: t('home.hidden') },
          ],
          defaultValue: query.home,
        },
      ]}
      columns={columns}
      rowProps={(row) => ({ 'data-faq': row.id })}
      filtered={false}
    />
  );
}
