import { describe, expect, it } from 'vitest';

import {
  answeredAssessmentPath,
  assessmentQueryOf,
  type SearchParams,
} from '@/features/market-access/assessment-query';

// The self-assessment page's GET form read as the API reads its answers (issue 37).

describe('assessmentQueryOf', () => {
  it('is the empty form before it is sent, with its agreement', () => {
    expect(assessmentQueryOf({ agreement: '2' })).toEqual({
      agreementId: 2,
      form: {
        non: '',
        cum: '',
        from: [],
        change: '',
        set: '',
        rules: Array.from({ length: 10 }, () => ''),
        assembled: '',
      },
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

describe('answeredAssessmentPath (a saved assessment reopened)', () => {
  const paramsOf = (path: string): SearchParams => {
    const query = new URL(path, 'http://portal.test').searchParams;
    const params: SearchParams = {};
    for (const key of new Set(query.keys())) {
      const values = query.getAll(key);
      params[key] = values.length > 1 ? values : values[0];
    }
    return params;
  };

  it('writes the answers as the page’s form sends them, and the page reads them back', () => {
    const answers = {
      non_originating_percent: 62.5,
      cumulation_percent: 20,
      cumulation_countries: ['DE', 'FR'],
      classification_change: 'chapter' as const,
    };
    const path = answeredAssessmentPath('3304', 'DE', 3, answers);
    expect(path).toBe(
      '/market-access/3304/DE/assessment?agreement=3&non=62.5&cum=20&from=DE&from=FR&change=chapter',
    );
    const query = assessmentQueryOf(paramsOf(path));
    expect(query.agreementId).toBe(3);
    expect(query.answers).toEqual(answers);
  });

  it('leaves out a cumulated share of 0', () => {
    const answers = {
      non_originating_percent: 70,
      cumulation_percent: 0,
      cumulation_countries: [],
      classification_change: 'not_sure' as const,
    };
    const path = answeredAssessmentPath('1509', 'US', 2, answers);
    expect(path).toBe('/market-access/1509/US/assessment?agreement=2&non=70&change=not_sure');
    expect(assessmentQueryOf(paramsOf(path)).answers).toEqual(answers);
  });
});
