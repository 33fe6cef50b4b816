import { getTranslations } from 'next-intl/server';

import { DataTable, type Column } from '@/components/console/data-table';
import { StatusChip } from '@/components/console/status-chip';
import { Notice } from '@/components/ui/notice';
import { formatDate, formatDateTime } from '@/lib/i18n/format-date';
import { countValues, formatNumber } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';

import { STALE_LIST_DAYS, type SanctionsListStatus } from '../../list-status-schema';

type Props = {
  locale: Locale;
  lists: readonly SanctionsListStatus[];
  /** The hits waiting for a decision: a line that leads to the queue (issue 56). */
  openHits?: number;
};

/**
 * The sanctions lists screened against (issue 47): each list's current version, its own date and
 * how old that is, when it was imported, its records and names; a warning for a list older than
 * STALE_LIST_DAYS, and how to import a current one.
 */
export async function SanctionsListsStatus({ locale, lists, openHits }: Props) {
  const t = await getTranslations({ locale, namespace: 'ScreeningAdmin' });
  const number = (value: number) => formatNumber(value, locale);
  const sourceName = (list: SanctionsListStatus) => t(`sources.${list.source}`);
  const columns: Column<SanctionsListStatus>[] = [
    { key: 'source', label: t('columns.source'), cell: sourceName },
    { key: 'version', label: t('columns.version'), cell: (list) => number(list.version) },
    {
      key: 'listDate',
      label: t('columns.listDate'),
      nowrap: true,
      cell: (list) => <time dateTime={list.list_date}>{formatDate(list.list_date, locale)}</time>,
    },
    {
      key: 'age',
      label: t('columns.age'),
      cell: (list) => (
        <>
          {t('age', { days: list.age_days, shown: number(list.age_days) })}{' '}
          {list.stale && <StatusChip tone="warning" label={t('staleChip')} />}
        </>
      ),
    },
    {
      key: 'importedAt',
      label: t('columns.importedAt'),
      nowrap: true,
      cell: (list) => (
        <time dateTime={list.imported_at}>{formatDateTime(list.imported_at, locale)}</time>
      ),
    },
    { key: 'records', label: t('columns.records'), cell: (list) => number(list.records) },
    { key: 'names', label: t('columns.names'), cell: (list) => number(list.names) },
  ];
  const stale = lists.filter((list) => list.stale);
  return (
    <>
      {openHits !== undefined && (
        <p data-testid="open-hits">
          {t('openHits', countValues(openHits, locale))}{' '}
          <a className="link" href={consolePath('/screening/hits', locale)}>
            {t('openQueue')}
          </a>
        </p>
      )}
      {stale.map((list) => (
        <Notice key={list.source} severity="warning" data-testid={`sanctions-stale-${list.source}`}>
          {t('stale', {
            source: sourceName(list),
            days: list.age_days,
            shown: number(list.age_days),
            limit: number(STALE_LIST_DAYS),
          })}
        </Notice>
      ))}
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={lists}
        rowKey={(list) => list.source}
        empty={t('empty')}
        testId="sanctions-lists"
      />
      <p>{t('howToImport')}</p>
      <p dir="ltr">
        <code>npm run data:import-sanctions -- un consolidated.xml</code>
        <br />
        <code>npm run data:import-sanctions -- ofac sdn-folder --date YYYY-MM-DD</code>
      </p>
    </>
  );
}
