import { getTranslations } from 'next-intl/server';

import type { Column } from '@/components/console/data-table';
import {
  RecordImage,
  RecordSection,
  RecordStatus,
} from '@/components/console/records/record-section';
import { StatusChip } from '@/components/console/status-chip';
import { formatDate } from '@/lib/i18n/format-date';
import { isolate } from '@/lib/i18n/isolate';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import { isSponsorVisible } from '../../sponsor-visibility';
import type { StaffSponsor } from '../../staff-schemas';

import { AddSponsor, SponsorControls } from './sponsor-controls';

/** /admin/sponsors' list (issue 29): each sponsor, its end day and whether the home page shows it. */
export async function SponsorsSection({
  locale,
  sponsors,
  today,
}: {
  locale: Locale;
  sponsors: StaffSponsor[];
  today: string;
}) {
  const t = await getTranslations({ locale, namespace: 'SponsorsAdmin' });
  const columns: Column<StaffSponsor>[] = [
    { key: 'image', label: t('columns.image'), cell: (row) => <RecordImage src={row.image} /> },
    {
      key: 'name',
      label: t('columns.name'),
      cell: (row) => <bdi>{pick(row, 'DESCRIPTION', locale)}</bdi>,
    },
    {
      key: 'date_end',
      label: t('columns.dateEnd'),
      nowrap: true,
      cell: (row) => <time dateTime={row.date_end}>{formatDate(row.date_end, locale)}</time>,
    },
    {
      key: 'status',
      label: t('columns.status'),
      cell: (row) => (
        <RecordStatus
          status={row.status}
          labels={{ shown: t('status.shown'), hidden: t('status.hidden') }}
        />
      ),
    },
    {
      key: 'home',
      label: t('columns.home'),
      cell: (row) =>
        isSponsorVisible(row, today) ? (
          <StatusChip tone="success" label={t('home.yes')} />
        ) : (
          <StatusChip tone="warning" label={t('home.no')} />
        ),
    },
    {
      key: 'actions',
      label: t('columns.actions'),
      hiddenLabel: true,
      cell: (row) => (
        <SponsorControls sponsor={row} name={isolate(pick(row, 'DESCRIPTION', locale), locale)} />
      ),
    },
  ];
  return (
    <RecordSection<StaffSponsor>
      id="sponsors"
      title={t('listTitle')}
      actions={<AddSponsor />}
      table={{
        caption: t('listTitle'),
        columns,
        rows: sponsors,
        rowKey: (row) => row.id,
        rowProps: (row) => ({ 'data-record': row.id }),
        empty: t('empty'),
      }}
    />
  );
}
