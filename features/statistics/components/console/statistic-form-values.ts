import type { ChartInput, StatisticInput, StatisticRecord } from '../../staff-schemas';

// The statistic form's values (issue 26): a new statistic's, or those of the one edited.

export const EMPTY_CHART: ChartInput = {
  kind: 'bar',
  unit_eng: '',
  unit_ara: '',
  categories: [''],
  categories_ara: [],
  series: [{ name: '', name_ara: '', data: [0] }],
};

const EMPTY: StatisticInput = {
  type: 'statistics',
  title_eng: '',
  title_ara: '',
  subject_eng: '',
  subject_ara: '',
  date: '',
  publishers: [],
  survey_period: '',
  comment_eng: '',
  comment_ara: '',
  description_eng: '',
  description_ara: '',
  premium: false,
  published: true,
  industries: [],
  geolocations: [],
  hs_codes: [],
  chart: EMPTY_CHART,
};

/** The form's fields, the API's names for them (a nested error is placed on its top field). */
export const STATISTIC_FIELDS = Object.keys(EMPTY) as (keyof StatisticInput)[];

/** The stored chart as the form edits it. */
function chartInputOf(chart: StatisticRecord['chart']): ChartInput | null {
  if (!chart) return null;
  return {
    kind: chart.kind ?? 'bar',
    unit_eng: chart.unit_eng ?? '',
    unit_ara: chart.unit_ara ?? '',
    categories: chart.data.categories,
    categories_ara: chart.categories_ara ?? [],
    series: chart.data.series.map((series) => ({
      name: series.name,
      name_ara: series.name_ara ?? '',
      data: series.data,
    })),
  };
}

/** The form's starting values: the record's fields (never its version, sent apart). */
export function valuesOf(record: StatisticRecord | null): StatisticInput {
  if (!record) return EMPTY;
  return {
    type: record.type,
    title_eng: record.title_eng,
    title_ara: record.title_ara,
    subject_eng: record.subject_eng,
    subject_ara: record.subject_ara,
    date: record.date,
    publishers: record.publishers.map((publisher) => ({
      title: publisher.title,
      title_ara: publisher.title_ara ?? '',
    })),
    survey_period: record.survey_period,
    comment_eng: record.comment_eng,
    comment_ara: record.comment_ara,
    description_eng: record.description_eng,
    description_ara: record.description_ara,
    premium: record.premium,
    published: record.status === 1,
    industries: record.industries,
    geolocations: record.geolocations,
    hs_codes: record.hs_codes,
    chart: chartInputOf(record.chart),
  };
}
