import { CsvSyntaxError, parseCsv } from '@/lib/csv/parse-csv';
import { TAX_RATE_KINDS } from '@/lib/db/schema/market-indicators';

import { EURO_CONVERSION, FRED_SERIES, perUsdOf, type QuoteDirection } from './fred-series';
import { FIRST_YEAR } from './indicator-sources';

// The market indicators' files read and checked whole before anything is written (issue 58): a
// malformed row stops the import with its position (line and column, from 1), so the operator can
// open the file there. What is kept: countries the `countries` table knows (alpha-3 → alpha-2),
// from FIRST_YEAR on.

/** A malformed file: what is wrong, and where. */
export class IndicatorFileError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(`line ${line}, column ${column}: ${message}`);
  }
}

export type YearFigureRow = { country: string; year: number; value: number };
export type ExchangeRateRow = { currency: string; date: string; per_usd: number; series: string };
export type TaxRateRow = {
  country: string;
  kind: (typeof TAX_RATE_KINDS)[number];
  rate: number;
  currency: string;
  has_states: number;
};
export type Parsed<Row> = { rows: Row[]; records: number; leftOut: number };

function csvRows(text: string, header: readonly (readonly string[])[]) {
  let rows;
  try {
    rows = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError)
      throw new IndicatorFileError('a quote is never closed', error.line, 1);
    throw error;
  }
  const [first, ...rest] = rows;
  const names = first?.cells.map((cell) => cell.trim()) ?? [];
  header.forEach((choices, index) => {
    if (!choices.includes(names[index] ?? '')) {
      throw new IndicatorFileError(
        `the heading should be "${choices.join('" or "')}", not "${names[index] ?? ''}"`,
        first?.line ?? 1,
        index + 1,
      );
    }
  });
  for (const row of rest) {
    if (row.cells.length !== header.length) {
      throw new IndicatorFileError(
        `${header.length} columns expected, ${row.cells.length} found`,
        row.line,
        Math.min(row.cells.length, header.length) + 1,
      );
    }
  }
  return rest;
}

/** A number as the files write it (a decimal point, an optional exponent); null otherwise. */
function numberOf(cell: string): number | null {
  const text = cell.trim();
  if (!/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** The World Bank's `Country Name,Country Code,Year,Value` (GDP, population). */
export function parseYearFigures(
  text: string,
  alpha2Of: ReadonlyMap<string, string>,
): Parsed<YearFigureRow> {
  const rows = csvRows(text, [['Country Name'], ['Country Code'], ['Year'], ['Value']]);
  const kept = new Map<string, YearFigureRow>();
  let leftOut = 0;
  for (const { line, cells } of rows) {
    const code = cells[1]!.trim();
    if (!/^[A-Z0-9]{3}$/.test(code)) {
      throw new IndicatorFileError(`"${code}" is not a three-letter code`, line, 2);
    }
    const year = numberOf(cells[2]!);
    if (year === null || !Number.isInteger(year) || year < 1900 || year > 2100) {
      throw new IndicatorFileError(`"${cells[2]}" is not a year`, line, 3);
    }
    const value = numberOf(cells[3]!);
    if (value === null || value < 0) {
      throw new IndicatorFileError(`"${cells[3]}" is not a figure`, line, 4);
    }
    const country = alpha2Of.get(code);
    if (!country || year < FIRST_YEAR) {
      leftOut += 1;
      continue;
    }
    const key = `${country}:${year}`;
    if (kept.has(key)) throw new IndicatorFileError(`${code} ${year} appears twice`, line, 2);
    kept.set(key, { country, year, value });
  }
  return { rows: [...kept.values()], records: rows.length, leftOut };
}

/**
 * The file's direction checked against the euro's fixed conversion rates: on a day with both the
 * euro's and a former national currency's rows (1999–2001), units per dollar of the national
 * currency over the euro's is its rate per euro. A file read the wrong way round is refused at the
 * euro's row.
 */
function checkEuroDirection(rates: Map<string, { per_usd: number; line: number }>) {
  for (const [key, euro] of rates) {
    const [currency, date] = key.split(':');
    if (currency !== 'EUR') continue;
    for (const [national, perEuro] of Object.entries(EURO_CONVERSION)) {
      const other = rates.get(`${national}:${date}`);
      if (!other) continue;
      if (Math.abs(other.per_usd / euro.per_usd / perEuro - 1) > 0.01) {
        throw new IndicatorFileError(
          `the euro's rate (${euro.per_usd.toFixed(4)} per dollar) does not agree with ${national}'s ` +
            `fixed ${perEuro} per euro: the file quotes it the other way round (import it with ` +
            `the other quote direction: --fred-quotes, or without it)`,
          euro.line,
          3,
        );
      }
      return;
    }
  }
}

/**
 * FRED's `Date,Country,Exchange rate` (monthly) or `Date,Country,Value` (yearly), as units of each
 * currency per dollar; `quote: 'fred'` inverts the series FRED quotes as dollars per unit.
 */
export function parseExchangeRates(
  text: string,
  frequency: 'monthly' | 'yearly',
  quote: QuoteDirection = 'per-usd',
): Parsed<ExchangeRateRow> {
  const rows = csvRows(text, [['Date'], ['Country'], ['Exchange rate', 'Value']]);
  const all = new Map<string, { per_usd: number; line: number }>();
  const kept: ExchangeRateRow[] = [];
  const datePattern = frequency === 'monthly' ? /^\d{4}-\d{2}-01$/ : /^\d{4}-01-01$/;
  const period = frequency === 'monthly' ? 'month' : 'year';
  for (const { line, cells } of rows) {
    const date = cells[0]!.trim();
    if (!datePattern.test(date)) {
      throw new IndicatorFileError(`"${date}" is not the first day of a ${period}`, line, 1);
    }
    const name = cells[1]!.trim();
    const series = FRED_SERIES[name];
    if (!series) throw new IndicatorFileError(`"${name}" is not a known series`, line, 2);
    const value = numberOf(cells[2]!);
    if (value === null || value <= 0) {
      throw new IndicatorFileError(`"${cells[2]}" is not an exchange rate`, line, 3);
    }
    const key = `${series.currency}:${date}`;
    if (all.has(key)) throw new IndicatorFileError(`${name} ${date} appears twice`, line, 1);
    const per_usd = perUsdOf(series, value, quote);
    all.set(key, { per_usd, line });
    if (Number(date.slice(0, 4)) >= FIRST_YEAR) {
      kept.push({ currency: series.currency, date, per_usd, series: name });
    }
  }
  checkEuroDirection(all);
  return { rows: kept, records: rows.length, leftOut: rows.length - kept.length };
}

/** Line and column (from 1) of the character at `offset`. */
export function positionOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset));
  const lines = before.split('\n');
  return { line: lines.length, column: lines.at(-1)!.length + 1 };
}

const KIND_OF: Record<string, TaxRateRow['kind']> = { vat: 'vat', gst: 'gst', none: 'none' };

/** node-sales-tax's `{ "<alpha-2>": { type, currency, rate, before?, states? } }`. */
export function parseSalesTax(text: string): Parsed<TaxRateRow> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const offset = Number(
      /position (\d+)/.exec(String((error as Error).message))?.[1] ?? text.length,
    );
    const { line, column } = positionOf(text, offset);
    throw new IndicatorFileError(`not JSON (${(error as Error).message})`, line, column);
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new IndicatorFileError('an object of countries expected', 1, 1);
  }
  const rows: TaxRateRow[] = [];
  for (const [country, entry] of Object.entries(data as Record<string, unknown>)) {
    const at = text.search(new RegExp(`"${country.replace(/[^A-Za-z0-9]/g, '.')}"\\s*:`));
    const where = positionOf(text, at < 0 ? 0 : at);
    const fail = (message: string): never => {
      throw new IndicatorFileError(`${country}: ${message}`, where.line, where.column);
    };
    if (!/^[A-Z]{2}$/.test(country)) fail('not an ISO alpha-2 code');
    const record = (entry ?? {}) as Record<string, unknown>;
    const kind = KIND_OF[String(record.type)];
    if (!kind) fail(`"${String(record.type)}" is not a tax type (vat, gst, none)`);
    if (typeof record.currency !== 'string' || !/^[A-Z]{3}$/.test(record.currency)) {
      fail('its currency is not an ISO 4217 code');
    }
    const rate = record.rate;
    if (typeof rate !== 'number' || !(rate >= 0 && rate <= 1))
      fail('its rate is not between 0 and 1');
    rows.push({
      country,
      kind: kind!,
      rate: rate as number,
      currency: record.currency as string,
      has_states: record.states && typeof record.states === 'object' ? 1 : 0,
    });
  }
  return { rows, records: rows.length, leftOut: 0 };
}
