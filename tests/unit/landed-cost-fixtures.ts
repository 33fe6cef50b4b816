import type { MarketCost } from '@/features/landed-cost/answer-schema';
import { NO_DUTY_FACTS, type DutyFacts } from '@/features/landed-cost/duty-facts-of';
import type { CostInput } from '@/features/landed-cost/landed-cost';
import type {
  CurrencyRate,
  MarketIndicators,
  TaxRate,
} from '@/features/market-indicators/indicator-schemas';

// Issue 58: the hand-built figures of the landed cost's unit tests, as the indicators' reader and
// the market-access answer would give them. Rates: the dinar's peg JOD 0.709 per USD, the riyal's
// SAR 3.75 per USD; for the pound and the Kuwaiti dinar, figures chosen for the tests.

export const SOURCE = {
  name_en: 'Test source',
  name_ar: 'مصدر الاختبار',
  url: 'https://example.org',
  date: '2026-01-01',
  checked_on: '2026-11-20',
};
export const INDICATOR_SOURCE = { ...SOURCE, licence: null, checked_on: '2026-11-27' };

export const rate = (
  currency: string,
  perUsd: number | null,
  basis: 'peg' | 'market' = 'peg',
): CurrencyRate => ({
  currency,
  per_usd: perUsd,
  date: '2026-10-01',
  basis,
  source: INDICATOR_SOURCE,
});
export const RATES = new Map<string, CurrencyRate>([
  ['JOD', rate('JOD', 0.709)],
  ['SAR', rate('SAR', 3.75)],
  ['GBP', rate('GBP', 0.79, 'market')],
  ['KWD', rate('KWD', 0.307, 'market')],
  ['EUR', rate('EUR', null, 'market')],
]);

export const vat = (value: number, kind: TaxRate['kind'] = 'vat'): TaxRate => ({
  kind,
  rate: value,
  corrected: false,
  note_en: null,
  note_ar: null,
  source: INDICATOR_SOURCE,
});

export const indicators = (
  country: string,
  tax: TaxRate | null,
  currency: CurrencyRate | null,
): MarketIndicators => ({
  country,
  gdp_usd: null,
  population: null,
  gdp_per_capita_usd: null,
  tax,
  currency,
});

export const free = (agreement: string): DutyFacts => ({
  ...NO_DUTY_FACTS,
  preference: {
    kind: 'free',
    agreement_en: agreement,
    agreement_ar: agreement,
    text_en: 'Free',
    text_ar: 'معفى',
    source: SOURCE,
  },
});

export const input = (more: Partial<CostInput>): CostInput => ({
  value: 1000,
  currency: 'JOD',
  incoterm: 'CIF',
  unit: 'kg',
  qualifies: true,
  ...more,
});

/** The lines as [key, amount] pairs, the arithmetic as the page writes it. */
export const arithmetic = (cost: MarketCost) => cost.lines.map((line) => [line.key, line.amount]);
