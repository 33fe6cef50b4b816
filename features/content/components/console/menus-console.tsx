import { getTranslations } from 'next-intl/server';

import { DataTable, type Column } from '@/components/console/data-table';
import { StatusChip } from '@/components/console/status-chip';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import { contentPath } from '@/lib/navigation/menu-links';

import type { StaffMenus, StaffMenuPageRow, StaffMenuTreeEntry } from '../../menu-admin-schemas';

import { MenuRowActions, type EntryChoice } from './menu-row-actions';
import { MenuRowOrder } from './menu-row-order';
import styles from './menus-console.module.css';

type Row =
  | { kind: 'entry'; record: StaffMenuTreeEntry; first: boolean; last: boolean }
  | { kind: 'page'; record: StaffMenuPageRow; first: boolean; last: boolean; entryShown: boolean };

/** A menu's rows: each entry followed by its pages, each knowing whether it can move up or down. */
function rowsOf(entries: StaffMenuTreeEntry[]): Row[] {
  return entries.flatMap((entry, index): Row[] => [
    { kind: 'entry', record: entry, first: index === 0, last: index === entries.length - 1 },
    ...entry.pages.map((page, at) => ({
      kind: 'page' as const,
      record: page,
      first: at === 0,
      last: at === entry.pages.length - 1,
      entryShown: entry.status === 1,
    })),
  ]);
}

/** Where a row leads, in the page's language: its link, or its page's address. */
function addressOf(row: Row, locale: Locale): string {
  const link = pick(row.record, 'link', locale);
  if (link) return link;
  return row.kind === 'page' ? contentPath(row.record, locale) : '';
}

type Props = { locale: Locale; menus: StaffMenus };

/** /admin/pages (issue 29): each menu's entries and their pages, in menu order, as a table. */
export async function MenusConsole({ locale, menus }: Props) {
  const t = await getTranslations({ locale, namespace: 'MenusAdmin' });
  const entries: EntryChoice[] = menus.flatMap((menu) =>
    menu.entries.map((entry) => ({
      id: entry.id,
      label: `${t(`menus.${menu.menu_id}` as never)}: ${pick(entry, 'title', locale)}`,
    })),
  );
  const columns: Column<Row>[] = [
    {
      key: 'title',
      label: t('columns.title'),
      cell: (row) => (
        <span className={row.kind === 'page' ? styles.page : styles.entry}>
          <span className={styles.kind}>{t(`kind.${row.kind}`)}</span>{' '}
          <bdi className={styles.name}>{pick(row.record, 'title', locale)}</bdi>
        </span>
      ),
    },
    {
      key: 'address',
      label: t('columns.address'),
      cell: (row) => {
        const address = addressOf(row, locale);
        return address ? (
          <bdi dir="ltr" className={styles.address}>
            {address}
          </bdi>
        ) : (
          <span className={styles.muted}>{t('noAddress')}</span>
        );
      },
    },
    {
      key: 'status',
      label: t('columns.status'),
      cell: (row) => (
        <span className={styles.chips}>
          <StatusChip
            tone={row.record.status === 1 ? 'success' : 'neutral'}
            label={t(row.record.status === 1 ? 'status.shown' : 'status.hidden')}
          />
          {row.record.warnings.map((warning) => (
            <span key={warning.code} className={styles.warning} data-warning={warning.code}>
              {warning.message}
            </span>
          ))}
        </span>
      ),
    },
    {
      key: 'order',
      label: t('columns.order'),
      nowrap: true,
      cell: (row) => (
        <MenuRowOrder kind={row.kind} record={row.record} first={row.first} last={row.last} />
      ),
    },
    {
      key: 'actions',
      label: t('columns.actions'),
      hiddenLabel: true,
      cell: (row) => (
        <MenuRowActions
          row={
            row.kind === 'entry'
              ? { kind: 'entry', entry: row.record }
              : {
                  kind: 'page',
                  page: row.record,
                  preview: {
                    en: contentPath(row.record, 'en'),
                    ar: `/ar${contentPath(row.record, 'ar')}`,
                  },
                }
          }
          entries={entries}
        />
      ),
    },
  ];
  return (
    <div className={styles.menus}>
      {menus.map((menu) => {
        const name = t(`menus.${menu.menu_id}` as never);
        return (
          <section key={menu.menu_id} aria-labelledby={`menu-${menu.menu_id}`}>
            <h2 id={`menu-${menu.menu_id}`} className={styles.heading}>
              {name}
            </h2>
            <DataTable
              caption={t('menuCaption', { menu: name })}
              columns={columns}
              rows={rowsOf(menu.entries)}
              rowKey={(row) => `${row.kind}-${row.record.id}`}
              rowProps={(row): { className?: string; [data: `data-${string}`]: number } =>
                row.kind === 'page'
                  ? { className: styles.pageRow, 'data-page': row.record.id }
                  : { 'data-entry': row.record.id }
              }
              empty={t('empty')}
              testId={`console-menu-${menu.menu_id}`}
            />
          </section>
        );
      })}
    </div>
  );
}
