'use client';

import { BarChart } from '@mui/x-charts/BarChart';
import { useLocale } from 'next-intl';

import { labelsThatFit, valueTicks } from '@/lib/charts/axis-ticks';
import { useAxisRoom } from '@/lib/charts/use-axis-room';
import { isLocale } from '@/lib/i18n/routing';

import { formatMillions } from '../figure-format';

import styles from './where-to-sell.module.css';

export type ChartBar = { name: string; value_usd: number };

type Props = { bars: readonly ChartBar[]; axis: string };

/** The names' axis, beside the bars. */
const NAMES_WIDTH = 150;
/** The most ticks on the value axis, however wide (as many as the charts' own five gave). */
const MOST_TICKS = 6;
/** The chart's own margins around the value axis. */
const MARGINS = 24;

/**
 * The largest markets' imports as bars (issue 38, MUI X Charts), loaded when the visitor opens
 * it. Horizontal bars so the names read in full on a phone; in Arabic the value axis runs from the
 * right. The table beside it holds the same figures for screen readers. The value axis has as
 * many round ticks as its labels fit side by side at the chart's width (issue 45: on a phone the
 * Arabic ones ran into each other), chosen here rather than by the charts' thinning.
 */
export default function MarketsChart({ bars, axis }: Props) {
  const current = useLocale();
  const locale = isLocale(current) ? current : 'en';
  const format = (value: number | null) => (value === null ? '' : formatMillions(value, locale));
  const { ref, width, measure } = useAxisRoom<HTMLDivElement>();
  const max = Math.max(0, ...bars.map((bar) => bar.value_usd));
  // The widest label is the last tick's, a little above the largest figure.
  const [widest = 0] = measure([format(valueTicks(max, 3).at(-1) ?? max)]);
  const fit = labelsThatFit(width - NAMES_WIDTH - MARGINS, widest);
  const ticks = valueTicks(max, Math.min(MOST_TICKS, fit));
  // The chart is laid out left to right and mirrored by its axes' options: inside a right-to-left
  // element its labels would be anchored on the wrong side and run over the bars.
  return (
    <>
      <div dir="ltr" ref={ref}>
        <BarChart
          layout="horizontal"
          height={Math.max(240, bars.length * 36 + 60)}
          colors={['#0a6e4f']}
          hideLegend
          dataset={bars.map((bar) => ({ name: bar.name, value: bar.value_usd }))}
          yAxis={[
            {
              scaleType: 'band',
              dataKey: 'name',
              width: NAMES_WIDTH,
              position: locale === 'ar' ? 'right' : 'left',
              tickLabelInterval: () => true,
            },
          ]}
          xAxis={[
            {
              reverse: locale === 'ar',
              valueFormatter: format,
              min: 0,
              max: ticks.at(-1),
              tickInterval: ticks,
              tickLabelInterval: () => true,
            },
          ]}
          series={[{ dataKey: 'value', label: axis, valueFormatter: format }]}
        />
      </div>
      {/* The value axis's title, as text that wraps: drawn by the chart, centred under a phone's
          narrow axis, the Arabic one ran off the chart's edge (issue 45). */}
      <p className={styles.axisTitle} aria-hidden="true">
        {axis}
      </p>
    </>
  );
}
