import type { FeedName } from '@/lib/feeds/feed-paths';

// Issue 39 "Open data and feeds": the portal's own collections published as open data, each with
// its JSON endpoint (paged, with ETag), its Atom feed where it has one, and the fields it answers.
// The open-data page, /data.json and the OpenAPI descriptions read this one table.

/** The portal's own data: Creative Commons Attribution 4.0 (docs/decisions/open-data.md "Open data"). */
export const OPEN_DATA_LICENCE = {
  name: 'Creative Commons Attribution 4.0 International (CC BY 4.0)',
  url: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

export const OPEN_DATA_LICENCE_CODE = 'CC BY 4.0';
export const OPEN_DATA_LICENCE_VERSION = '4.0';

/** The licence's anchor on the open-data page (the endpoints' `Link: <…>; rel="license"`). */
export const LICENCE_ANCHOR = 'licence';

export const DATASET_KEYS = [
  'agreements',
  'events',
  'trade-leads',
  'trade-barriers',
  'news',
] as const;
export type DatasetKey = (typeof DATASET_KEYS)[number];

export type Dataset = {
  key: DatasetKey;
  /** The public JSON list (GET), under /api. */
  apiPath: string;
  /** Its paging keys and largest page size. */
  paging: { page: string; size: string; maxSize: number };
  feed: FeedName | null;
  /** The fields of one record, in the answer's order (their meanings are in the messages). */
  fields: readonly string[];
  keywords: readonly string[];
};

export const DATASETS: readonly Dataset[] = [
  {
    key: 'agreements',
    apiPath: '/api/free-trade-agreements',
    paging: { page: 'page', size: 'page_size', maxSize: 100 },
    feed: null,
    fields: [
      'id',
      'title_eng',
      'title_ara',
      'summary_eng',
      'summary_ara',
      'signed_on',
      'in_force_on',
      'link',
      'partners',
    ],
    keywords: ['trade agreements', 'free trade', 'Jordan'],
  },
  {
    key: 'events',
    apiPath: '/api/events',
    paging: { page: 'page', size: 'page_size', maxSize: 100 },
    feed: 'events',
    fields: [
      'id',
      'name_eng',
      'name_ara',
      'date_start',
      'date_end',
      'country_name',
      'city_eng',
      'location_type',
      'type_eng',
      'link',
    ],
    keywords: ['events', 'trade fairs', 'exhibitions'],
  },
  {
    key: 'trade-leads',
    apiPath: '/api/trade-leads',
    paging: { page: 'page', size: 'page_size', maxSize: 50 },
    feed: 'trade-leads',
    fields: [
      'id',
      'kind',
      'title_eng',
      'title_ara',
      'country_name_eng',
      'industry_eng',
      'hs_codes',
      'deadline',
      'state',
      'published_at',
    ],
    keywords: ['export opportunities', 'trade leads', 'tenders'],
  },
  {
    key: 'trade-barriers',
    apiPath: '/api/trade-barriers',
    paging: { page: 'page', size: 'page_size', maxSize: 100 },
    feed: 'trade-barriers',
    fields: [
      'id',
      'title_eng',
      'title_ara',
      'summary_eng',
      'country_eng',
      'industry_eng',
      'barrier_type_eng',
      'hs_codes',
      'status',
      'status_date',
    ],
    keywords: ['trade barriers', 'market access', 'non-tariff measures'],
  },
  {
    key: 'news',
    apiPath: '/api/news',
    paging: { page: 'page', size: 'page_size', maxSize: 100 },
    feed: 'news',
    fields: ['id', 'DESCRIPTION_ENG', 'DESCRIPTION_ARA', 'TARIFF_ENG', 'TARIFF_ARA', 'news_date'],
    keywords: ['news', 'export promotion', 'Jordan'],
  },
];

export const datasetOf = (key: DatasetKey): Dataset => {
  const found = DATASETS.find((dataset) => dataset.key === key);
  if (!found) throw new Error(`unknown dataset ${key}`);
  return found;
};
