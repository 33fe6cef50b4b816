import { getTranslations } from 'next-intl/server';

import { DataTable, type Column } from '@/components/console/data-table';
import { actionsColumn } from '@/components/console/text-columns';
import { formatNumber } from '@/lib/i18n/format-number';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import type { StaffEnquiryPage } from '../../enquiry-page-input';

import { EditEnquiryTextButton } from './enquiry-text-button';
import styles from './enquiry-texts.module.css';

type Props = { locale: Locale; pages: StaffEnquiryPage[] };

/** /admin/enquiry-pages' list (issue 29): each enquiry page, its texts, its Edit. */
export async function EnquiryTextsList({ locale, pages }: Props) {
  const t = await getTranslations({ locale, namespace: 'EnquiryPagesAdmin' });
  const columns: Column<StaffEnquiryPage>[] = [
    { key: 'id', label: t('columns.id'), cell: (row) => formatNumber(row.id, locale) },
    {
      key: 'title',
      label: t('columns.title'),
      cell: (row) => <bdi className={styles.title}>{pick(row, 'title', locale)}</bdi>,
    },
    {
      key: 'tooltip',
      label: t('columns.tooltip'),
      cell: (row) => <span className={styles.tooltip}>{pick(row, 'tooltip', locale)}</span>,
    },
    actionsColumn(t('columns.actions'), (row) => <EditEnquiryTextButton page={row} />),
  ];
  return (
    <DataTable
      caption={t('tableLabel')}
      columns={columns}
      rows={pages}
      rowKey={(row) => row.id}
      rowProps={(row) => ({ 'data-enquiry-page': row.id })}
      empty={t('empty')}
      testId="console-enquiry-pages"
    />
  );
}
