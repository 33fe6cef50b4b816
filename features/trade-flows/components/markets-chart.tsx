'use client';

import { BarChart } from '@mui/x-charts/BarChart';
import { useLocale } from 'next-intl';

import { isLocale } from '@/lib/i18n/routing';

import { formatMillions } from '../figure-format';

export type ChartBar = { name: string; value_usd: number };

type Props = { bars: readonly ChartBar[]; axis: string };

/**
 * The largest markets' imports as bars (issue 38, MUI X Charts), loaded when the visitor opens
 * it. Horizontal bars so the names read in full on a phone; in Arabic the value axis runs from the
 * right. The table beside it holds the same figures for screen readers.
 */
export default function MarketsChart({ bars, axis }: Props) {
  const current = useLocale();
  const locale = isLocale(current) ? current : 'en';
  const format = (value: number | null) => (value === null ? '' : formatMillions(value, locale));
  // The chart is laid out left to right and mirrored by its axes' options: inside a right-to-left
  // element its labels would be anchored on the wrong side and run over the bars.
  return (
    <div dir="ltr">
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
            width: 150,
            position: locale === 'ar' ? 'right' : 'left',
            tickLabelInterval: () => true,
          },
        ]}
        xAxis={[{ label: axis, reverse: locale === 'ar', valueFormatter: format, tickNumber: 5 }]}
        series={[{ dataKey: 'value', label: axis, valueFormatter: format }]}
      />
    </div>
  );
}
