import Image from 'next/image';
import { getTranslations } from 'next-intl/server';

import type { Column } from '@/components/console/data-table';
import {
  RecordList,
  statusFilter,
  type RecordListKind,
} from '@/components/console/record-buttons/record-list';
import { StatusChip } from '@/components/console/status-chip';
import { actionsColumn } from '@/components/console/text-columns';
import { formatDate } from '@/lib/i18n/format-date';
import { formatNumber } from '@/lib/i18n/format-number';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import {
  PUBLICATION_SEARCH_MAX,
  PUBLICATION_STATUS,
  PUBLICATIONS_CONSOLE_PAGE_SIZE,
  PUBLICATIONS_CONSOLE_PAGE_SIZES,
} from '../../constants';
import type { StaffPublication, StaffPublicationsQuery } from '../../schemas';

import { PublicationActions } from './publication-buttons';
import type { PublicationChoices } from './publication-form-dialog';
import styles from './publications-console.module.css';

type Page = { data: StaffPublication[]; total: number; page: number; page_count: number };
type Props = {
  locale: Locale;
  query: StaffPublicationsQuery;
  page: Page;
  choices: PublicationChoices;
};

const LIST: RecordListKind = {
  path: '/publications',
  name: 'publications',
  pageSize: PUBLICATIONS_CONSOLE_PAGE_SIZE,
  pageSizes: PUBLICATIONS_CONSOLE_PAGE_SIZES,
  searchMax: PUBLICATION_SEARCH_MAX,
};

/** /admin/publications' list (issue 26): search and status, the table with download counts. */
export async function PublicationsList({ locale, query, page, choices }: Props) {
  const t = await getTranslations({ locale, namespace: 'PublicationsAdmin' });
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  const columns: Column<StaffPublication>[] = [
    {
      key: 'cover',
      label: t('columns.cover'),
      hiddenLabel: true,
      cell: (row) =>
        row.image && (
          <Image src={row.image} alt="" width={72} height={54} className={styles.cover} />
        ),
    },
    {
      key: 'title',
      label: t('columns.title'),
      cell: (row) => (
        <span className={styles.title}>
          <bdi>{pick(row, 'DESCRIPTION', locale)}</bdi>
          <bdi className={styles.other} lang={other}>
            {pick(row, 'DESCRIPTION', other)}
          </bdi>
        </span>
      ),
    },
    {
      key: 'country',
      label: t('columns.country'),
      cell: (row) => (row.country_belongs ? pick(row.country_belongs, 'name', locale) : ''),
    },
    {
      key: 'date',
      label: t('columns.date'),
      nowrap: true,
      cell: (row) => formatDate(row.date_start, locale),
    },
    {
      key: 'status',
      label: t('columns.status'),
      cell: (row) => (
        <span className={styles.chips}>
          {row.status === PUBLICATION_STATUS.published ? (
            <StatusChip tone="success" label={t('status.published')} />
          ) : (
            <StatusChip tone="neutral" label={t('status.draft')} />
          )}
          {row.for_vip && <StatusChip tone="warning" label={t('status.vip')} />}
        </span>
      ),
    },
    {
      key: 'downloads',
      label: t('columns.downloads'),
      nowrap: true,
      cell: (row) => (
        <span className={styles.downloads} data-testid="publication-downloads">
          <span>{t('downloads.en', { count: formatNumber(row.downloads.en, locale) })}</span>
          {row.TARIFF_FILE_AR && (
            <span>{t('downloads.ar', { count: formatNumber(row.downloads.ar, locale) })}</span>
          )}
        </span>
      ),
    },
    actionsColumn(t('columns.actions'), (row) => (
      <PublicationActions publication={row} choices={choices} />
    )),
  ];
  const filtered = Boolean(query.q || query.status);
  return (
    <RecordList
      list={LIST}
      view={{ t, locale, query, page }}
      fields={[statusFilter(t, query.status, ['published', 'draft'])]}
      columns={columns}
      rowProps={(row) => ({ 'data-publication': row.id })}
      filtered={filtered}
    />
  );
}
