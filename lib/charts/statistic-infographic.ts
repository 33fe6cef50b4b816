import type { StatisticChart } from '@/lib/db/schema/market-information';
import type { Locale } from '@/lib/i18n/routing';

import { infographicSvg } from './infographic-svg';

// An infographic statistic's pictures (issue 26): one SVG a language, drawn from its first series.
// The row's `image_url` names them with `{lang}`, which the answer's language replaces.

export const LANG_PLACEHOLDER = '{lang}';
const LOCALES: readonly Locale[] = ['en', 'ar'];

type Record = {
  title_eng: string;
  title_ara: string;
  comment_eng: string;
  comment_ara: string;
  publishers: readonly { title: string; title_ara?: string }[];
  chart: StatisticChart | null;
};

/** The storage key of one language's picture, from a key naming `{lang}`. */
export const keyIn = (keyPattern: string, locale: Locale) =>
  keyPattern.replaceAll(LANG_PLACEHOLDER, locale);

function documentIn(record: Record, locale: Locale): string | null {
  const chart = record.chart;
  const series = chart?.data.series[0];
  if (!chart || !series) return null;
  const ar = locale === 'ar';
  const pickText = (english: string, arabic: string | undefined) =>
    (ar && arabic?.trim()) || english;
  const unit = pickText(chart.unit_eng ?? '', chart.unit_ara);
  const name = pickText(series.name, series.name_ara);
  const publisher = record.publishers[0];
  const note = [
    publisher ? pickText(publisher.title, publisher.title_ara) : '',
    pickText(record.comment_eng, record.comment_ara),
  ]
    .filter(Boolean)
    .join(' · ');
  return infographicSvg({
    title: pickText(record.title_eng, record.title_ara),
    subtitle: unit ? `${name} · ${unit}` : name,
    categories: chart.data.categories.map(
      (category, index) => (ar && chart.categories_ara?.[index]?.trim()) || category,
    ),
    values: series.data,
    note,
    locale,
  });
}

/** Each language's picture under its key; none when the record has no numbers to draw. */
export function infographicFiles(
  record: Record,
  keyPattern: string,
): { key: string; body: Buffer }[] {
  return LOCALES.flatMap((locale) => {
    const svg = documentIn(record, locale);
    return svg ? [{ key: keyIn(keyPattern, locale), body: Buffer.from(svg, 'utf8') }] : [];
  });
}

export const SVG_TYPE = 'image/svg+xml';
