// Where to sell (issue 38): the importing markets of a product, from the imported BACI flows.

/** The largest importing markets a page lists (Jordan left out); the sort orders these. */
export const WHERE_TO_SELL_MARKETS = 30;
/** The markets the bar chart draws. */
export const WHERE_TO_SELL_CHART_MARKETS = 10;
/** Growth is measured over this many years, back from the latest year imported. */
export const GROWTH_YEARS = 5;

/** How the markets can be ordered; `value` (imports, largest first) unless the address says. */
export const WHERE_TO_SELL_SORTS = ['value', 'growth', 'jordan', 'unit-value'] as const;
export type WhereToSellSort = (typeof WHERE_TO_SELL_SORTS)[number];

/** BACI, what its licence asks to be said, and where the agency downloads it. */
export const BACI_SOURCE = {
  name: 'CEPII BACI',
  url: 'https://www.cepii.fr/CEPII/en/bdd_modele/bdd_modele_item.asp?id=37',
  licence: 'Etalab Open Licence 2.0',
  licenceUrl: 'https://www.etalab.gouv.fr/licence-ouverte-open-licence/',
  attribution: 'CEPII, BACI (Gaulier and Zignago, 2010)',
} as const;
