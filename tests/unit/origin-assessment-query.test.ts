import { describe, expect, it } from 'vitest';

import { assessmentQueryOf } from '@/features/market-access/assessment-query';

// The self-assessment page's GET form read as the API reads its answers (issue 37).

describe('assessmentQueryOf', () => {
  it('is the empty form before it is sent, with its agreement', () => {
    expect(assessmentQueryOf({ agreement: '2' })).toEqual({
      agreementId: 2,
      form: { non: '', cum: '', from: [], change: '' },
      answers: null,
      errors: {},
    });
    expect(assessmentQueryOf({ agreement: 'x' }).agreementId).toBeNull();
  });

  it('reads Arabic-Indic digits, an Arabic decimal sign and a % sign; an empty part is 0', () => {
    const query = assessmentQueryOf({
      agreement: '2',
      non: '٤٢٫٥٪',
      cum: '',
      change: 'heading',
    });
    expect(query.answers).toEqual({
      non_originating_percent: 42.5,
      cumulation_percent: 0,
      cumulation_countries: [],
      classification_change: 'heading',
    });
    const cumulated = assessmentQueryOf({
      agreement: '2',
      non: '60',
      cum: '20,5',
      from: ['us', 'DE'],
      change: 'none',
    });
    expect(cumulated.answers).toMatchObject({
      cumulation_percent: 20.5,
      cumulation_countries: ['US', 'DE'],
    });
  });

  it('says each field that does not hold', () => {
    expect(assessmentQueryOf({ agreement: '2', non: '', change: '' }).errors).toEqual({
      non: 'rules.required',
      change: 'rules.required',
    });
    expect(assessmentQueryOf({ agreement: '2', non: '120', change: 'maybe' }).errors).toEqual({
      non: 'OriginAssessment.errors.percent',
      change: 'rules.invalid',
    });
    expect(assessmentQueryOf({ agreement: '2', non: 'abc', change: 'none' }).errors).toEqual({
      non: 'rules.invalid',
    });
    expect(
      assessmentQueryOf({ agreement: '2', non: '10', cum: '20', from: 'US', change: 'none' })
        .errors,
    ).toEqual({ cum: 'OriginAssessment.errors.cumulationShare' });
  });
});
