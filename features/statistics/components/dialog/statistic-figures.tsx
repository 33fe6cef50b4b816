'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';

import { lazyComponent } from '@/components/ui/lazy-component';
import { Notice } from '@/components/ui/notice';

import { fetchStatistic, retryServerErrors } from '../../api/statistics-calls';
import type { StatisticItem } from '../../schemas';

import styles from './statistic-dialog.module.css';
import { StatisticTable } from './statistic-table';

/** MUI X Charts, fetched when a dialog first draws a chart. */
const statisticChart = lazyComponent(
  () => import('./statistic-chart').then((module) => module.StatisticChart),
  { formMessages: false },
);

/**
 * part 2 "Interactive data": opening a statistic loads the full statistic and draws its chart from
 * chart.data.categories and chart.data.series, with the same numbers as a table.
 */
export function StatisticFigures({ item }: { item: StatisticItem }) {
  const t = useTranslations('Statistics.dialog');
  const query = useQuery({
    queryKey: ['statistic', item.identifier],
    queryFn: () => fetchStatistic(item.identifier),
    retry: retryServerErrors,
  });
  const Chart = statisticChart.Component;
  if (query.isPending) {
    return (
      <p className={styles.loading} role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <Notice severity="error" role="alert">
        {query.error.message || t('failed')}
      </Notice>
    );
  }
  const chart = query.data.chart;
  if (!chart || chart.data.categories.length === 0) {
    return <p className={styles.note}>{t('noChart')}</p>;
  }
  return (
    <div className={styles.figures} data-testid="statistic-figures">
      <Chart chart={chart} label={t('chartLabel', { title: item.title })} />
      <StatisticTable chart={chart} title={item.title} />
    </div>
  );
}
