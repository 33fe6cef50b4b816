// part 1 §2.7 and §9 "Publications catalogue"; where the specification is silent, the choice is in
// docs/decisions/market-information.md ("Publications catalogue and gated downloads (issue 26)").

/** part 1 §9: publications a page of the catalogue shows. */
export const PUBLICATIONS_PAGE_SIZE = 9;
/** The most a page of GET /api/publications may ask for. */
export const PUBLICATIONS_PAGE_SIZE_MAX = 50;
/** part 1 §5 "Search input: at most 200 characters". */
export const PUBLICATION_SEARCH_MAX = 200;
/** The most values one filter (countries, sectors, years) may name. */
export const PUBLICATION_FILTER_MAX = 50;

/**
 * part 1 §9: the country with code GMK is pinned first in the country list. GMK is no ISO code
 * and the countries list has none today; Jordan follows it, so reports on Jordan itself lead.
 */
export const PINNED_COUNTRY_CODES = ['GMK', 'JOR'] as const;

/** A publication's status: 1 published, 0 a draft only staff see. */
export const PUBLICATION_STATUS = { published: 1, draft: 0 } as const;

/** The query keys of the catalogue's filters, in the address and in GET /api/publications. */
export const PUBLICATION_QUERY_KEYS = {
  country: 'country',
  sector: 'sector',
  year: 'year',
  q: 'q',
  /** An HS code (issue 37): the publications about what it names. */
  hs: 'hs',
  page: 'page',
} as const;

/**
 * issue 37: a word of an HS code's names or synonyms tells the code's topic when it names at most
 * this many codes of the nomenclature (a heading and its subheadings are up to about 30; "olive"
 * names 11, "fertilizer" 32, "oil" 176); and it has at least this many letters.
 */
export const HS_TOPIC_CODES_MAX = 40;
/** An HS code in the catalogue's filter: a chapter, heading or subheading (2 to 6 digits). */
export const HS_CODE_DIGITS_MAX = 6;
export const HS_TOPIC_TERM_MIN = 3;

/** The console's list: rows a page, and the sizes an editor may choose. */
export const PUBLICATIONS_CONSOLE_PAGE_SIZE = 20;
export const PUBLICATIONS_CONSOLE_PAGE_SIZES = [10, 20, 50, 100] as const;

/** Where each kind of publication file is stored: images public, PDFs gated (lib/storage/gated-files.ts). */
export const PUBLICATION_IMAGE_FOLDER = 'publications';
export const PUBLICATION_FILE_FOLDER = 'gated/publications';
