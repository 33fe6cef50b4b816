// Issue 58: "What will it cost there?" The landed-cost page's address, so a lower feature (market
// access) links to it prefilled with the code and the market without importing the feature.

/** The landed-cost page's address (without locale). */
export const LANDED_COST_PATH = '/landed-cost';

/** The page prefilled with an HS code and one market or several (alpha-2). */
export const landedCostHref = (hs: string, country: string) =>
  `${LANDED_COST_PATH}?${new URLSearchParams({ hs, country }).toString()}`;
