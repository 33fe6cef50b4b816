// The pool of experts (issue 14; part 3 §7 /api/pool and /api/experts).

/** part 3 "Search": the search text input is limited to 200 characters. */
export const EXPERTS_SEARCH_MAX = 200;

/** Experts on one page of /pool-of-experts (counted across the pools the page shows). */
export const EXPERTS_PAGE_SIZE = 20;

/** The console's list of experts: rows a page, and the sizes an editor may choose. */
export const EXPERTS_CONSOLE_PAGE_SIZE = 20;
export const EXPERTS_CONSOLE_PAGE_SIZES = [10, 20, 50, 100] as const;

/**
 * The languages an expert may work in (ISO 639-1), the console's choices; the page names them in
 * its own language with Intl.DisplayNames.
 */
export const EXPERT_LANGUAGES = [
  'ar',
  'en',
  'fr',
  'de',
  'es',
  'it',
  'tr',
  'ru',
  'zh',
  'ja',
  'ko',
  'pt',
  'nl',
  'el',
  'fa',
  'hi',
  'ur',
  'ms',
  'id',
  'sv',
] as const;

export type ExpertLanguage = (typeof EXPERT_LANGUAGES)[number];

/** The audit log's names for the console's changes. */
export const EXPERT_ACTIONS = {
  create: 'expert.create',
  update: 'expert.update',
  remove: 'expert.delete',
} as const;
export const POOL_ACTIONS = {
  create: 'pool.create',
  update: 'pool.update',
  remove: 'pool.delete',
} as const;
