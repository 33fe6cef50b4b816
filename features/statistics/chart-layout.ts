import { formatNumber } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

import { localizedDigits } from './localized-digits';
import type { Chart } from './schemas';

// How a statistic's chart is laid out in a language (issue 26): in Arabic it is mirrored, the
// categories running from the right (the category axis reversed) and the value axis on the right;
// every number and label in the page's digits. Pure, so the chart's component only draws it.

export type ChartLayout = {
  kind: Chart['kind'];
  categories: string[];
  reverse: boolean;
  valueAxis: 'left' | 'right';
  series: { label: string; data: number[] }[];
  format: (value: number | null) => string;
};

export function chartLayout(chart: Chart, locale: Locale): ChartLayout {
  const rtl = locale === 'ar';
  return {
    kind: chart.kind,
    categories: chart.data.categories.map((category) => localizedDigits(category, locale)),
    reverse: rtl,
    valueAxis: rtl ? 'right' : 'left',
    series: chart.data.series.map((series) => ({ label: series.name, data: series.data })),
    format: (value) =>
      value === null ? '' : formatNumber(value, locale, { maximumFractionDigits: 2 }),
  };
}
