// Issue 39 "Open data and feeds": what each feed reads of its collection, the latest first. The
// news feed takes the news list's rows (features/news); the others come from
// server/feed-queries.ts. Plain shapes, so the feeds' building stays pure and testable.

/** How many entries a feed holds. */
export const FEED_ENTRY_COUNT = 50;

export type BilingualName = { eng: string; ara: string };

export type FeedNewsRow = {
  id: number;
  DESCRIPTION_ENG: string;
  DESCRIPTION_ARA: string;
  TARIFF_ENG: string;
  TARIFF_ARA: string;
  meta_description_en: string;
  meta_description_ar: string;
  news_date: string;
  created_at: string;
  updated_at: string;
};

export type FeedEventRow = {
  id: number;
  name_eng: string;
  name_ara: string;
  description_eng: string;
  description_ara: string;
  date_start: string;
  date_end: string;
  location_type: string;
  country: BilingualName;
  created_at: string;
  updated_at: string;
};

export type FeedTradeLeadRow = {
  id: number;
  title_eng: string;
  title_ara: string;
  description_eng: string;
  description_ara: string;
  deadline: string;
  status: 'published' | 'closed';
  country: BilingualName;
  sector: BilingualName;
  hs_codes: string[];
  published_at: string | null;
  updated_at: string;
};

export type FeedTradeBarrierRow = {
  id: number;
  title_eng: string;
  title_ara: string;
  summary_eng: string;
  summary_ara: string;
  status: 'open' | 'resolved_in_part' | 'resolved';
  country: BilingualName;
  sector: BilingualName | null;
  published_at: string | null;
  /** The entry's or its latest public update's change, whichever is later. */
  updated_at: string;
};

/** The rows of each feed, by its name. */
export type FeedRows = {
  news: FeedNewsRow[];
  events: FeedEventRow[];
  'trade-leads': FeedTradeLeadRow[];
  'trade-barriers': FeedTradeBarrierRow[];
};
