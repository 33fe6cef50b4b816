// part 2 "Market information": the `tab` query picks the tab; 1 publications catalogue,
// 2 application for specific market studies, 3 matchmaking, 4 data centre (disabled in the
// specification; a search by HS code since issue 26), 5 interactive data.
export const MARKET_TAB_QUERY = {
  publications: 1,
  studies: 2,
  matchmaking: 3,
  dataCentre: 4,
  interactiveData: 5,
} as const;

export type MarketTab = keyof typeof MARKET_TAB_QUERY;
export type MarketTabQuery = (typeof MARKET_TAB_QUERY)[MarketTab];

// The specification's tab map 1,1,4,5,2,3: the index is the `tab` query value, the entry the
// tab's place in the bar (1-based). Index 0 (no or an unknown value) falls back to the first tab;
// the entries are a permutation of 1–5, which fixes the bar's order below.
export const TAB_MAP = [1, 1, 4, 5, 2, 3] as const;

/** The tabs in the bar's order: position p holds the tab whose query value q has TAB_MAP[q] = p. */
export const MARKET_TABS_IN_ORDER: readonly MarketTab[] = [
  'publications',
  'dataCentre',
  'interactiveData',
  'studies',
  'matchmaking',
];

/**
 * Tabs that cannot be chosen in the bar; a link may still name them. None since issue 26: the data
 * centre, disabled in the specification, is a search of the statistics by HS code (decisions).
 */
export const DISABLED_MARKET_TABS: ReadonlySet<MarketTab> = new Set<MarketTab>();

export type ResolvedMarketTab = {
  tab: MarketTab;
  /** The value to write back in the `tab` query. */
  query: MarketTabQuery;
  /** The 1-based place of the tab in the bar (TAB_MAP[query]). */
  position: number;
};

/** The tab a `tab` query names ("3" → matchmaking); missing or unknown values → publications. */
export function marketTabOf(query: string | null | undefined): ResolvedMarketTab {
  const value = query && /^\s*\d+\s*$/.test(query) ? Number(query) : 0;
  const position = TAB_MAP[value] ?? TAB_MAP[0];
  const tab = MARKET_TABS_IN_ORDER[position - 1] ?? 'publications';
  return { tab, query: MARKET_TAB_QUERY[tab], position };
}

/** The URL of a tab on the page: /pages/130-{slug}?tab={query}. */
export function marketTabHref(pagePath: string, tab: MarketTab): string {
  return `${pagePath}?tab=${MARKET_TAB_QUERY[tab]}`;
}
