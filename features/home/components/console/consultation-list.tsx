import { getTranslations } from 'next-intl/server';

import { ConsoleList } from '@/components/console/console-list';
import type { Column } from '@/components/console/data-table';
import { StatusChip } from '@/components/console/status-chip';
import { BidiText } from '@/components/ui/bidi-text';
import { formatDateTime } from '@/lib/i18n/format-date';
import { countValues } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';
import { listSearch } from '@/lib/navigation/list-query';

import {
  CONSULTATION_QUERY_MAX,
  type StaffConsultation,
  type StaffConsultationPage,
  type StaffConsultationQuery,
} from '../../staff-consultation-schemas';

import { ConsultationChanges } from './consultation-changes';
import styles from './consultation-list.module.css';
import { MarkHandledButton } from './mark-handled-button';

type Props = { locale: Locale; query: StaffConsultationQuery; page: StaffConsultationPage };

/**
 * The home page's consultation requests (issue 13) with the console's kit: filters, how many, the
 * table (each request's state, and the button that marks it handled while it is not) and its pages.
 */
export async function ConsultationList({ locale, query, page }: Props) {
  const t = await getTranslations({ locale, namespace: 'ConsultationsAdmin' });
  const base = consolePath('/consultations', locale);
  const href = (target: number) =>
    `${base}${listSearch({ handled: query.handled, q: query.q, page: target }, { page: 1 })}`;
  const when = (value: string) => formatDateTime(value, locale);
  const columns: Column<StaffConsultation>[] = [
    {
      key: 'name',
      label: t('columns.name'),
      cell: (row) => <BidiText className={styles.name}>{row.name}</BidiText>,
    },
    {
      key: 'email',
      label: t('columns.email'),
      cell: (row) => <BidiText latin>{row.email}</BidiText>,
    },
    {
      key: 'language',
      label: t('columns.language'),
      cell: (row) =>
        row.locale === 'en' || row.locale === 'ar' ? t(`languages.${row.locale}`) : row.locale,
    },
    { key: 'received', label: t('columns.received'), cell: (row) => when(row.created_at) },
    {
      key: 'state',
      label: t('columns.state'),
      cell: (row) => (
        <span className={styles.state}>
          <span className={styles.chips}>
            {row.handled_at ? (
              <StatusChip tone="success" label={t('handled')} />
            ) : (
              <StatusChip tone="warning" label={t('notHandled')} />
            )}
            {row.captcha_unverified && (
              <StatusChip tone="warning" label={t('unverified')} title={t('unverifiedReason')} />
            )}
          </span>
          {row.handled_at && (
            <span className={styles.handler}>
              {row.handled_by
                ? t.rich('handledBy', {
                    handler: row.handled_by.name,
                    date: when(row.handled_at),
                    name: (chunks) => <bdi>{chunks}</bdi>,
                  })
                : t('handledOn', { date: when(row.handled_at) })}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'action',
      label: t('columns.action'),
      hiddenLabel: true,
      cell: (row) =>
        row.handled_at ? null : (
          <MarkHandledButton id={row.id} name={row.name} version={row.version} />
        ),
    },
  ];
  return (
    <ConsultationChanges>
      <ConsoleList
        filters={{
          action: base,
          label: t('filters'),
          fields: [
            {
              kind: 'select',
              name: 'handled',
              label: t('state'),
              anyLabel: t('any'),
              defaultValue: query.handled,
              options: [
                { value: '0', label: t('notHandled') },
                { value: '1', label: t('handled') },
              ],
            },
            {
              kind: 'search',
              name: 'q',
              label: t('q'),
              defaultValue: query.q,
              maxLength: CONSULTATION_QUERY_MAX,
            },
          ],
        }}
        total={{ testId: 'consultations-total', text: t('total', countValues(page.total, locale)) }}
        table={{
          caption: t('caption'),
          columns,
          rows: page.rows,
          rowKey: (row) => row.id,
          rowProps: (row) => ({ 'data-consultation': row.id }),
          empty: query.handled || query.q ? t('empty') : t('none'),
          testId: 'consultation-list',
        }}
        pager={{
          page: page.page,
          pageCount: page.page_count,
          pageSize: page.page_size,
          total: page.total,
          hrefFor: href,
        }}
      />
    </ConsultationChanges>
  );
}
