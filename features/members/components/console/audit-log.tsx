import { getTranslations } from 'next-intl/server';

import { ConsoleList } from '@/components/console/console-list';
import type { Column } from '@/components/console/data-table';
import { formatDateTime } from '@/lib/i18n/format-date';
import { countValues } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';

import { recordPath } from '../../audit-values';
import { AUDIT_PAGE_SIZES } from '../../constants';
import { auditSearch } from '../../list-urls';
import type { AuditList, AuditQuery } from '../../schemas';

import { AuditChanges } from './audit-changes';
import { auditFilters } from './audit-filters';
import styles from './audit-log.module.css';
import { auditWords } from './audit-words';

type Row = AuditList['data'][number];
type Props = {
  locale: Locale;
  query: AuditQuery;
  list: AuditList;
  /** The address asked for an end day before the start day; the list used the start day only. */
  rangeIgnored?: boolean;
};

/** The audit log (issue 13): its filters, how many entries match, the entries, their pages. */
export async function AuditLog({ locale, query, list, rangeIgnored = false }: Props) {
  const t = await getTranslations({ locale, namespace: 'MembersAdmin.audit' });
  const tConsole = await getTranslations({ locale, namespace: 'Console.audit' });
  const words = await auditWords(locale);
  const base = consolePath('/audit', locale);
  const href = (changes: Partial<AuditQuery>) => `${base}${auditSearch({ ...query, ...changes })}`;
  const columns: Column<Row>[] = [
    {
      key: 'when',
      label: t('columns.when'),
      nowrap: true,
      cell: (row) => (
        <time dateTime={row.created_at}>{formatDateTime(row.created_at, locale)}</time>
      ),
    },
    {
      key: 'who',
      label: t('columns.who'),
      cell: (row) => (
        <>
          <bdi className={styles.strong}>{row.actor_name ?? row.actor_email}</bdi>
          <span className={styles.secondary}>{words.role(row.actor_role)}</span>
          <bdi dir="ltr" className={`${styles.secondary} ${styles.code}`}>
            {row.actor_email}
          </bdi>
        </>
      ),
    },
    {
      key: 'action',
      label: t('columns.action'),
      cell: (row) => {
        const label = words.action(row.action);
        return label ? (
          <span className={styles.strong}>{label}</span>
        ) : (
          <>
            <span className={styles.strong}>{tConsole('unknownAction')}</span>
            <bdi dir="ltr" className={`${styles.secondary} ${styles.code}`}>
              {row.action}
            </bdi>
          </>
        );
      },
    },
    {
      key: 'record',
      label: t('columns.record'),
      cell: (row) => {
        const record = t('record', { type: words.entity(row.entity_type), id: row.entity_id });
        const path = recordPath(row.action, row.entity_type, row.entity_id);
        return path ? (
          <a href={consolePath(path, locale)} className={styles.link}>
            {record}
          </a>
        ) : (
          record
        );
      },
    },
    {
      key: 'changes',
      label: t('columns.changes'),
      cell: (row) => <AuditChanges entry={row} />,
    },
  ];
  return (
    <ConsoleList
      filters={await auditFilters({ locale, action: base, query, list, words })}
      notice={
        rangeIgnored && (
          <p className={styles.notice} role="status">
            {t('rangeIgnored')}
          </p>
        )
      }
      total={{ testId: 'audit-total', text: t('total', countValues(list.total, locale)) }}
      table={{
        caption: t('caption'),
        columns,
        rows: list.data,
        rowKey: (row) => row.id,
        rowProps: (row) => ({ 'data-entry': row.id, 'data-action': row.action }),
        empty: t('empty'),
        testId: 'audit-table',
      }}
      pager={{
        page: list.page,
        pageCount: list.page_count,
        pageSize: query.page_size,
        total: list.total,
        pageSizes: AUDIT_PAGE_SIZES,
        hrefFor: (page, pageSize) => href({ page, page_size: pageSize ?? query.page_size }),
      }}
    />
  );
}
