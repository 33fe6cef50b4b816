'use client';

import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLocale } from 'next-intl';

import { categoryTicks } from '@/lib/charts/axis-ticks';
import { useAxisRoom } from '@/lib/charts/use-axis-room';
import { isLocale } from '@/lib/i18n/routing';

import { chartLayout } from '../../chart-layout';
import type { Chart } from '../../schemas';

import styles from './statistic-dialog.module.css';

// The portal's colours for up to six series.
const COLORS = ['#0a6e4f', '#c8102e', '#4a5a54', '#1fa57a', '#b7791f', '#07513a'];

type Props = { chart: Chart; label: string };

/** The value axis's room for the longest figure in either digits (it would be clipped otherwise). */
const VALUE_AXIS_WIDTH = 64;
/** The chart's own margins beside its axes. */
const MARGINS = 24;

/**
 * The category axis: reversed in Arabic. Its labels are laid out here (lib/charts/axis-ticks.ts):
 * flat when each fits its band, else turned, and one in `every` when even turned ones would touch
 * (issue 45: on a phone they ran into each other in both languages). The charts' automatic
 * thinning is not used: it measures gaps left to right and, on a reversed axis, lets labels
 * overlap or hides them. The axis is tall enough for the Arabic font's line: the charts empty a
 * label that is taller than the room under the ticks.
 */
const categoryAxis = (reverse: boolean, ticks: ReturnType<typeof categoryTicks>) => ({
  reverse,
  height: ticks.height,
  tickLabelInterval: (_value: unknown, index: number) => index % ticks.every === 0,
  // Turned to hang from their ticks towards the value axis's side, where there is room: down to
  // the left in English, down to the right in Arabic (the axis is mirrored).
  ...(ticks.angle ? { tickLabelStyle: { angle: reverse ? ticks.angle : -ticks.angle } } : {}),
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
  const { ref, width, measure } = useAxisRoom<HTMLDivElement>();
  const ticks = categoryTicks(measure(layout.categories), width - VALUE_AXIS_WIDTH - MARGINS);
  const common = {
    height: 320,
    colors: COLORS,
    hideLegend: series.length < 2,
    yAxis: [
      {
        position: layout.valueAxis,
        width: VALUE_AXIS_WIDTH,
        valueFormatter: (value: number) => layout.format(value),
      },
    ],
  };
  return (
    <div
      ref={ref}
      className={styles.chart}
      role="img"
      aria-label={label}
      data-testid="statistic-chart"
    >
      {layout.kind === 'line' ? (
        <LineChart
          {...common}
          xAxis={[
            { scaleType: 'point', data: layout.categories, ...categoryAxis(layout.reverse, ticks) },
          ]}
          series={series.map((entry) => ({ ...entry, showMark: true }))}
        />
      ) : (
        <BarChart
          {...common}
          xAxis={[
            { scaleType: 'band', data: layout.categories, ...categoryAxis(layout.reverse, ticks) },
          ]}
          series={series}
        />
      )}
    </div>
  );
}
