import { getTranslations } from 'next-intl/server';

import type { Column } from '@/components/console/data-table';
import {
  RecordList,
  statusFilter,
  type RecordListKind,
} from '@/components/console/record-buttons/record-list';
import { StatusChip } from '@/components/console/status-chip';
import { formatDate } from '@/lib/i18n/format-date';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import { NEWS_CONSOLE_PAGE_SIZE, NEWS_CONSOLE_PAGE_SIZES, NEWS_SEARCH_MAX } from '../../constants';
import type { NewsItem, StaffNewsQuery } from '../../schemas';

import { NewsActions } from './news-buttons';
import styles from './news-console.module.css';

type Page = { data: NewsItem[]; total: number; page: number; page_count: number };
type Props = { locale: Locale; query: StaffNewsQuery; page: Page; today: string };

const LIST: RecordListKind = {
  path: '/news',
  name: 'news',
  pageSize: NEWS_CONSOLE_PAGE_SIZE,
  pageSizes: NEWS_CONSOLE_PAGE_SIZES,
  searchMax: NEWS_SEARCH_MAX,
};

/** /admin/news' list (issue 29): search and status, newest news date first, the row's actions. */
export async function NewsConsoleList({ locale, query, page, today }: Props) {
  const t = await getTranslations({ locale, namespace: 'NewsAdmin' });
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  const columns: Column<NewsItem>[] = [
    {
      key: 'title',
      label: t('columns.title'),
      cell: (row) => (
        <span className={styles.title}>
          <bdi lang={locale}>{pick(row, 'DESCRIPTION', locale)}</bdi>
          <bdi className={styles.other} lang={other}>
            {pick(row, 'DESCRIPTION', other)}
          </bdi>
        </span>
      ),
    },
    {
      key: 'date',
      label: t('columns.date'),
      nowrap: true,
      cell: (row) => formatDate(row.news_date, locale),
    },
    {
      key: 'status',
      label: t('columns.status'),
      cell: (row) =>
        row.status === 1 ? (
          <StatusChip tone="success" label={t('status.published')} />
        ) : (
          <StatusChip tone="neutral" label={t('status.draft')} />
        ),
    },
    {
      key: 'actions',
      label: t('columns.actions'),
      hiddenLabel: true,
      cell: (row) => <NewsActions item={row} today={today} />,
    },
  ];
  const filtered = Boolean(query.q || query.status);
  return (
    <RecordList
      list={LIST}
      view={{ t, locale, query, page }}
      fields={[statusFilter(t, query.status, ['published', 'draft'])]}
      columns={columns}
      rowProps={(row) => ({ 'data-news': row.id })}
      filtered={filtered}
    />
  );
}
