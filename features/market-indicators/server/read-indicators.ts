import 'server-only';

import { and, desc, eq, inArray, lte } from 'drizzle-orm';

import {
  exchangeRates,
  gdpFigures,
  indicatorDatasets,
  populationFigures,
  salesTaxRates,
  vatCorrections,
} from '@/lib/db/schema';
import type { IndicatorDataset } from '@/lib/db/schema/market-indicators';
import type { Db } from '@/lib/db/types';
import { currencyOfCountry } from '@/lib/market-indicators/country-currencies';
import { type CurrencyPeg, pegOf } from '@/lib/market-indicators/currency-pegs';

import type {
  CurrencyRate,
  IndicatorSource,
  MarketIndicators,
  TaxRate,
  YearFigure,
} from '../indicator-schemas';

import { latestFigures, perCapita } from './year-figures';

// The contract the landed cost and the comparison read (issue 58): what the portal holds about each
// market, every figure with its dataset (name, address, licence, dates). GDP and population are the
// latest year imported; GDP per capita the latest year both have. The tax rate is staff's correction
// when there is one, else the tax file's. The currency is the tax file's (else a short ISO 4217
// list); its rate the month's FRED mean (the month asked for, else the latest on or before it), else
// its central bank's peg, else none: a figure the portal does not hold is null, never guessed.

type Datasets = Map<IndicatorDataset, IndicatorSource>;

async function readDatasets(db: Db): Promise<Datasets> {
  const rows = await db.select().from(indicatorDatasets);
  return new Map(
    rows.map((row) => [
      row.dataset,
      {
        name_en: row.name_en,
        name_ar: row.name_ar,
        url: row.url,
        licence: row.licence,
        date: row.source_date,
        checked_on: row.checked_on,
      },
    ]),
  );
}

const pegSource = (peg: CurrencyPeg): IndicatorSource => ({
  name_en: peg.name_en,
  name_ar: peg.name_ar,
  url: peg.url,
  licence: null,
  date: peg.since,
  checked_on: peg.checked_on,
});

/** A peg as a sourced rate: units of the currency per dollar, since the day it took effect. */
const pegRate = (peg: CurrencyPeg): CurrencyRate => ({
  currency: peg.currency,
  per_usd: peg.per_usd,
  date: peg.since ?? peg.checked_on,
  basis: 'peg',
  source: pegSource(peg),
});

/** The month's (YYYY-MM) or the latest monthly rate of each currency, on or before that month. */
async function readRates(db: Db, currencies: string[], month: string | undefined) {
  const found = new Map<string, { per_usd: number; date: string }>();
  if (currencies.length === 0) return found;
  const rows = await db
    .select({
      currency: exchangeRates.currency,
      date: exchangeRates.date,
      per_usd: exchangeRates.per_usd,
    })
    .from(exchangeRates)
    .where(
      and(
        eq(exchangeRates.frequency, 'monthly'),
        inArray(exchangeRates.currency, currencies),
        month ? lte(exchangeRates.date, `${month}-01`) : undefined,
      ),
    )
    .orderBy(desc(exchangeRates.date));
  for (const row of rows) if (!found.has(row.currency)) found.set(row.currency, row);
  return found;
}

function currencyRate(
  currency: string | null,
  rates: Map<string, { per_usd: number; date: string }>,
  datasets: Datasets,
): CurrencyRate | null {
  if (!currency) return null;
  if (currency === 'USD') {
    return { currency, per_usd: 1, date: null, basis: null, source: null };
  }
  const market = rates.get(currency);
  if (market) {
    const source = datasets.get('exchange-rates-monthly') ?? null;
    return { currency, per_usd: market.per_usd, date: market.date, basis: 'market', source };
  }
  const peg = pegOf(currency);
  if (peg) return pegRate(peg);
  return { currency, per_usd: null, date: null, basis: null, source: null };
}

type TaxRow = typeof salesTaxRates.$inferSelect;
type CorrectionRow = typeof vatCorrections.$inferSelect;

const STATES_NOTE = {
  en: 'Rates also vary by state or province; the national rate is shown.',
  ar: 'تختلف المعدلات أيضاً بحسب الولاية أو المقاطعة؛ المعروض هو المعدل الوطني.',
};

function taxRate(
  file: TaxRow | undefined,
  correction: CorrectionRow | undefined,
  datasets: Datasets,
): TaxRate | null {
  if (correction) {
    return {
      kind: correction.kind,
      rate: correction.rate,
      corrected: true,
      note_en: correction.note_en || null,
      note_ar: correction.note_ar || null,
      source: {
        name_en: correction.source_name_en,
        name_ar: correction.source_name_ar,
        url: correction.url,
        licence: null,
        date: correction.source_date,
        checked_on: correction.checked_on,
      },
    };
  }
  const source = datasets.get('sales-tax-rates');
  if (!file || !source) return null;
  return {
    kind: file.kind,
    rate: file.rate,
    corrected: false,
    note_en: file.has_states ? STATES_NOTE.en : null,
    note_ar: file.has_states ? STATES_NOTE.ar : null,
    source,
  };
}

/**
 * The indicators of each market asked for (alpha-2), keyed by it; `month` (YYYY-MM) picks the
 * exchange rates of that month (default: the latest month imported).
 */
export async function readMarketIndicators(
  db: Db,
  countries: readonly string[],
  options: { month?: string } = {},
): Promise<Map<string, MarketIndicators>> {
  const codes = [...new Set(countries.map((country) => country.toUpperCase()))];
  if (codes.length === 0) return new Map();
  const [datasets, gdp, population, taxes, corrections] = await Promise.all([
    readDatasets(db),
    latestFigures(db, gdpFigures, codes),
    latestFigures(db, populationFigures, codes),
    db.select().from(salesTaxRates).where(inArray(salesTaxRates.country, codes)),
    db.select().from(vatCorrections).where(inArray(vatCorrections.country, codes)),
  ]);
  const taxOf = new Map(taxes.map((row) => [row.country, row]));
  const correctionOf = new Map(corrections.map((row) => [row.country, row]));
  const currencyOf = new Map(
    codes.map((code) => [code, currencyOfCountry(code, taxOf.get(code)?.currency ?? null)]),
  );
  const wanted = [...new Set([...currencyOf.values()].filter((code): code is string => !!code))];
  const rates = await readRates(db, wanted, options.month);
  const figure = (dataset: IndicatorDataset, row?: { year: number; value: number }) => {
    const source = datasets.get(dataset);
    return row && source
      ? ({ value: row.value, year: row.year, source } satisfies YearFigure)
      : null;
  };
  return new Map(
    countries.map((asked) => {
      const code = asked.toUpperCase();
      const gdpRows = gdp.get(code) ?? [];
      const populationRows = population.get(code) ?? [];
      const capita = perCapita(gdpRows, populationRows);
      const gdpSource = datasets.get('gdp');
      return [
        asked,
        {
          country: code,
          gdp_usd: figure('gdp', gdpRows[0]),
          population: figure('population', populationRows[0]),
          gdp_per_capita_usd: capita && gdpSource ? { ...capita, source: gdpSource } : null,
          tax: taxRate(taxOf.get(code), correctionOf.get(code), datasets),
          currency: currencyRate(currencyOf.get(code) ?? null, rates, datasets),
        },
      ];
    }),
  );
}

/** The Jordanian dinar per US dollar: the Central Bank of Jordan's peg, as a sourced fact. */
export async function readDinarRate(_db: Db): Promise<CurrencyRate> {
  return pegRate(pegOf('JOD')!);
}
