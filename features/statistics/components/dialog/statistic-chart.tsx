'use client';

import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLocale } from 'next-intl';

import { isLocale } from '@/lib/i18n/routing';

import { chartLayout } from '../../chart-layout';
import type { Chart } from '../../schemas';

import styles from './statistic-dialog.module.css';

// The portal's colours for up to six series.
const COLORS = ['#0a6e4f', '#c8102e', '#4a5a54', '#1fa57a', '#b7791f', '#07513a'];

type Props = { chart: Chart; label: string };

/**
 * The category axis: reversed in Arabic. Every label is shown (a statistic has a handful of
 * categories): the charts' automatic thinning measures gaps left to right and, on a reversed
 * axis, hides every label. The axis is tall enough for the Arabic font's line: the charts empty a
 * label that is taller than the room under the ticks.
 */
const categoryAxis = (reverse: boolean) => ({
  reverse,
  height: 40,
  tickLabelInterval: () => true,
});

/**
 * A statistic's chart (issue 26, MUI X Charts, fetched with a dialog's first figures): bars, or a
 * line over a run of years, as the statistic's `kind` says; mirrored in Arabic (../../chart-layout).
 * The same figures are in the table beside it, which screen readers read instead.
 */
export function StatisticChart({ chart, label }: Props) {
  const current = useLocale();
  const layout = chartLayout(chart, isLocale(current) ? current : 'en');
  const series = layout.series.map((entry) => ({ ...entry, valueFormatter: layout.format }));
  const common = {
    height: 320,
    colors: COLORS,
    hideLegend: series.length < 2,
    // Room for the longest figure in either digits (the axis would clip it otherwise).
    yAxis: [
      {
        position: layout.valueAxis,
        width: 64,
        valueFormatter: (value: number) => layout.format(value),
      },
    ],
  };
  return (
    <div className={styles.chart} role="img" aria-label={label} data-testid="statistic-chart">
      {layout.kind === 'line' ? (
        <LineChart
          {...common}
          xAxis={[{ scaleType: 'point', data: layout.categories, ...categoryAxis(layout.reverse) }]}
          series={series.map((entry) => ({ ...entry, showMark: true }))}
        />
      ) : (
        <BarChart
          {...common}
          xAxis={[{ scaleType: 'band', data: layout.categories, ...categoryAxis(layout.reverse) }]}
          series={series}
        />
      )}
    </div>
  );
}
