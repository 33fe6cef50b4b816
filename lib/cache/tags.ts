// Cache tags of the public pages' data; a change to the content re-validates its tag.
export const CACHE_TAGS = {
  /** The menus: header, drawer, footer, the site map page and the sitemap (issue 29). */
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
  /** The HS nomenclature's names and the finder's synonyms: the finder's and tree's pages (issue 37). */
  hsCodes: 'hs-codes',
  /** Agreements' rules of origin and their headings' duties and rules (issue 37, market access). */
  marketAccess: 'market-access',
  /** Trade flows imported from BACI: the "Where to sell" pages and the statistics they feed (issue 38). */
  tradeFlows: 'trade-flows',
  /** Trade leads, public list and pages (issue 39). */
  tradeLeads: 'trade-leads',
  /** The public register of trade barriers (issue 39). */
  tradeBarriers: 'trade-barriers',
  /** The search results pages (/search/{keyword}): any change of the search index (issue 28). */
  search: 'search',
  /**
   * The public screening's pages (/screening, issue 47): the sanctions lists' current versions. An
   * import runs outside the server (a command), so a new list shows within the hour.
   */
  screening: 'screening',
  /**
   * Market indicators (issue 58): GDP, population, exchange rates and tax rates by market, and
   * staff's corrections of the tax rates. An import runs outside the server (a command), so a new
   * file shows within the hour; a correction re-validates it at once.
   */
  marketIndicators: 'market-indicators',
} as const;

/**
 * One content page's reads (issue 29): `app` by its application id (/pages/{a_id}-…), `id` by
 * its own id (/menu-1/…, /menu-3/…). A change to a page re-validates its own tags, not every page;
 * `navigation` stays the menus' tag (header, footer, site map, sitemap).
 */
export const contentPageTag = (by: 'app' | 'id', id: number) => `content-page:${by}:${id}` as const;

export type CacheTag =
  (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS] | ReturnType<typeof contentPageTag>;

// Safety net: cached content is refreshed at least this often even without a re-validation.
export const CONTENT_REVALIDATE_SECONDS = 3600;
