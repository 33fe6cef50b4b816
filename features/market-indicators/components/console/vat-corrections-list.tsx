import { getTranslations } from 'next-intl/server';

import { type Column, DataTable } from '@/components/console/data-table';
import { actionsColumn } from '@/components/console/text-columns';
import { BidiText } from '@/components/ui/bidi-text';
import { formatDate } from '@/lib/i18n/format-date';
import { formatNumber } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

import type { VatCorrection } from '../../vat-correction-schemas';

import { VatCorrectionActions } from './vat-correction-buttons';

/** /admin/vat-corrections' table (issue 58): each market's correction with its source and day. */
export async function VatCorrectionsList({
  locale,
  rows,
}: {
  locale: Locale;
  rows: VatCorrection[];
}) {
  const t = await getTranslations({ locale, namespace: 'VatCorrectionsAdmin' });
  const columns: Column<VatCorrection>[] = [
    {
      key: 'country',
      label: t('columns.country'),
      cell: (row) => <BidiText latin>{row.country}</BidiText>,
    },
    { key: 'kind', label: t('columns.kind'), cell: (row) => t(`kinds.${row.kind}`) },
    {
      key: 'rate',
      label: t('columns.rate'),
      nowrap: true,
      cell: (row) => `${formatNumber(Math.round(row.rate * 1_000_000) / 10_000, locale)} %`,
    },
    {
      key: 'source',
      label: t('columns.source'),
      cell: (row) => (
        <a href={row.url}>{locale === 'ar' ? row.source_name_ar : row.source_name_en}</a>
      ),
    },
    {
      key: 'checked_on',
      label: t('columns.checkedOn'),
      nowrap: true,
      cell: (row) => <time dateTime={row.checked_on}>{formatDate(row.checked_on, locale)}</time>,
    },
    actionsColumn(t('columns.actions'), (row) => <VatCorrectionActions correction={row} />),
  ];
  return (
    <DataTable
      caption={t('tableLabel')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      empty={t('empty')}
      rowProps={(row) => ({ 'data-vat-correction': row.country })}
    />
  );
}
