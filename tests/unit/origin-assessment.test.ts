import { describe, expect, it } from 'vitest';

import { assessOrigin, type AssessmentAnswers } from '@/features/market-access/origin-assessment';
import type { AppliedRule, GeneralOriginRule } from '@/features/market-access/schemas';

// The rules-of-origin self-assessment's evaluation (issue 37): each kind of value threshold, the
// change of classification, cumulation, and missing figures.

const source = { name_en: 'S', name_ar: 'م', url: 'https://example.org/', date: '2020-01-01' };

const general = (rule: Partial<GeneralOriginRule>): AppliedRule => ({
  kind: 'general',
  agreement_id: 1,
  value_kind: 'max_non_originating',
  value_percent: 40,
  tariff_shift: 'none',
  cumulation_en: '',
  cumulation_ar: '',
  cumulation_partners: [],
  proofs: null,
  notes_en: '',
  notes_ar: '',
  source,
  version: 1,
  ...rule,
});

const answers = (given: Partial<AssessmentAnswers>): AssessmentAnswers => ({
  non_originating_percent: 30,
  cumulation_percent: 0,
  cumulation_countries: [],
  classification_change: 'heading',
  ...given,
});

const keys = (result: ReturnType<typeof assessOrigin>) => result.reasons.map((r) => r.key);

describe('assessOrigin: a maximum of non-originating materials', () => {
  it('qualifies at or under the limit', () => {
    const result = assessOrigin(general({}), 'in_force', answers({ non_originating_percent: 40 }));
    expect(result.outcome).toBe('likely_qualifies');
    expect(result.reasons).toEqual([
      { key: 'nonOriginatingWithin', values: { share: 40, limit: 40 } },
      { key: 'valueDecidesAlone', values: {} },
    ]);
  });

  it('does not over the limit, saying both figures', () => {
    const result = assessOrigin(general({}), 'in_force', answers({ non_originating_percent: 42 }));
    expect(result.outcome).toBe('likely_not');
    expect(result.reasons).toEqual([
      { key: 'nonOriginatingOver', values: { share: 42, limit: 40 } },
      { key: 'valueDecidesAlone', values: {} },
    ]);
  });
});

describe('assessOrigin: value added and regional value content', () => {
  for (const kind of ['value_added', 'regional_value_content'] as const) {
    it(`${kind}: the originating share must reach the threshold`, () => {
      const rule = general({ value_kind: kind, value_percent: 35 });
      const enough = assessOrigin(rule, 'in_force', answers({ non_originating_percent: 65 }));
      expect(enough.outcome).toBe('likely_qualifies');
      expect(enough.reasons[0]).toEqual({
        key: 'originatingEnough',
        values: { share: 35, limit: 35, kind },
      });
      const short = assessOrigin(rule, 'in_force', answers({ non_originating_percent: 70 }));
      expect(short.outcome).toBe('likely_not');
      expect(short.reasons[0]).toMatchObject({ key: 'originatingShort', values: { share: 30 } });
    });
  }
});

describe('assessOrigin: the change of classification', () => {
  const rule = general({ tariff_shift: 'heading' });
  it('a change of chapter or heading meets a heading rule; a subheading or none does not', () => {
    for (const change of ['chapter', 'heading'] as const) {
      expect(
        assessOrigin(rule, 'in_force', answers({ classification_change: change })).outcome,
      ).toBe('likely_qualifies');
    }
    for (const change of ['subheading', 'none'] as const) {
      const result = assessOrigin(rule, 'in_force', answers({ classification_change: change }));
      expect(result.outcome).toBe('likely_not');
      expect(keys(result)).toContain('shiftNotMet');
    }
  });

  it('"not sure" and a substantial transformation are for the agency', () => {
    const notSure = assessOrigin(rule, 'in_force', answers({ classification_change: 'not_sure' }));
    expect(notSure.outcome).toBe('check_with_agency');
    expect(keys(notSure)).toContain('shiftNotSure');
    const transformed = assessOrigin(
      general({ tariff_shift: 'substantial_transformation' }),
      'in_force',
      answers({}),
    );
    expect(transformed.outcome).toBe('check_with_agency');
    expect(keys(transformed)).toContain('substantialTransformation');
  });

  it('a failed value beats an unknown shift: likely not', () => {
    const result = assessOrigin(
      general({ tariff_shift: null }),
      'in_force',
      answers({ non_originating_percent: 90 }),
    );
    expect(result.outcome).toBe('likely_not');
  });
});

describe('assessOrigin: cumulation', () => {
  const rule = general({ cumulation_partners: ['US', 'DE'] });
  it('counts the named partners’ materials as originating', () => {
    const result = assessOrigin(
      rule,
      'in_force',
      answers({
        non_originating_percent: 60,
        cumulation_percent: 25,
        cumulation_countries: ['US'],
      }),
    );
    expect(result.outcome).toBe('likely_qualifies');
    expect(result.reasons).toEqual([
      { key: 'cumulationCounted', values: { countries: 'US', percent: 25 } },
      { key: 'nonOriginatingWithin', values: { share: 35, limit: 40 } },
      { key: 'valueDecidesAlone', values: {} },
    ]);
  });

  it('counts none of them when one supplier is not a cumulation partner', () => {
    const result = assessOrigin(
      rule,
      'in_force',
      answers({
        non_originating_percent: 60,
        cumulation_percent: 25,
        cumulation_countries: ['US', 'CN'],
      }),
    );
    expect(result.outcome).toBe('likely_not');
    expect(result.reasons[0]).toEqual({ key: 'cumulationRefused', values: { countries: 'CN' } });
  });
});

describe('assessOrigin: missing figures and other rules', () => {
  it('a missing threshold or shift is for the agency', () => {
    expect(
      assessOrigin(general({ value_kind: null, value_percent: null }), 'in_force', answers({}))
        .outcome,
    ).toBe('check_with_agency');
    expect(assessOrigin(general({ tariff_shift: null }), 'in_force', answers({})).outcome).toBe(
      'check_with_agency',
    );
  });

  it('no rule, or a heading’s specific rule (text), is for the agency', () => {
    expect(keys(assessOrigin(null, 'in_force', answers({})))).toEqual(['noRule']);
    const specific = assessOrigin(
      { kind: 'specific', code: '1509', text_en: 'x', text_ar: 'س', sample: false, source },
      'in_force',
      answers({}),
    );
    expect(specific).toEqual({
      outcome: 'check_with_agency',
      reasons: [{ key: 'specificRule', values: { code: '1509' } }],
    });
  });

  it('a suspended agreement gives no preference; a signed one is for the agency', () => {
    expect(assessOrigin(general({}), 'suspended', answers({})).outcome).toBe('likely_not');
    const signed = assessOrigin(general({}), 'signed', answers({}));
    expect(signed.outcome).toBe('check_with_agency');
    expect(keys(signed)[0]).toBe('agreementSigned');
  });
});
