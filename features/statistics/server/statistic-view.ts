import 'server-only';

import { LANG_PLACEHOLDER } from '@/lib/charts/statistic-infographic';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import { chartKindOf } from '../chart-kind';
import type { Chart, Place } from '../schemas';
import type { StatisticRecord } from '../staff-schemas';
import { placeOf, type StoredNode, type StoredTrees, type TreeNode } from '../statistic-tree';

import type { ProvidedItem, ProvidedStatistic } from './provider';

// The portal's stored statistic in the specification's shape, in one language (issue 26).

/** The tree's nodes named in the language: an Arabic name left empty shows the English. */
export const namedNodes = (nodes: readonly StoredNode[], locale: Locale): TreeNode[] =>
  nodes.map((node) => ({
    id: node.id,
    name: pick(node, 'name', locale),
    parent_id: node.parent_id,
  }));

const placesOf = (ids: readonly number[], nodes: readonly TreeNode[]): Place[] =>
  ids.map((id) => placeOf(nodes, id)).filter((place): place is Place => place !== null);

/** The chart in the language: Arabic categories and series names where given. */
export function chartOf(record: StatisticRecord, locale: Locale): Chart | null {
  const chart = record.chart;
  if (!chart) return null;
  const ar = locale === 'ar';
  const categories = chart.data.categories.map(
    (category, index) => (ar && chart.categories_ara?.[index]?.trim()) || category,
  );
  return {
    kind: chartKindOf(chart.data.categories, chart.kind),
    unit: (ar && chart.unit_ara?.trim()) || chart.unit_eng || '',
    data: {
      categories,
      series: chart.data.series.map((series) => ({
        name: (ar && series.name_ara?.trim()) || series.name,
        data: series.data,
      })),
    },
  };
}

export type NamedTrees = { industries: TreeNode[]; geolocations: TreeNode[] };

export const namedTrees = (trees: StoredTrees, locale: Locale): NamedTrees => ({
  industries: namedNodes(trees.industries, locale),
  geolocations: namedNodes(trees.geolocations, locale),
});

/** A list's item: the record's fields in the language, without the chart. */
export function itemOf(record: StatisticRecord, trees: NamedTrees, locale: Locale): ProvidedItem {
  const ar = locale === 'ar';
  return {
    identifier: record.identifier,
    type: record.type,
    title: pick(record, 'title', locale),
    subject: pick(record, 'subject', locale),
    date: record.date,
    publishers: record.publishers.map((publisher) => ({
      title: (ar && publisher.title_ara?.trim()) || publisher.title,
    })),
    survey_period: record.survey_period,
    comment: pick(record, 'comment', locale),
    description: pick(record, 'description', locale),
    image_url: record.image_url.replaceAll(LANG_PLACEHOLDER, locale),
    premium: record.premium,
    industries: placesOf(record.industries, trees.industries),
    geolocations: placesOf(record.geolocations, trees.geolocations),
    hs_codes: record.hs_codes,
  };
}

export const statisticOf = (
  record: StatisticRecord,
  trees: NamedTrees,
  locale: Locale,
): ProvidedStatistic => ({ ...itemOf(record, trees, locale), chart: chartOf(record, locale) });
