import type { IndicatorDataset } from '@/lib/db/schema/market-indicators';

// The files of the market indicators (issue 58), shipped in data/market-indicators/ (its README:
// source, commit, date, licence), each with what the portal says of its source. The imports keep
// countries only (an ISO alpha-3 code the `countries` table knows: the World Bank's aggregates are
// left out) and figures from FIRST_YEAR on: the pages show the latest figures, and the seed stays
// small (about 19,000 rows).

/** The first year (or month's year) an import keeps. */
export const FIRST_YEAR = 2000;

/** The day the shipped files were copied and reviewed (their README). */
export const FILES_CHECKED_ON = '2026-11-27';

export type IndicatorFileSource = {
  /** The shipped file, from the repository's root. */
  file: string;
  name_en: string;
  name_ar: string;
  url: string;
  licence: string;
  /** The commit day of the copy shipped. */
  source_date: string;
  /** What the import counts ("GDP figures"). */
  what: string;
};

const PDDL = 'ODC Public Domain Dedication and Licence (PDDL) 1.0';

/** Each licence's text, by its name as the datasets give it. */
export const LICENCE_URLS: Readonly<Record<string, string>> = {
  [PDDL]: 'https://opendatacommons.org/licenses/pddl/1-0/',
  MIT: 'https://opensource.org/license/mit',
};

export const INDICATOR_FILES: Record<IndicatorDataset, IndicatorFileSource> = {
  gdp: {
    file: 'data/market-indicators/gdp.csv',
    name_en: 'World Bank, GDP (current US$), via datasets/gdp',
    name_ar: 'البنك الدولي، الناتج المحلي الإجمالي (بالدولار الأمريكي الجاري)',
    url: 'https://data.worldbank.org/indicator/NY.GDP.MKTP.CD',
    licence: PDDL,
    source_date: '2026-03-20',
    what: 'GDP figures',
  },
  population: {
    file: 'data/market-indicators/population.csv',
    name_en: 'World Bank, Population, total, via datasets/population',
    name_ar: 'البنك الدولي، إجمالي عدد السكان',
    url: 'https://data.worldbank.org/indicator/SP.POP.TOTL',
    licence: PDDL,
    source_date: '2026-03-06',
    what: 'population figures',
  },
  'exchange-rates-monthly': {
    file: 'data/market-indicators/exchange-rates-monthly.csv',
    name_en:
      'Federal Reserve Bank of St. Louis (FRED), monthly exchange rates, via datasets/exchange-rates',
    name_ar: 'بنك الاحتياطي الفيدرالي في سانت لويس (FRED)، أسعار الصرف الشهرية',
    url: 'https://fred.stlouisfed.org/categories/94',
    licence: PDDL,
    source_date: '2026-07-21',
    what: 'monthly exchange rates',
  },
  'exchange-rates-yearly': {
    file: 'data/market-indicators/exchange-rates-yearly.csv',
    name_en:
      'Federal Reserve Bank of St. Louis (FRED), yearly exchange rates, via datasets/exchange-rates',
    name_ar: 'بنك الاحتياطي الفيدرالي في سانت لويس (FRED)، أسعار الصرف السنوية',
    url: 'https://fred.stlouisfed.org/categories/94',
    licence: PDDL,
    source_date: '2026-07-21',
    what: 'yearly exchange rates',
  },
  'sales-tax-rates': {
    file: 'data/market-indicators/sales-tax-rates.json',
    name_en:
      'node-sales-tax, standard VAT, GST and sales-tax rates (valeriansaliou/node-sales-tax)',
    name_ar: 'node-sales-tax، المعدلات القياسية لضريبة القيمة المضافة وضريبة المبيعات',
    url: 'https://github.com/valeriansaliou/node-sales-tax',
    licence: 'MIT',
    source_date: '2025-10-31',
    what: 'tax rates',
  },
};
