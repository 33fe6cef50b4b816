import type { statistics, StatisticChart } from '@/lib/db/schema/market-information';

// How the seed's statistics are written (issue 26): one compact entry a statistic, made into a row.
// Every figure is SAMPLE DATA, illustrative and not official: the publisher and the comment of each
// row say so, and the interactive data's dialog shows both.

type Text = readonly [english: string, arabic: string];

export type SeedChart = {
  kind?: 'bar' | 'line';
  unit: Text;
  /** Years (written in the page's digits) or names in both languages. */
  categories: readonly (string | Text)[];
  series: readonly { name: Text; data: readonly number[] }[];
};

export type SeedStatistic = {
  id: number;
  type: 'statistics' | 'studies' | 'infographics';
  title: Text;
  subject: Text;
  description: Text;
  date: string;
  period: string;
  industries: readonly number[];
  geolocations: readonly number[];
  hs: readonly string[];
  premium?: boolean;
  chart?: SeedChart;
};

export const YEARS = ['2019', '2020', '2021', '2022', '2023', '2024'] as const;

export const SAMPLE_PUBLISHER = {
  title: 'Jordan Exports portal (sample data)',
  title_ara: 'بوابة صادرات الأردن (بيانات تجريبية)',
};

export const SAMPLE_COMMENT: Text = [
  'Sample data: illustrative figures prepared for the portal, not official statistics.',
  'بيانات تجريبية: أرقام توضيحية أُعدّت للبوابة، وليست إحصاءات رسمية.',
];

/** The identifier of a seeded statistic (IDENTIFIER_BASE + id, as the console gives new ones). */
export const seedIdentifier = (id: number) => String(1000 + id);

/** The storage key of a seeded infographic's picture, `{lang}` standing for the language. */
export const seedInfographicKey = (id: number) =>
  `seed/statistics/${seedIdentifier(id)}-{lang}.svg`;

function chartOf(chart: SeedChart): StatisticChart {
  const names = chart.categories.map((category) =>
    typeof category === 'string' ? [category, ''] : category,
  );
  const arabic = names.some(([, ar]) => ar !== '');
  return {
    data: {
      categories: names.map(([en]) => en),
      series: chart.series.map((series) => ({
        name: series.name[0],
        name_ara: series.name[1],
        data: [...series.data],
      })),
    },
    ...(chart.kind ? { kind: chart.kind } : {}),
    unit_eng: chart.unit[0],
    unit_ara: chart.unit[1],
    ...(arabic ? { categories_ara: names.map(([en, ar]) => ar || en) } : {}),
  };
}

export function statisticRow(seed: SeedStatistic): typeof statistics.$inferInsert {
  return {
    id: seed.id,
    identifier: seedIdentifier(seed.id),
    type: seed.type,
    title_eng: seed.title[0],
    title_ara: seed.title[1],
    subject_eng: seed.subject[0],
    subject_ara: seed.subject[1],
    date: seed.date,
    publishers: [SAMPLE_PUBLISHER],
    survey_period: seed.period,
    comment_eng: SAMPLE_COMMENT[0],
    comment_ara: SAMPLE_COMMENT[1],
    description_eng: seed.description[0],
    description_ara: seed.description[1],
    image_url: seed.type === 'infographics' ? `/api/uploads/${seedInfographicKey(seed.id)}` : '',
    premium: seed.premium ?? false,
    industries: [...seed.industries],
    geolocations: [...seed.geolocations],
    hs_codes: [...seed.hs],
    chart: seed.chart ? chartOf(seed.chart) : null,
    status: 1,
  };
}
