import type { CurrencyRate } from '@/features/market-indicators/indicator-schemas';

// Money in the landed cost (issue 58): each figure rounded to its currency's minor unit (ISO 4217
// as the platform's Intl knows it: JOD, KWD, BHD and OMR 3 decimals, SAR and USD 2, JPY 0), and
// amounts turned from one currency into another through the US dollar.

const minorUnits = new Map<string, number>();

/** The decimals a currency's amounts are written with (2 for a code Intl does not know). */
export function minorUnitOf(currency: string): number {
  let digits = minorUnits.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits;
    } catch {
      digits = 2;
    }
    digits ??= 2;
    minorUnits.set(currency, digits);
  }
  return digits;
}

/** `value` rounded half away from zero to `digits` decimals, through its decimal text. */
export function roundTo(value: number, digits: number): number {
  const rounded = Number(`${Math.round(Number(`${Math.abs(value)}e${digits}`))}e-${digits}`);
  return value < 0 ? -rounded : rounded;
}

/** `value` rounded to the currency's minor unit. */
export const roundMoney = (value: number, currency: string) =>
  roundTo(value, minorUnitOf(currency));

/** The units of `currency` a dollar buys: 1 for USD, the rate held, else null. */
export function perUsdOf(
  currency: string,
  rates: ReadonlyMap<string, CurrencyRate>,
): number | null {
  if (currency === 'USD') return 1;
  return rates.get(currency)?.per_usd ?? null;
}

/**
 * `amount` of `from` in `to`, through the dollar (amount ÷ from per USD × to per USD), unrounded;
 * null when a rate is missing.
 */
export function convert(
  amount: number,
  from: string,
  to: string,
  rates: ReadonlyMap<string, CurrencyRate>,
): number | null {
  if (from === to) return amount;
  const fromPerUsd = perUsdOf(from, rates);
  const toPerUsd = perUsdOf(to, rates);
  if (fromPerUsd === null || toPerUsd === null) return null;
  return (amount / fromPerUsd) * toPerUsd;
}
