'use client';

import dynamic from 'next/dynamic';

import styles from './market-tabs.module.css';

const loading = () => <div className={styles.loading} aria-busy="true" />;

// The data centre's and the interactive data's code (React Query, the list, the filters) loads only
// when their tab opens; the chart's code only with a statistic's dialog (issue 26).
export const LazyInteractiveData = dynamic(
  () =>
    import('@/features/statistics/components/interactive-data/interactive-data').then(
      (module) => module.InteractiveData,
    ),
  { loading },
);

export const LazyDataCentre = dynamic(
  () =>
    import('@/features/statistics/components/data-centre/data-centre').then(
      (module) => module.DataCentre,
    ),
  { loading },
);
