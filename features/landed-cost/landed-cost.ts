import type {
  CurrencyRate,
  MarketIndicators,
} from '@/features/market-indicators/indicator-schemas';

import type { CostLine, MarketCost, NoteKey, UnknownKey } from './answer-schema';
import { FOB_BASIS_MARKETS, NO_FEDERAL_IMPORT_TAX, US_VALUATION_SOURCE } from './constants';
import { costLine, sumOf } from './cost-line';
import { convert, perUsdOf, roundMoney, roundTo } from './currency';
import { customsValueOf, type ValueInput } from './customs-value';
import type { DutyFacts } from './duty-facts-of';
import { dutyLinesOf, type DutyInput } from './duty-lines';

// The landed cost of goods in one market (issue 58), line by line like the UK Trade Tariff's duty
// calculator: the customs value on the market's basis, the duties, the VAT (or sales tax) on the
// customs value and the duties at the standard rate, and, for an FOB market, the carriage to its
// border. Every line is in the currency the price was entered in, rounded to its minor unit, and
// each sum adds the rounded lines; the total is then given in Jordanian dinars (three decimals)
// and in the market's currency (its minor unit), through the US dollar. Pure: the indicators and
// the duties come in as arguments (hand-built in the unit tests).

export type CostInput = ValueInput & Omit<DutyInput, 'assessed'> & { currency: string };

export type MarketFacts = {
  country: string;
  duties: DutyFacts;
  indicators: MarketIndicators;
  /** The member's saved self-assessment for the code and the market says "likely qualifies". */
  assessed: boolean;
};

type TaxLines = { lines: CostLine[]; tax: number | null; unknown: UnknownKey[]; notes: NoteKey[] };

function taxLinesOf(market: MarketFacts, base: number | null, currency: string): TaxLines {
  const { tax } = market.indicators;
  if (NO_FEDERAL_IMPORT_TAX.has(market.country)) {
    return { lines: [costLine('tax_us', 'plus', 0)], tax: 0, unknown: [], notes: [] };
  }
  if (!tax) {
    return {
      lines: [costLine('tax_unknown', 'plus', null)],
      tax: null,
      unknown: ['tax'],
      notes: [],
    };
  }
  const source = {
    name_en: tax.source.name_en,
    name_ar: tax.source.name_ar,
    url: tax.source.url,
    date: tax.source.date,
    checked_on: tax.source.checked_on,
  };
  const words = { text_en: tax.note_en, text_ar: tax.note_ar, source };
  if (tax.kind === 'none' || tax.rate === 0) {
    return { lines: [costLine('tax_none', 'plus', 0, words)], tax: 0, unknown: [], notes: [] };
  }
  const rate = roundTo(tax.rate * 100, 4);
  const amount = base === null ? null : roundMoney((base * rate) / 100, currency);
  return {
    lines: [
      costLine('tax_base', 'equals', base),
      costLine('tax', 'plus', amount, { ...words, rate, base }),
    ],
    tax: amount,
    unknown: [],
    notes: ['reducedRates'],
  };
}

/** The rates the answer used, each once, with its date and source (USD is the unit). */
function ratesUsed(codes: (string | null)[], rates: ReadonlyMap<string, CurrencyRate>) {
  const wanted = [...new Set(codes.filter((code): code is string => !!code && code !== 'USD'))];
  return wanted.flatMap((code) => rates.get(code) ?? []);
}

export function landedCostOf(
  input: CostInput,
  market: MarketFacts,
  rates: ReadonlyMap<string, CurrencyRate>,
): MarketCost {
  const { currency } = input;
  const basis = FOB_BASIS_MARKETS.has(market.country) ? 'FOB' : 'CIF';
  const value = customsValueOf(input, basis, currency);
  if (basis === 'FOB') {
    const customsLine = value.lines.at(-1)!;
    customsLine.source = { ...US_VALUATION_SOURCE };
  }
  const duty = dutyLinesOf(
    market.duties,
    { ...input, assessed: market.assessed },
    value.customs,
    currency,
  );
  const charged = duty.lines.filter((line) => line.op === 'plus').map((line) => line.amount);
  const dutiesSum = sumOf(charged);
  const taxBase =
    value.customs === null || dutiesSum === null
      ? null
      : roundMoney(value.customs + dutiesSum, currency);
  const tax = taxLinesOf(market, taxBase, currency);

  const totalSum = sumOf([
    value.customs,
    ...charged,
    tax.tax,
    ...value.carriage.map((line) => line.amount),
  ]);
  const total = totalSum === null ? null : roundMoney(totalSum, currency);

  const unknown: UnknownKey[] = [...value.unknown, ...duty.unknown, ...tax.unknown];
  const local = market.indicators.currency?.currency ?? null;
  if (!local) unknown.push('currency');
  const missing = (code: string) => perUsdOf(code, rates) === null;
  if (currency !== 'JOD' && missing(currency)) unknown.push('rate_entered');
  const jodNeeded = currency !== 'JOD' || (local !== null && local !== 'JOD');
  if (jodNeeded && missing('JOD')) unknown.push('rate_jod');
  if (local && local !== currency && local !== 'JOD' && missing(local)) unknown.push('rate_local');

  const inJod = total === null ? null : convert(total, currency, 'JOD', rates);
  const inLocal = total === null || !local ? null : convert(total, currency, local, rates);
  return {
    country: market.country,
    customs_basis: basis,
    currency,
    lines: [
      ...value.lines,
      ...duty.lines,
      ...tax.lines,
      ...value.carriage,
      costLine('total', 'equals', total),
    ],
    total_jod: inJod === null ? null : roundTo(inJod, 3),
    total_local: {
      amount: inLocal === null || !local ? null : roundMoney(inLocal, local),
      currency: local,
    },
    unknown: [...new Set(unknown)],
    notes: [...new Set([...value.notes, ...duty.notes, ...tax.notes])],
    duty_basis: duty.basis,
    tariff_link: market.duties.tariff_link,
    rates: ratesUsed([currency, 'JOD', local], rates),
  };
}
