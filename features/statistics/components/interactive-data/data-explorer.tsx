'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useState } from 'react';

import {
  fetchStatistics,
  retryServerErrors,
  type StatisticsFilters,
} from '../../api/statistics-calls';
import type { DataType } from '../../constants';
import { StatisticResults } from '../statistic-results';
import { useFilterTrees } from '../use-filter-trees';

import { StatisticsFilterForm } from './statistics-filter-form';
import { TypeChooser } from './type-chooser';

const NO_FILTERS: StatisticsFilters = { q: '', geolocation: '', industry: '' };

/**
 * part 2 "Interactive data" for a member: the data type, the filters, the list and the item's
 * dialog. Changing the type clears the list and loads it again; Search loads the list of the
 * filters; Clear empties them and loads it again.
 */
export function DataExplorer() {
  const locale = useLocale();
  const [type, setType] = useState<DataType>('statistics');
  const [draft, setDraft] = useState<StatisticsFilters>(NO_FILTERS);
  const [applied, setApplied] = useState<StatisticsFilters>(NO_FILTERS);
  const trees = useFilterTrees();
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
      <StatisticResults list={list} testId="statistics-results" />
    </div>
  );
}
