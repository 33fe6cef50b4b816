import { describe, expect, it } from 'vitest';

import type { DutyFacts } from '@/features/landed-cost/duty-facts-of';
import { landedCostOf } from '@/features/landed-cost/landed-cost';

import {
  RATES,
  SOURCE,
  arithmetic,
  free,
  indicators,
  input,
  rate,
  vat,
} from './landed-cost-fixtures';

// Issue 58, the landed cost worked by hand (Saudi Arabia and the United States). Each case's
// figures are worked out in its comment.

describe('the landed cost, worked by hand', () => {
  it('T-shirts 6109.10 to Saudi Arabia: CIF 1,000 JOD, GAFTA free, VAT 15 %', () => {
    // Customs value (CIF basis) = the CIF price = 1,000.000 JOD. GAFTA: free, the goods qualify →
    // duty 0. VAT 15 % on (1,000 + 0) = 150.000. Total 1,150.000 JOD. In riyals through the dollar:
    // 1,150 ÷ 0.709 = 1,622.0028… USD × 3.75 = 6,082.5105… → SAR 6,082.51 (the riyal's 2 decimals).
    const cost = landedCostOf(
      input({}),
      {
        country: 'SA',
        duties: free('GAFTA'),
        indicators: indicators('SA', vat(0.15), RATES.get('SAR')!),
        assessed: false,
      },
      RATES,
    );
    expect(cost.customs_basis).toBe('CIF');
    expect(arithmetic(cost)).toEqual([
      ['price', 1000],
      ['customs_value', 1000],
      ['duty_preference', 0],
      ['tax_base', 1000],
      ['tax', 150],
      ['total', 1150],
    ]);
    expect(cost.lines.find((line) => line.key === 'tax')?.rate).toBe(15);
    expect(cost.total_jod).toBe(1150);
    expect(cost.total_local).toEqual({ amount: 6082.51, currency: 'SAR' });
    expect(cost.unknown).toEqual([]);
    expect(cost.duty_basis).toBe('preference');
    expect(cost.notes).toContain('reducedRates');
    expect(cost.rates.map((used) => used.currency)).toEqual(['JOD', 'SAR']);
  });

  it('the same T-shirts to the United States: FOB basis, the FTA, no federal VAT', () => {
    // CIF 1,000 JOD with freight 80 and insurance 5: the US customs value is the FOB value,
    // 1,000 − 80 − 5 = 915.000. FTA free → duty 0. No federal VAT or sales tax at the border: 0.
    // The carriage is added back (the goods at the US border): 915 + 0 + 0 + 80 + 5 = 1,000.000
    // JOD. In dollars: 1,000 ÷ 0.709 = 1,410.4372… → USD 1,410.44.
    const us = indicators('US', vat(0, 'sales_tax'), null);
    const cost = landedCostOf(
      input({ freight: 80, insurance: 5 }),
      {
        country: 'US',
        duties: free('US FTA'),
        indicators: { ...us, currency: null },
        assessed: false,
      },
      RATES,
    );
    expect(cost.customs_basis).toBe('FOB');
    expect(arithmetic(cost)).toEqual([
      ['price', 1000],
      ['less_freight', 80],
      ['less_insurance', 5],
      ['customs_value', 915],
      ['duty_preference', 0],
      ['tax_us', 0],
      ['carriage_freight', 80],
      ['carriage_insurance', 5],
      ['total', 1000],
    ]);
    expect(cost.lines.find((line) => line.key === 'customs_value')?.source?.url).toMatch(/1401a/);
    expect(cost.total_jod).toBe(1000);
    // The dollar is the market's currency: 1,000 ÷ 0.709 = 1,410.44.
    const withDollar = landedCostOf(
      input({ freight: 80, insurance: 5 }),
      {
        country: 'US',
        duties: free('US FTA'),
        indicators: { ...us, currency: rate('USD', 1, 'market') },
        assessed: false,
      },
      RATES,
    );
    expect(withDollar.total_local).toEqual({ amount: 1410.44, currency: 'USD' });
  });

  it('without the preference, the US general duty 16.5 % on the FOB value', () => {
    // Not qualifying: the MFN 16.5 % on 915 = 150.975; total 915 + 150.975 + 0 + 80 + 5 =
    // 1,150.975 JOD; the preference is noted as open if the goods qualify.
    const duties: DutyFacts = {
      ...free('US FTA'),
      mfn: { rate: 16.5, text: '16.5%', source: SOURCE },
    };
    const cost = landedCostOf(
      input({ freight: 80, insurance: 5, qualifies: false }),
      {
        country: 'US',
        duties,
        indicators: indicators('US', null, rate('USD', 1, 'market')),
        assessed: false,
      },
      RATES,
    );
    expect(cost.lines.find((line) => line.key === 'duty_mfn')).toMatchObject({
      amount: 150.975,
      rate: 16.5,
      base: 915,
    });
    expect(cost.total_jod).toBe(1150.975);
    expect(cost.duty_basis).toBe('mfn');
    expect(cost.notes).toContain('preferenceIfQualifies');
    // The member's saved self-assessment ("likely qualifies") gives the preference as well.
    const assessed = landedCostOf(
      input({ freight: 80, insurance: 5, qualifies: false }),
      { country: 'US', duties, indicators: indicators('US', null, null), assessed: true },
      RATES,
    );
    expect(assessed.duty_basis).toBe('preference');
    expect(assessed.notes).toContain('preferenceAssessed');
  });

  it('aluminium 7604 to the United States: Section 232 at 50 % on top of the FTA', () => {
    // FOB 10,000 JOD, freight 400, insurance 30. Customs value (FOB) 10,000. FTA 0. Section 232:
    // 50 % × 10,000 = 5,000 (the rate the duty fact states: Proclamation 10947, since 4 June
    // 2025). No federal tax. Carriage 400 + 30. Total 10,000 + 0 + 5,000 + 0 + 430 = 15,430.000
    // JOD; in dollars 15,430 ÷ 0.709 = 21,763.0465… → USD 21,763.05.
    const duties: DutyFacts = {
      ...free('US FTA'),
      additional: [
        {
          rate: 50,
          partial: false,
          text_en: 'Section 232 duty on aluminium: 50 % of the customs value',
          text_ar: 'رسم المادة ٢٣٢',
          source: SOURCE,
        },
      ],
    };
    const cost = landedCostOf(
      input({ value: 10000, incoterm: 'FOB', freight: 400, insurance: 30 }),
      {
        country: 'US',
        duties,
        indicators: indicators('US', null, rate('USD', 1, 'market')),
        assessed: false,
      },
      RATES,
    );
    expect(arithmetic(cost)).toEqual([
      ['price', 10000],
      ['customs_value', 10000],
      ['duty_preference', 0],
      ['additional_duty', 5000],
      ['tax_us', 0],
      ['carriage_freight', 400],
      ['carriage_insurance', 30],
      ['total', 15430],
    ]);
    expect(cost.total_jod).toBe(15430);
    expect(cost.total_local).toEqual({ amount: 21763.05, currency: 'USD' });
  });
});
