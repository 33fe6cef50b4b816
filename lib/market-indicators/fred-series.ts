// The exchange-rate files name a series by its country (FRED's H.10 and G.5A series, as the
// datasets/exchange-rates repository writes them), not by its currency: each name here is mapped to
// its ISO 4217 code; a series not named here stops the import (a currency is never guessed). FRED
// itself quotes five series as US dollars per unit of the currency (Australia, the euro, Ireland,
// New Zealand, the United Kingdom; `usdPerUnit`) and every other as units per dollar. The copy the
// portal ships already gives every series as units per dollar (checked: its euro and Deutsche Mark
// rows of 2001-12 stand at 1.9558 marks per euro, the fixed conversion rate; so do the franc's and
// the Irish pound's), so it is read as it is (`quote: 'per-usd'`); a file of FRED's own quotes is
// imported with `--fred-quotes`, which inverts those five. Either way the import checks the
// direction against the euro's fixed conversion rates (checkEuroDirection) and refuses a file read
// the wrong way round. The euro area's national currencies end with 2001 (Greece's with 2000).
// Venezuela's series runs across the bolívar's redenominations (2008, 2018, 2021) as FRED
// publishes it: its latest rows are in bolívares digitales (VES).

/** How a file quotes the five dollars-per-unit series: already turned (`per-usd`) or as FRED does. */
export type QuoteDirection = 'per-usd' | 'fred';

export type FredSeries = { currency: string; usdPerUnit: boolean };

export const FRED_SERIES: Readonly<Record<string, FredSeries>> = {
  Australia: { currency: 'AUD', usdPerUnit: true },
  Austria: { currency: 'ATS', usdPerUnit: false },
  Belgium: { currency: 'BEF', usdPerUnit: false },
  Brazil: { currency: 'BRL', usdPerUnit: false },
  Canada: { currency: 'CAD', usdPerUnit: false },
  China: { currency: 'CNY', usdPerUnit: false },
  Denmark: { currency: 'DKK', usdPerUnit: false },
  Euro: { currency: 'EUR', usdPerUnit: true },
  Finland: { currency: 'FIM', usdPerUnit: false },
  France: { currency: 'FRF', usdPerUnit: false },
  Germany: { currency: 'DEM', usdPerUnit: false },
  Greece: { currency: 'GRD', usdPerUnit: false },
  'Hong Kong': { currency: 'HKD', usdPerUnit: false },
  India: { currency: 'INR', usdPerUnit: false },
  Ireland: { currency: 'IEP', usdPerUnit: true },
  Italy: { currency: 'ITL', usdPerUnit: false },
  Japan: { currency: 'JPY', usdPerUnit: false },
  Malaysia: { currency: 'MYR', usdPerUnit: false },
  Mexico: { currency: 'MXN', usdPerUnit: false },
  Netherlands: { currency: 'NLG', usdPerUnit: false },
  'New Zealand': { currency: 'NZD', usdPerUnit: true },
  Norway: { currency: 'NOK', usdPerUnit: false },
  Portugal: { currency: 'PTE', usdPerUnit: false },
  Singapore: { currency: 'SGD', usdPerUnit: false },
  'South Africa': { currency: 'ZAR', usdPerUnit: false },
  'South Korea': { currency: 'KRW', usdPerUnit: false },
  Spain: { currency: 'ESP', usdPerUnit: false },
  'Sri Lanka': { currency: 'LKR', usdPerUnit: false },
  Sweden: { currency: 'SEK', usdPerUnit: false },
  Switzerland: { currency: 'CHF', usdPerUnit: false },
  Taiwan: { currency: 'TWD', usdPerUnit: false },
  Thailand: { currency: 'THB', usdPerUnit: false },
  'United Kingdom': { currency: 'GBP', usdPerUnit: true },
  Venezuela: { currency: 'VES', usdPerUnit: false },
};

/** The rate as units of the currency per US dollar, whichever way the file quotes it. */
export const perUsdOf = (series: FredSeries, value: number, quote: QuoteDirection): number =>
  quote === 'fred' && series.usdPerUnit ? 1 / value : value;

/** The euro's irrevocable conversion rates (Council Regulation (EC) No 2866/98): units per euro. */
export const EURO_CONVERSION: Readonly<Record<string, number>> = {
  DEM: 1.95583,
  FRF: 6.55957,
  IEP: 0.787564,
  ITL: 1936.27,
  NLG: 2.20371,
};
