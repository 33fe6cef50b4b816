import { getTranslations } from 'next-intl/server';

import { DataTable, type Column } from '@/components/console/data-table';
import { StatusChip } from '@/components/console/status-chip';
import { BidiText } from '@/components/ui/bidi-text';
import { Notice } from '@/components/ui/notice';
import { formatDate } from '@/lib/i18n/format-date';
import { countValues } from '@/lib/i18n/format-number';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';

import type { FactToReview } from '../../fact-review';

type Props = { locale: Locale; facts: readonly FactToReview[] };

const Day = ({ day, locale }: { day: string | null; locale: Locale }) =>
  day ? <time dateTime={day}>{formatDate(day, locale)}</time> : <>—</>;

/**
 * Issue 57: the legal and duty facts past their review date, and those never dated, as the
 * sanctions lists' status warns of an old list: a warning with the counts, then one row a fact
 * (its agreement, what it is, when it was checked and by when it was due), each leading to the
 * agreement's market-access page where it is edited.
 */
export async function FactsToReview({ locale, facts }: Props) {
  const t = await getTranslations({ locale, namespace: 'FactReview' });
  const overdue = facts.filter((fact) => fact.state === 'overdue').length;
  const undated = facts.length - overdue;
  const columns: Column<FactToReview>[] = [
    {
      key: 'agreement',
      label: t('columns.agreement'),
      cell: (fact) => (
        <a
          className="link"
          href={consolePath(`/agreements/${fact.agreement_id}/market-access`, locale)}
        >
          {pick({ title_eng: fact.title_en, title_ara: fact.title_ar }, 'title', locale)}
        </a>
      ),
    },
    { key: 'kind', label: t('columns.kind'), cell: (fact) => t(`kinds.${fact.kind}`) },
    {
      key: 'label',
      label: t('columns.label'),
      cell: (fact) =>
        fact.kind === 'legal_status' ? (
          t(`statuses.${fact.label}`)
        ) : (
          <BidiText latin={fact.kind === 'heading'}>{fact.label}</BidiText>
        ),
    },
    {
      key: 'checked',
      label: t('columns.checkedOn'),
      nowrap: true,
      cell: (fact) => <Day day={fact.checked_on} locale={locale} />,
    },
    {
      key: 'review',
      label: t('columns.reviewBy'),
      nowrap: true,
      cell: (fact) => (
        <>
          <Day day={fact.review_by} locale={locale} />{' '}
          <StatusChip tone="warning" label={t(`states.${fact.state}`)} />
        </>
      ),
    },
  ];
  return (
    <section aria-labelledby="facts-to-review" data-testid="facts-to-review">
      <h2 id="facts-to-review">{t('title')}</h2>
      {overdue > 0 && (
        <Notice severity="warning" data-testid="facts-overdue">
          {t('overdue', countValues(overdue, locale))}
        </Notice>
      )}
      {undated > 0 && (
        <Notice severity="info" data-testid="facts-undated">
          {t('undated', countValues(undated, locale))}
        </Notice>
      )}
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={facts}
        rowKey={(fact) => `${fact.kind}-${fact.id}`}
        empty={t('empty')}
        testId="facts-to-review-table"
      />
    </section>
  );
}
