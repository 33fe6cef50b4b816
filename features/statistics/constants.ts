// part 2 "Interactive data" and §9: the three data types, in the order the type chooser shows them.
export const DATA_TYPES = ['statistics', 'studies', 'infographics'] as const;
export type DataType = (typeof DATA_TYPES)[number];

// part 2 §5 and §9: an HS code is at most 6 characters ("Max 6 characters"); the portal takes its
// digits only (a chapter of 2, a heading of 4, a subheading of 6).
export const HS_CODE_MAX = 6;
export const HS_CODE_PATTERN = /^\d{1,6}$/;
/** An HS code stored on a statistic: a chapter, heading or subheading (2 to 6 digits). */
export const STORED_HS_CODE_PATTERN = /^\d{2,6}$/;

/** The free text filter `q` (interactive data and the data centre). */
export const STATISTICS_SEARCH_MAX = 100;

/** Items one list answers at most, newest first (the specification names no page size). */
export const STATISTICS_LIST_MAX = 100;

/** A seeded or added statistic's identifier is this plus its row id (1001, 1002…). */
export const IDENTIFIER_BASE = 1000;

// part 2 "Interactive data": "Studies show a contact phone and a contact email of the agency
// (values not shown)". The agency's market studies desk (decisions: "Interactive data").
export const STUDIES_CONTACT = {
  phone: '+962 6 500 0000',
  email: 'studies@jordanexports.jo',
} as const;

// The chart's limits (the console's series editor and its CSV import).
export const CHART_CATEGORIES_MAX = 40;
export const CHART_SERIES_MAX = 6;
export const CHART_LABEL_MAX = 80;

/** How long a visitor waits before asking again when the provider is away (Retry-After). */
export const PROVIDER_RETRY_SECONDS = 30;

/** The console's list. */
export const STATISTICS_CONSOLE_PAGE_SIZES = [10, 25, 50] as const;
export const STATISTICS_CONSOLE_PAGE_SIZE = 25;
