import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { additionalRateOf, adValoremOf } from '@/features/landed-cost/duty-facts-of';
import { landedCostQuerySchema } from '@/features/landed-cost/query-schema';

// Issue 58: the landed cost's inputs (one schema for the form and the route) and the duty figures
// it reads out of the market-access answer's words.

const messagesOf = (query: Record<string, string>) => {
  const result = landedCostQuerySchema.safeParse(query);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

const BASE = { hs: '6109.10', country: 'SA', value: '1000', incoterm: 'CIF' };

describe('the landed cost query', () => {
  it('reads the codes, the markets, the numbers as typed (Arabic digits too) and the defaults', () => {
    const parsed = landedCostQuerySchema.parse({
      ...BASE,
      country: 'sa, us,SA',
      value: '١٬٠٠٠٫٥',
      freight: '',
      qualifies: 'on',
    });
    expect(parsed).toMatchObject({
      hs: '610910',
      country: ['SA', 'US'],
      value: 1000.5,
      currency: 'JOD',
      unit: 'kg',
      qualifies: true,
    });
    expect(parsed.freight).toBeUndefined();
  });

  it('refuses each wrong input with its message key', () => {
    expect(messagesOf({ ...BASE, hs: '' })).toEqual({ hs: 'rules.required' });
    expect(messagesOf({ ...BASE, hs: '99999' })).toEqual({ hs: 'LandedCost.errors.code' });
    expect(messagesOf({ ...BASE, country: 'XX' })).toEqual({
      country: 'LandedCost.errors.country',
    });
    expect(messagesOf({ ...BASE, country: 'JO' })).toEqual({ country: 'LandedCost.errors.jordan' });
    expect(messagesOf({ ...BASE, country: 'SA,AE,KW,QA,OM,BH,US' })).toEqual({
      country: 'LandedCost.errors.tooMany',
    });
    expect(messagesOf({ ...BASE, value: 'abc' })).toEqual({ value: 'LandedCost.errors.number' });
    expect(messagesOf({ ...BASE, value: '0' })).toEqual({ value: 'LandedCost.errors.number' });
    expect(messagesOf({ ...BASE, value: '2000000000' })).toEqual({
      value: 'LandedCost.errors.tooLarge',
    });
    expect(messagesOf({ ...BASE, incoterm: 'FAS' })).toEqual({
      incoterm: 'LandedCost.errors.incoterm',
    });
    expect(messagesOf({ ...BASE, currency: 'dollars' })).toEqual({
      currency: 'LandedCost.errors.currency',
    });
    expect(messagesOf({ ...BASE, duty_amount: '10' })).toEqual({
      quantity: 'LandedCost.errors.quantityNeeded',
    });
    expect(messagesOf({ ...BASE, duty_rate: '-1' })).toEqual({
      duty_rate: 'LandedCost.errors.number',
    });
    expect(messagesOf({ ...BASE, unit: 'furlong' })).toEqual({ unit: 'rules.invalid' });
  });
});

describe('the duty figures in the answer’s words', () => {
  it('reads a plain percentage or "Free", nothing else', () => {
    expect(adValoremOf('16.5%')).toBe(16.5);
    expect(adValoremOf('0.00 %')).toBe(0);
    expect(adValoremOf('Free')).toBe(0);
    expect(adValoremOf('3.4¢/kg')).toBeNull();
    expect(adValoremOf('12.00 % + 94.00 GBP / 100 kg')).toBeNull();
  });

  it('reads the Section 232 rate the repository’s duty facts state (50 % since 4 June 2025)', () => {
    const facts = JSON.parse(
      readFileSync('data/agreement-facts/additional-duties.json', 'utf8'),
    ) as { id: string; duty: { note_en: string } }[];
    const aluminium = facts.find((fact) => fact.id === 'us-232-aluminium')!;
    expect(additionalRateOf(aluminium.duty.note_en)).toBe(50);
    expect(additionalRateOf('A duty on some lines: check the tariff')).toBeNull();
  });
});
