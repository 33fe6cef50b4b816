import { INDICATOR_DATASETS, type IndicatorDataset } from '@/lib/db/schema/market-indicators';
import { INDICATOR_FILES, LICENCE_URLS } from '@/lib/market-indicators/indicator-sources';

// Issue 58: open data of others that the portal imports and republishes in its market indicators
// (GDP, population, exchange rates, tax rates), listed beside the portal's own collections on
// /open-data and in /data.json with their publisher, source and licence, not the portal's.

/** The JSON list of these datasets with their sources, licences and days (GET). */
export const SOURCED_DATASETS_PATH = '/api/market-indicators/datasets';

export type SourcedDataset = {
  key: IndicatorDataset;
  /** The publisher (World Bank, FRED, the tax file's author). */
  publisher: string;
  sourceUrl: string;
  licence: { name: string; url: string };
  /** YYYY-MM-DD: the day of the copy imported. */
  sourceDate: string;
  keywords: readonly string[];
};

const PUBLISHERS: Record<IndicatorDataset, string> = {
  gdp: 'World Bank',
  population: 'World Bank',
  'exchange-rates-monthly': 'Federal Reserve Bank of St. Louis (FRED)',
  'exchange-rates-yearly': 'Federal Reserve Bank of St. Louis (FRED)',
  'sales-tax-rates': 'Valerian Saliou (node-sales-tax)',
};

const KEYWORDS: Record<IndicatorDataset, readonly string[]> = {
  gdp: ['GDP', 'market size', 'World Bank'],
  population: ['population', 'market size', 'World Bank'],
  'exchange-rates-monthly': ['exchange rates', 'currencies', 'FRED'],
  'exchange-rates-yearly': ['exchange rates', 'currencies', 'FRED'],
  'sales-tax-rates': ['VAT', 'sales tax', 'landed cost'],
};

export const SOURCED_DATASETS: readonly SourcedDataset[] = INDICATOR_DATASETS.map((key) => {
  const file = INDICATOR_FILES[key];
  return {
    key,
    publisher: PUBLISHERS[key],
    sourceUrl: file.url,
    licence: { name: file.licence, url: LICENCE_URLS[file.licence]! },
    sourceDate: file.source_date,
    keywords: KEYWORDS[key],
  };
});

/** The anchor of a sourced dataset on the open-data page. */
export const sourcedAnchor = (key: IndicatorDataset) => `source-${key}`;
