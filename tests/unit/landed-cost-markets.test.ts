import { describe, expect, it } from 'vitest';

import { NO_DUTY_FACTS, type DutyFacts } from '@/features/landed-cost/duty-facts-of';
import { landedCostOf } from '@/features/landed-cost/landed-cost';

import { RATES, arithmetic, free, indicators, input, vat } from './landed-cost-fixtures';

// Issue 58, the landed cost worked by hand (the UK, Kuwait, what is unknown, another currency).
// Each case's figures are worked out in its comment.

describe('the landed cost, worked by hand: more markets', () => {
  it('olive oil 1509.20 to the United Kingdom: an entered specific duty per 100 kg', () => {
    // CIF 5,000 JOD, 2,000 kg. The UK's preference depends on the product (agricultural) and no
    // general duty is held, so the exporter's figure is used: 105 JOD per 100 kg × 2,000 kg ÷ 100
    // = 2,100.000. VAT 20 % on 5,000 + 2,100 = 7,100 → 1,420.000. Total 8,520.000 JOD; in pounds
    // at GBP 0.79 per USD: 8,520 ÷ 0.709 × 0.79 = 9,493.3709… → GBP 9,493.37.
    const duties: DutyFacts = {
      ...NO_DUTY_FACTS,
      preference: { ...free('UK').preference!, kind: 'depends' },
      tariff_link: { name: 'UK Trade Tariff', url: 'https://www.trade-tariff.service.gov.uk' },
    };
    const cost = landedCostOf(
      input({ value: 5000, quantity: 2000, duty_amount: 105, duty_per: 100, qualifies: false }),
      {
        country: 'GB',
        duties,
        indicators: indicators('GB', vat(0.2), RATES.get('GBP')!),
        assessed: false,
      },
      RATES,
    );
    expect(arithmetic(cost)).toEqual([
      ['price', 5000],
      ['customs_value', 5000],
      ['duty_specific', 2100],
      ['tax_base', 7100],
      ['tax', 1420],
      ['total', 8520],
    ]);
    expect(cost.lines.find((line) => line.key === 'duty_specific')?.specific).toEqual({
      amount: 105,
      per: 100,
      quantity: 2000,
      unit: 'kg',
    });
    expect(cost.duty_basis).toBe('entered');
    expect(cost.notes).toContain('preferenceDepends');
    expect(cost.total_local).toEqual({ amount: 9493.37, currency: 'GBP' });
  });

  it('Kuwait, a market with no VAT: the tax is 0, said so; the Kuwaiti dinar to 3 decimals', () => {
    // CIF 2,000 JOD, GAFTA free, no VAT (kind none) → total 2,000.000 JOD; in Kuwaiti dinars at
    // KWD 0.307 per USD: 2,000 ÷ 0.709 × 0.307 = 866.00846… → KWD 866.008.
    const cost = landedCostOf(
      input({ value: 2000 }),
      {
        country: 'KW',
        duties: free('GAFTA'),
        indicators: indicators('KW', vat(0, 'none'), RATES.get('KWD')!),
        assessed: false,
      },
      RATES,
    );
    expect(arithmetic(cost)).toEqual([
      ['price', 2000],
      ['customs_value', 2000],
      ['duty_preference', 0],
      ['tax_none', 0],
      ['total', 2000],
    ]);
    expect(cost.total_local).toEqual({ amount: 866.008, currency: 'KWD' });
    expect(cost.notes).not.toContain('reducedRates');
  });

  it('an unknown currency, an unknown rate and an unknown tax are said unknown, never guessed', () => {
    // No currency held for the market: the dinar total stands (1,000 JOD CIF, duty free, tax
    // unknown → total unknown); the local total is null with its currency.
    const none = landedCostOf(
      input({}),
      {
        country: 'ER',
        duties: free('X'),
        indicators: indicators('ER', null, null),
        assessed: false,
      },
      RATES,
    );
    expect(none.total_jod).toBeNull();
    expect(none.total_local).toEqual({ amount: null, currency: null });
    expect(none.unknown).toEqual(['tax', 'currency']);
    // A currency known without a rate (EUR null): the dinar total, no local amount.
    const noRate = landedCostOf(
      input({}),
      {
        country: 'DE',
        duties: free('EU'),
        indicators: indicators('DE', vat(0.19), RATES.get('EUR')!),
        assessed: false,
      },
      RATES,
    );
    expect(noRate.total_jod).toBe(1190);
    expect(noRate.total_local).toEqual({ amount: null, currency: 'EUR' });
    expect(noRate.unknown).toEqual(['rate_local']);
  });

  it('an FOB price to a CIF market without the freight: the customs value is unknown, and why', () => {
    const cost = landedCostOf(
      input({ incoterm: 'FOB', insurance: 5 }),
      {
        country: 'SA',
        duties: NO_DUTY_FACTS,
        indicators: indicators('SA', vat(0.15), RATES.get('SAR')!),
        assessed: false,
      },
      RATES,
    );
    expect(arithmetic(cost).slice(0, 4)).toEqual([
      ['price', 1000],
      ['add_freight', null],
      ['add_insurance', 5],
      ['customs_value', null],
    ]);
    expect(cost.total_jod).toBeNull();
    expect(cost.unknown).toEqual(['freight', 'duty']);
    expect(cost.duty_basis).toBe('unknown');
  });

  it('a price in dollars: the lines in dollars, the total in dinars at the peg', () => {
    // CIF USD 1,000 to Saudi Arabia, free, VAT 150 → USD 1,150.00; in dinars 1,150 × 0.709 =
    // 815.350 JOD; in riyals 1,150 × 3.75 = SAR 4,312.50.
    const cost = landedCostOf(
      input({ currency: 'USD' }),
      {
        country: 'SA',
        duties: free('GAFTA'),
        indicators: indicators('SA', vat(0.15), RATES.get('SAR')!),
        assessed: false,
      },
      RATES,
    );
    expect(cost.currency).toBe('USD');
    expect(cost.total_jod).toBe(815.35);
    expect(cost.total_local).toEqual({ amount: 4312.5, currency: 'SAR' });
  });
});
