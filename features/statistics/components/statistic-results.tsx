'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';

import type { StatisticItem } from '../schemas';

import { StatisticList } from './statistic-list';
import { useStatisticDialog } from './use-statistic-dialog';

type Props = { list: UseQueryResult<StatisticItem[]>; testId: string };

/** A search's statistics (the data centre's, the interactive data's) and the dialog of the one opened. */
export function StatisticResults({ list, testId }: Props) {
  const t = useTranslations('Statistics');
  const dialog = useStatisticDialog();
  return (
    <>
      <StatisticList
        items={list.data}
        loading={list.isFetching}
        failure={list.isError ? list.error.message || t('failed') : null}
        onRetry={() => void list.refetch()}
        onOpen={dialog.show}
        testId={testId}
      />
      {dialog.dialog}
    </>
  );
}
