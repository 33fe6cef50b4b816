'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';

import { fetchDataCentre, retryServerErrors } from '../../api/statistics-calls';
import type { DataCentreQuery } from '../../schemas';
import { StatisticResults } from '../statistic-results';
import styles from '../statistics-filters.module.css';

import { DataCentreForm } from './data-centre-form';
import { WhereToSellLink } from './where-to-sell-link';

/** part 2 §5 for a member: the search, the statistics found and the item's dialog. */
export function DataCentreSearch() {
  const t = useTranslations('Statistics');
  const locale = useLocale();
  const [query, setQuery] = useState<DataCentreQuery>({});
  const list = useQuery({
    queryKey: ['data-centre', query, locale],
    queryFn: () => fetchDataCentre(query),
    retry: retryServerErrors,
  });
  const search = (next: DataCentreQuery) => {
    setQuery(next);
    if (JSON.stringify(next) === JSON.stringify(query)) void list.refetch();
  };
  return (
    <div data-testid="data-centre">
      <p className={styles.intro}>{t('dataCentre.intro')}</p>
      <DataCentreForm onSearch={search} />
      <WhereToSellLink hsCode={query.hs_code} />
      <StatisticResults list={list} testId="data-centre-results" />
    </div>
  );
}
