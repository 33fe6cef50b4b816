import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import {
  bilingual,
  requiredText as t,
  serialId,
  timestamps,
  timestampString,
  version,
} from './columns';

// Market information (issue 26): the publications catalogue (part 1 §2.7, §3 "Publication"), the
// interactive data and data centre (part 2 "Interactive data", §3 "Statistic item", §5), and the
// download count of every gated file.

/**
 * part 1 §3 "Publication": DESCRIPTION is the title and description, TARIFF the html summary,
 * TARIFF_FILE and TARIFF_FILE_AR the PDF in each language (storage keys, served only through the
 * gated download route), `industry` the JSON list of sector ids, `for_vip` VIP members only.
 */
export const publications = pgTable(
  'publications',
  {
    id: serialId(),
    image: t('image'),
    DESCRIPTION_ENG: t('DESCRIPTION_ENG'),
    DESCRIPTION_ARA: t('DESCRIPTION_ARA'),
    country_id: integer('country_id').notNull(),
    industry: jsonb('industry').$type<number[]>().notNull().default([]),
    date_start: date('date_start', { mode: 'string' }).notNull(),
    TARIFF_ENG: t('TARIFF_ENG'),
    TARIFF_ARA: t('TARIFF_ARA'),
    TARIFF_FILE: t('TARIFF_FILE'),
    TARIFF_FILE_AR: t('TARIFF_FILE_AR'),
    for_vip: boolean('for_vip').notNull().default(false),
    /** 1 published; anything else is a draft the public never sees. */
    status: integer('status').notNull().default(1),
    version: version(),
    ...timestamps,
  },
  (table) => [
    index('publications_date_idx').on(table.date_start),
    index('publications_country_idx').on(table.country_id),
  ],
);

/** part 2 §3 "Statistic item": industries and geolocations form trees (parent chains with names). */
export const statisticIndustries = pgTable('statistic_industries', {
  id: integer('id').primaryKey(),
  name_eng: text('name_eng').notNull(),
  name_ara: text('name_ara').notNull(),
  parent_id: integer('parent_id'),
});

export const statisticGeolocations = pgTable('statistic_geolocations', {
  id: integer('id').primaryKey(),
  name_eng: text('name_eng').notNull(),
  name_ara: text('name_ara').notNull(),
  parent_id: integer('parent_id'),
});

/** A chart's data as the specification names it: `chart.data.categories` and `chart.data.series`. */
export type StatisticChart = {
  data: { categories: string[]; series: { name: string; name_ara?: string; data: number[] }[] };
  /** How the numbers read best: a bar chart or a line over time. */
  kind?: 'bar' | 'line';
  /** The unit of the numbers (JOD million, tonnes, %), in each language. */
  unit_eng?: string;
  unit_ara?: string;
  /** The categories in Arabic (a market's name), in the order of `data.categories`; issue 26. */
  categories_ara?: string[];
};

/**
 * part 2 §3 "Statistic item" of one of the three data types. `identifier` is the id the
 * specification's client asks for (`statista/statistic/{identifier}`); `hs_codes` lets the data
 * centre find a statistic by HS code; `premium` follows the VIP rule.
 */
export const statistics = pgTable(
  'statistics',
  {
    id: serialId(),
    identifier: text('identifier').notNull(),
    type: text('type', { enum: ['statistics', 'studies', 'infographics'] }).notNull(),
    ...bilingual('title'),
    ...bilingual('subject'),
    date: date('date', { mode: 'string' }).notNull(),
    /** `title` as the specification names it; `title_ara` the publisher's Arabic name (issue 26). */
    publishers: jsonb('publishers')
      .$type<{ title: string; title_ara?: string }[]>()
      .notNull()
      .default([]),
    survey_period: t('survey_period'),
    ...bilingual('comment'),
    ...bilingual('description'),
    image_url: t('image_url'),
    premium: boolean('premium').notNull().default(false),
    industries: jsonb('industries').$type<number[]>().notNull().default([]),
    geolocations: jsonb('geolocations').$type<number[]>().notNull().default([]),
    hs_codes: jsonb('hs_codes').$type<string[]>().notNull().default([]),
    chart: jsonb('chart').$type<StatisticChart | null>(),
    /** 1 published; anything else is a draft. */
    status: integer('status').notNull().default(1),
    version: version(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('statistics_identifier_idx').on(table.identifier),
    index('statistics_type_idx').on(table.type),
  ],
);

/** How often each gated file was downloaded (staff see it), by its storage key. */
export const fileDownloads = pgTable('file_downloads', {
  file_key: text('file_key').primaryKey(),
  count: integer('count').notNull().default(0),
  last_at: timestampString('last_at'),
});
