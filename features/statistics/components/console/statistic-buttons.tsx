'use client';

import { AddRecord, RecordActions } from '@/components/console/record-buttons/record-buttons';

import { deleteStatistic } from '../../api/change-statistic';
import type { StatisticRecord } from '../../staff-schemas';
import type { StoredTrees } from '../../statistic-tree';

import { StatisticFormDialog } from './statistic-form-dialog';

const texts = { namespace: 'StatisticsAdmin', param: 'title' };

/** "Add statistic": the form dialog for a new one. */
export function AddStatisticButton({ trees }: { trees: StoredTrees }) {
  return (
    <AddRecord
      texts={texts}
      form={(handlers) => <StatisticFormDialog statistic={null} trees={trees} {...handlers} />}
    />
  );
}

type Props = { statistic: StatisticRecord; trees: StoredTrees };

/** A row's Edit (the form dialog at the row's version) and Delete (asked first). */
export function StatisticActions({ statistic, trees }: Props) {
  return (
    <RecordActions
      texts={texts}
      name={{ en: statistic.title_eng, ar: statistic.title_ara }}
      remove={() => deleteStatistic(statistic.id, statistic.version)}
      form={(handlers) => <StatisticFormDialog statistic={statistic} trees={trees} {...handlers} />}
    />
  );
}
