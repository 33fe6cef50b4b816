// The import map of "Where to sell" as the server hands it to the page (server/market-map.ts).

/** How dark a market is drawn: 1 the smallest fifth of the markets shown, 5 the largest. */
export type MapShade = 1 | 2 | 3 | 4 | 5;

export type MappedMarket = {
  code: string;
  name_en: string;
  name_ar: string;
  value_usd: number;
  shade: MapShade;
  d: string;
};

export type MarketMapDrawing = {
  width: number;
  height: number;
  /** Every other country, grey. */
  land: string[];
  markets: MappedMarket[];
};
