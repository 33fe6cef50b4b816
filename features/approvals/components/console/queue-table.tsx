import { getTranslations } from 'next-intl/server';
import type { ComponentProps } from 'react';

import { type Column, DataTable } from '@/components/console/data-table';
import { StatusChip } from '@/components/console/status-chip';
import { RecordStatus } from '@/features/companies/components/record-status';
import { RECORD_STATUS } from '@/features/companies/constants';
import { HeldMark } from '@/features/screening/components/console/held-mark';
import { formatDateTime } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';

import { itemName } from '../../item-name';
import { queuePath, reviewPath } from '../../queue-paths';
import type { QueueAnswer, QueueItem, QueueQuery } from '../../schemas';

import styles from './queue-table.module.css';

type Props = { locale: Locale; query: QueueQuery; answer: QueueAnswer };

/** Both names of a product or service, the console's language first. */
function ItemNames({ item, locale }: { item: NonNullable<QueueItem['item']>; locale: Locale }) {
  const names = [
    { text: item.name_eng, lang: 'en' },
    { text: item.name_ara, lang: 'ar' },
  ] as const;
  const [first, second] = locale === 'ar' ? [names[1], names[0]] : names;
  return (
    <span>
      <bdi lang={first.lang} dir="auto" className={styles.primary}>
        {first.text}
      </bdi>
      <bdi lang={second.lang} dir="auto" className={styles.secondary}>
        {second.text}
      </bdi>
    </span>
  );
}

/**
 * The table of the waiting records in the chosen order, "Waiting since" a sortable heading. Everything a member
 * typed is text (React escapes it), isolated in its own direction.
 */
export async function queueTable({ locale, query, answer }: Props) {
  const t = await getTranslations({ locale, namespace: 'Approvals' });
  const columns: Column<QueueItem>[] = [
    ...(query.type === 'company'
      ? []
      : [
          {
            key: 'item',
            label: t('table.item'),
            cell: (row: QueueItem) => row.item && <ItemNames item={row.item} locale={locale} />,
          },
        ]),
    {
      key: 'company',
      label: t('table.company'),
      cell: (row) => (
        <span>
          <bdi dir="auto" className={styles.primary}>
            {row.company.registered_name}
          </bdi>
          <bdi dir="auto" className={styles.secondary}>
            {row.company.trading_name}
          </bdi>
          {row.company.held && (
            <HeldMark
              locale={locale}
              subject={{ type: 'company', id: row.company.id }}
              label={t('heldByScreening')}
              name={row.company.registered_name}
            />
          )}
        </span>
      ),
    },
    {
      key: 'member',
      label: t('table.member'),
      cell: (row) => (
        <span>
          <bdi dir="auto" className={styles.primary}>
            {[row.member.name, row.member.last_name].filter(Boolean).join(' ')}
          </bdi>
          <bdi dir="ltr" className={styles.secondary}>
            {row.member.email}
          </bdi>
          <span className={styles.secondary}>{t(`languages.${row.member.locale}`)}</span>
        </span>
      ),
    },
    {
      key: 'waiting',
      label: t('table.waitingSince'),
      sort: 'waiting',
      cell: (row) => (
        <time dateTime={row.waiting_since}>{formatDateTime(row.waiting_since, locale)}</time>
      ),
    },
    {
      key: 'status',
      label: t('table.status'),
      nowrap: true,
      cell: (row) => (
        <span className={styles.status}>
          <RecordStatus code={row.status} />
          {/* The status says new (10) or changed (40); the kind only when it differs. */}
          {(row.kind === 'changed') !== (row.status === RECORD_STATUS.changed) && (
            <StatusChip tone="info" label={t(`kinds.${row.kind}`)} />
          )}
        </span>
      ),
    },
    {
      key: 'review',
      label: t('table.review'),
      hiddenLabel: true,
      nowrap: true,
      cell: (row) => (
        <a
          href={consolePath(reviewPath(row.type, row.id), locale)}
          className="button button-outlined"
        >
          {t('table.review')}
          <span className="visually-hidden">
            {' '}
            <bdi>{itemName(row.item, row.company, locale)}</bdi>
          </span>
        </a>
      ),
    },
  ];
  const filtered = query.kind !== undefined || (query.q ?? '') !== '';
  const table: ComponentProps<typeof DataTable<QueueItem>> = {
    caption: t('table.caption', { type: t(`tabs.${query.type}`), order: query.order }),
    columns,
    rows: answer.items,
    rowKey: (row) => row.id,
    rowProps: () => ({ 'data-testid': 'approvals-row' }),
    empty: filtered ? t('emptyFiltered') : t('empty'),
    testId: 'approvals-table',
    sort: {
      key: 'waiting',
      descending: query.order === 'newest',
      href: (_key, descending) =>
        consolePath(
          queuePath({ ...query, order: descending ? 'newest' : 'oldest', page: 1 }),
          locale,
        ),
      labels: { ascending: t('orders.sortOldest'), descending: t('orders.sortNewest') },
    },
  };
  return table;
}
