import { getTranslations } from 'next-intl/server';

import type { Column } from '@/components/console/data-table';
import { RecordList, type RecordListKind } from '@/components/console/record-buttons/record-list';
import { StatusChip, type StatusTone } from '@/components/console/status-chip';
import { actionsColumn } from '@/components/console/text-columns';
import { countValues } from '@/lib/i18n/format-number';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';
import type { ListPage } from '@/lib/pagination';

import {
  EVENT_SCOPES,
  EVENT_SEARCH_MAX,
  EVENTS_CONSOLE_PAGE_SIZE,
  EVENTS_CONSOLE_PAGE_SIZES,
  LOCATION_TYPES,
} from '../../constants';
import { formatEventDates } from '../../event-dates';
import { statusKind, type StatusKind } from '../../event-status';
import type { StaffEvent, StaffEventsQuery } from '../../schemas';

import { EventActions } from './event-buttons';
import styles from './events-console.module.css';

type Props = { locale: Locale; query: StaffEventsQuery; page: ListPage<StaffEvent> };

const LIST: RecordListKind = {
  path: '/events',
  name: 'events',
  pageSize: EVENTS_CONSOLE_PAGE_SIZE,
  pageSizes: EVENTS_CONSOLE_PAGE_SIZES,
  searchMax: EVENT_SEARCH_MAX,
};
const TONES: Record<StatusKind, StatusTone> = {
  open: 'warning',
  closed: 'danger',
  confirmed: 'success',
  soon: 'info',
};

/** /admin/events' list (issue 27): the search and kind, how many, the table, its pages. */
export async function EventsList({ locale, query, page }: Props) {
  const t = await getTranslations({ locale, namespace: 'EventsAdmin' });
  const columns: Column<StaffEvent>[] = [
    {
      key: 'name',
      label: t('columns.name'),
      cell: (row) => <bdi className={styles.name}>{pick(row, 'name', locale)}</bdi>,
    },
    {
      key: 'dates',
      label: t('columns.dates'),
      cell: (row) => formatEventDates(row.date_start, row.date_end, locale),
    },
    {
      key: 'scope',
      label: t('columns.scope'),
      cell: (row) =>
        t(row.location_type === LOCATION_TYPES.local ? 'scope.local' : 'scope.international'),
    },
    {
      key: 'status',
      label: t('columns.status'),
      cell: (row) => (
        <span className={styles.nowrap}>
          <StatusChip
            tone={TONES[statusKind(row.status)]}
            label={t(`status.${statusKind(row.status)}`)}
          />{' '}
          {!row.published && <StatusChip tone="neutral" label={t('draft')} />}
        </span>
      ),
    },
    {
      key: 'joined',
      label: t('columns.joined'),
      cell: (row) => (
        <a href={consolePath(`/events/${row.id}/members`, locale)} className={styles.nowrap}>
          {t('joinedCount', countValues(row.joined_count, locale))}
          <span className="visually-hidden">
            {' – '}
            {pick(row, 'name', locale)}
          </span>
        </a>
      ),
    },
    actionsColumn(t('columns.actions'), (row) => <EventActions event={row} />),
  ];
  return (
    <RecordList
      list={LIST}
      view={{ t, locale, query, page }}
      fields={[
        {
          kind: 'select',
          name: 'scope',
          label: t('columns.scope'),
          anyLabel: t('scope.all'),
          options: EVENT_SCOPES.map((scope) => ({ value: scope, label: t(`scope.${scope}`) })),
          defaultValue: query.scope,
        },
      ]}
      columns={columns}
      rowProps={(row) => ({ 'data-event': row.id })}
      filtered={Boolean(query.q || query.scope)}
    />
  );
}
