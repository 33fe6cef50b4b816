import type { CostLine, LineKey } from './answer-schema';

// A line of the landed cost's arithmetic (issue 58), with the fields a line does not use left null.

export const costLine = (
  key: LineKey,
  op: CostLine['op'],
  amount: number | null,
  more: Partial<Omit<CostLine, 'key' | 'op' | 'amount'>> = {},
): CostLine => ({
  key,
  op,
  amount,
  rate: null,
  base: null,
  specific: null,
  text_en: null,
  text_ar: null,
  source: null,
  ...more,
});

/** The sum of the amounts, or null when one of them is not known. */
export const sumOf = (amounts: readonly (number | null)[]): number | null =>
  amounts.some((amount) => amount === null)
    ? null
    : amounts.reduce<number>((total, amount) => total + (amount ?? 0), 0);
