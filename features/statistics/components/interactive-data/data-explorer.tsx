'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';

import {
  fetchStatistics,
  retryServerErrors,
  type StatisticsFilters,
} from '../../api/statistics-calls';
import type { DataType } from '../../constants';
import { StatisticList } from '../statistic-list';
import { useFilterTrees } from '../use-filter-trees';
import { useStatisticDialog } from '../use-statistic-dialog';

import { StatisticsFilterForm } from './statistics-filter-form';
import { TypeChooser } from './type-chooser';

const NO_FILTERS: StatisticsFilters = { q: '', geolocation: '', industry: '' };

/**
 * part 2 "Interactive data" for a member: the data type, the filters, the list and the item's
 * dialog. Changing the type clears the list and loads it again; Search loads the list of the
 * filters; Clear empties them and loads it again.
 */
export function DataExplorer() {
  const t = useTranslations('Statistics');
  const locale = useLocale();
  const [type, setType] = useState<DataType>('statistics');
  const [draft, setDraft] = useState<StatisticsFilters>(NO_FILTERS);
  const [applied, setApplied] = useState<StatisticsFilters>(NO_FILTERS);
  const trees = useFilterTrees();
  const dialog = useStatisticDialog();
  const list = useQuery({
    queryKey: ['statistics', type, applied, locale],
    queryFn: () => fetchStatistics(type, applied),
    retry: retryServerErrors,
  });
  const apply = (filters: StatisticsFilters) => {
    setApplied(filters);
    // The same filters again (Search or Clear twice) still load the list again.
    if (JSON.stringify(filters) === JSON.stringify(applied)) void list.refetch();
  };
  return (
    <div data-testid="interactive-data">
      <TypeChooser value={type} onChange={setType} />
      <StatisticsFilterForm
        values={draft}
        onChange={setDraft}
        onSearch={() => apply(draft)}
        onClear={() => {
          setDraft(NO_FILTERS);
          apply(NO_FILTERS);
        }}
        geolocations={trees.geolocations}
        industries={trees.industries}
      />
      <StatisticList
        items={list.data}
        loading={list.isFetching}
        failure={list.isError ? list.error.message || t('failed') : null}
        onRetry={() => void list.refetch()}
        onOpen={dialog.show}
        testId="statistics-results"
      />
      {dialog.dialog}
    </div>
  );
}
