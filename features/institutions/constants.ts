// part 2 "Export trade support institutions": the page size is not shown; ours is recorded in
// docs/decisions/directories.md ("Export trade support institutions (issue 14)").

/** Institution cards a page of the directory shows. */
export const INSTITUTIONS_PAGE_SIZE = 10;
/** The most rows one page of GET /api/exports may ask for. */
export const INSTITUTIONS_PER_PAGE_MAX = 100;
/** The longest text filter (the list view keeps 60 characters, lib/navigation/list-views.ts). */
export const INSTITUTION_SEARCH_MAX = 100;
/** The public address of the directory (part 1 §2.1). */
export const INSTITUTIONS_PATH = '/export-trade-support-institutions';

/** The console's list of institutions: rows a page, and the sizes an editor may choose. */
export const INSTITUTIONS_CONSOLE_PAGE_SIZE = 20;
export const INSTITUTIONS_CONSOLE_PAGE_SIZES = [10, 20, 50, 100] as const;
