import { getTranslations } from 'next-intl/server';

import type { Column } from '@/components/console/data-table';
import { RecordList, type RecordListKind } from '@/components/console/record-buttons/record-list';
import { StatusChip, type StatusTone } from '@/components/console/status-chip';
import { actionsColumn } from '@/components/console/text-columns';
import { SCREENED_SUBJECT_TYPES, SCREENING_HIT_STATUSES } from '@/lib/db/schema/screening-hits';
import { formatNumber } from '@/lib/i18n/format-number';
import { isolate } from '@/lib/i18n/isolate';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';

import {
  HIT_PAGE_SIZE,
  HIT_PAGE_SIZES,
  type Hit,
  type HitsPage,
  type HitsQuery,
} from '../../hit-schemas';

import styles from './hit-evidence.module.css';

type Props = { locale: Locale; query: HitsQuery; page: HitsPage };

const LIST: RecordListKind = {
  path: '/screening/hits',
  name: 'screening-hits',
  pageSize: HIT_PAGE_SIZE,
  pageSizes: HIT_PAGE_SIZES,
};

export const HIT_TONES: Record<Hit['status'], StatusTone> = {
  open: 'warning',
  cleared: 'success',
  confirmed: 'danger',
};

const MIN_SCORES = [85, 90, 95, 100] as const;

/** /admin/screening/hits (issue 47): the hits by status, subject, list and score; each one's evidence. */
export async function HitsList({ locale, query, page }: Props) {
  const t = await getTranslations({ locale, namespace: 'ScreeningHitsAdmin' });
  const columns: Column<Hit>[] = [
    {
      key: 'subject',
      label: t('columns.subject'),
      cell: (row) => (
        <>
          <bdi>{row.subject_label}</bdi>
          <br />
          <small>{t(`subjects.${row.subject_type}`)}</small>
        </>
      ),
    },
    {
      key: 'screened',
      label: t('columns.screened'),
      cell: (row) => <bdi>{row.screened_name}</bdi>,
    },
    {
      key: 'record',
      label: t('columns.record'),
      cell: (row) =>
        row.source === 'none' ? (
          t('sources.none')
        ) : (
          <>
            <bdi>{row.primary_name}</bdi>
            <br />
            <small>
              {t(`sources.${row.source}`)} · <bdi>{row.reference}</bdi>
            </small>
          </>
        ),
    },
    {
      key: 'score',
      label: t('columns.score'),
      nowrap: true,
      cell: (row) => (
        <>
          {formatNumber(row.score, locale)}
          <br />
          <small>{t(`reasons.${row.reason}`)}</small>
        </>
      ),
    },
    {
      key: 'status',
      label: t('columns.status'),
      cell: (row) => <StatusChip tone={HIT_TONES[row.status]} label={t(`status.${row.status}`)} />,
    },
    actionsColumn(t('columns.actions'), (row) => (
      <a href={consolePath(`/screening/hits/${row.id}`, locale)} data-testid="hit-evidence">
        {t('evidence')}
        <span className="visually-hidden">
          {' – '}
          {row.subject_label}
        </span>
      </a>
    )),
  ];
  const subject = query.subject_id !== undefined;
  return (
    <>
      {subject && (
        <p className={styles.subjectLine} data-testid="hits-of-subject">
          {t('ofSubject', {
            type: t(`subjects.${query.subject_type ?? 'all'}`),
            name: page.data[0] ? isolate(page.data[0].subject_label, locale) : t('noValue'),
          })}{' '}
          <a className="link" href={consolePath(LIST.path, locale)}>
            {t('wholeQueue')}
          </a>
        </p>
      )}
      <RecordList
        list={LIST}
        view={{ t, locale, query, page }}
        keep={{ subject_id: query.subject_id }}
        fields={[
          {
            kind: 'select',
            name: 'status',
            label: t('columns.status'),
            anyLabel: subject ? t('status.holding') : t('status.open'),
            options: SCREENING_HIT_STATUSES.filter((status) => status !== 'open').map((status) => ({
              value: status,
              label: t(`status.${status}`),
            })),
            defaultValue: query.status === 'open' ? undefined : query.status,
          },
          {
            kind: 'select',
            name: 'subject_type',
            label: t('columns.subjectType'),
            anyLabel: t('subjects.all'),
            options: SCREENED_SUBJECT_TYPES.map((type) => ({
              value: type,
              label: t(`subjects.${type}`),
            })),
            defaultValue: query.subject_type,
          },
          {
            kind: 'select',
            name: 'source',
            label: t('columns.source'),
            anyLabel: t('sources.all'),
            options: (['un', 'ofac'] as const).map((source) => ({
              value: source,
              label: t(`sources.${source}`),
            })),
            defaultValue: query.source,
          },
          {
            kind: 'select',
            name: 'min_score',
            label: t('columns.minScore'),
            anyLabel: t('anyScore'),
            options: MIN_SCORES.map((score) => ({
              value: String(score),
              label: formatNumber(score, locale),
            })),
            defaultValue: query.min_score === undefined ? undefined : String(query.min_score),
          },
        ]}
        columns={columns}
        rowProps={(row) => ({
          'data-hit': row.id,
          'data-subject': `${row.subject_type}-${row.subject_id}`,
          'data-status': row.status,
        })}
        filtered={Boolean(
          query.status ||
          query.subject_type ||
          subject ||
          query.source ||
          query.min_score !== undefined,
        )}
      />
    </>
  );
}
