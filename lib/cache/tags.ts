// Cache tags of the public pages' data; a change to the content re-validates its tag.
export const CACHE_TAGS = {
  navigation: 'navigation',
  contact: 'contact',
  home: 'home',
  news: 'news',
  sponsors: 'sponsors',
  faq: 'faq',
  guide: 'guide',
  enquiryPages: 'enquiry-pages',
  /** The public reads of companies, products and services (the directories, issue 14). */
  companies: 'companies',
  /** Trade support institutions and their reference lists. */
  institutions: 'institutions',
  /** The pool of experts. */
  experts: 'experts',
  /** Events, their types and modes (issue 27). */
  events: 'events',
  /** Credentials and their types (issue 27). */
  credentials: 'credentials',
  /** Trade agreements and the map's country pages (issue 27). */
  agreements: 'agreements',
  /** The search results pages (/search/{keyword}): any change of the search index (issue 28). */
  search: 'search',
} as const;

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];

// Safety net: cached content is refreshed at least this often even without a re-validation.
export const CONTENT_REVALIDATE_SECONDS = 3600;
