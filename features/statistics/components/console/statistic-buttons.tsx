'use client';

import { useLocale, useTranslations } from 'next-intl';

import { AddRecordButton, RecordRowActions } from '@/components/console/record-actions';
import { isolate } from '@/lib/i18n/isolate';
import { isLocale } from '@/lib/i18n/routing';

import { deleteStatistic } from '../../api/change-statistic';
import type { StatisticRecord } from '../../staff-schemas';
import type { StoredTrees } from '../../statistic-tree';

import { StatisticFormDialog } from './statistic-form-dialog';

/** "Add statistic": the form dialog for a new one. */
export function AddStatisticButton({ trees }: { trees: StoredTrees }) {
  const t = useTranslations('StatisticsAdmin');
  return (
    <AddRecordButton
      label={t('add')}
      dialog={({ close, saved }) => (
        <StatisticFormDialog
          statistic={null}
          trees={trees}
          onClose={close}
          onSaved={(title) => saved(t('done.created', { title }))}
        />
      )}
    />
  );
}

type Props = { statistic: StatisticRecord; trees: StoredTrees };

/** A row's Edit (the form dialog at the row's version) and Delete (asked first). */
export function StatisticActions({ statistic, trees }: Props) {
  const t = useTranslations('StatisticsAdmin');
  const current = useLocale();
  const locale = isLocale(current) ? current : 'en';
  const title = locale === 'ar' ? statistic.title_ara : statistic.title_eng;
  const shownTitle = isolate(title, locale);
  return (
    <RecordRowActions
      edit={{ label: t('edit'), name: t('editLabel', { title }) }}
      remove={{
        label: t('delete'),
        name: t('deleteLabel', { title }),
        question: {
          danger: true,
          confirmLabel: t('confirm.confirm'),
          title: t('confirm.deleteTitle', { title: shownTitle }),
          text: t('confirm.deleteText'),
          run: () => deleteStatistic(statistic.id, statistic.version),
          done: t('done.deleted', { title: shownTitle }),
        },
      }}
      dialog={({ close, saved }) => (
        <StatisticFormDialog
          statistic={statistic}
          trees={trees}
          onClose={close}
          onSaved={(changed) => saved(t('done.updated', { title: changed }))}
        />
      )}
    />
  );
}
