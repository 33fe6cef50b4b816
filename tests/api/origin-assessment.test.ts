import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';

import type { AssessmentAnswer } from '@/features/market-access/assessment-schemas';
import { agreementHeadings, agreementOriginRules } from '@/lib/db/schema';

import { json, testApiForFile } from './helpers/test-api';

// Issue 37, part 3: POST /api/market-access/assessment — the rules-of-origin self-assessment
// through the route: its three outcomes on the seeded Jordan–US FTA (35 % regional value content,
// a substantial transformation) and on rules the tests enter, the rule used with its source and
// date, and bad input as a 422, never a 500. Nothing is stored.

const api = testApiForFile();

type ErrorBody = { message: string; errors: Record<string, string[]> };

const US_FTA = 2;
const EU_AGREEMENT = 3;

const ANSWERS = {
  non_originating_percent: 50,
  cumulation_percent: 0,
  cumulation_countries: [] as string[],
  classification_change: 'heading',
};

const assess = (body: unknown) =>
  api.request('/api/market-access/assessment', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const request = (answers: Partial<typeof ANSWERS> = {}, rest: Record<string, unknown> = {}) => ({
  hs: '1509',
  country: 'US',
  agreementId: US_FTA,
  answers: { ...ANSWERS, ...answers },
  ...rest,
});

async function outcomeOf(body: unknown): Promise<AssessmentAnswer> {
  const response = await assess(body);
  expect(response.status, await response.clone().text()).toBe(200);
  return json<AssessmentAnswer>(response);
}

const US_RULE = { tariff_shift: 'substantial_transformation' as const };

afterEach(async () => {
  await api.db
    .update(agreementOriginRules)
    .set(US_RULE)
    .where(eq(agreementOriginRules.agreement_id, US_FTA));
  await api.db
    .update(agreementHeadings)
    .set({ specific_rule_en: '', specific_rule_ar: '' })
    .where(and(eq(agreementHeadings.agreement_id, US_FTA), eq(agreementHeadings.hs_code, '1509')));
});

describe('POST /api/market-access/assessment: the three outcomes', () => {
  it('likely does not: 30 % originating against the US FTA’s 35 %, with the rule, its source and date', async () => {
    const answer = await outcomeOf(request({ non_originating_percent: 70 }));
    expect(answer.outcome).toBe('likely_not');
    expect(answer.reasons).toContainEqual({
      key: 'originatingShort',
      values: { share: 30, limit: 35, kind: 'regional_value_content' },
    });
    expect(answer.rule).toMatchObject({
      kind: 'general',
      value_percent: 35,
      source: { url: expect.stringMatching(/^https:/) },
    });
    expect(answer.agreement).toMatchObject({ id: US_FTA, legal_status: 'in_force' });
    expect(answer.code.code).toBe('1509');
    expect(answer.partner.country_code).toBe('US');
  });

  it('check with the agency: the value is met but a substantial transformation is for the agency', async () => {
    const answer = await outcomeOf(request({ non_originating_percent: 50 }));
    expect(answer.outcome).toBe('check_with_agency');
    expect(answer.reasons.map((reason) => reason.key)).toEqual([
      'originatingEnough',
      'substantialTransformation',
    ]);
  });

  it('likely qualifies: a change of heading rule met, US materials cumulated', async () => {
    await api.db
      .update(agreementOriginRules)
      .set({ tariff_shift: 'heading' })
      .where(eq(agreementOriginRules.agreement_id, US_FTA));
    const answer = await outcomeOf(
      request({
        non_originating_percent: 80,
        cumulation_percent: 20,
        cumulation_countries: ['us'],
        classification_change: 'chapter',
      }),
    );
    expect(answer.outcome).toBe('likely_qualifies');
    // US materials count up to 15 % of the value (19 CFR 10.710(b), issue 46): 20 + 15 = 35 %.
    expect(answer.reasons).toEqual([
      {
        key: 'partnerMaterialsCapped',
        values: { countries: 'US', given: 20, counted: 15, limit: 15, cite: '19 CFR 10.710(b)' },
      },
      {
        key: 'originatingEnough',
        values: { share: 35, limit: 35, kind: 'regional_value_content' },
      },
      { key: 'shiftMet', values: { level: 'heading' } },
    ]);
  });

  it('a heading’s specific rule (text) is for the agency', async () => {
    await api.db
      .update(agreementHeadings)
      .set({ specific_rule_en: 'A change from any other heading.', specific_rule_ar: 'تغيير' })
      .where(
        and(eq(agreementHeadings.agreement_id, US_FTA), eq(agreementHeadings.hs_code, '1509')),
      );
    const answer = await outcomeOf(request({ non_originating_percent: 10 }));
    expect(answer.outcome).toBe('check_with_agency');
    expect(answer.reasons).toEqual([{ key: 'specificRule', values: { code: '1509' } }]);
    expect(answer.rule).toMatchObject({ kind: 'specific', code: '1509' });
  });

  it('the EU agreement (no list rule held) says what to check under the revised PEM rules', async () => {
    const answer = await outcomeOf(
      request({}, { hs: '3304', country: 'DE', agreementId: EU_AGREEMENT }),
    );
    expect(answer.outcome).toBe('check_with_agency');
    expect(answer.reasons.map((reason) => reason.key)).toEqual([
      'pemListRuleToCheck',
      'pemToleranceToCheck',
      'pemJordanDateToCheck',
    ]);
  });

  it('is not cached: the answers are the visitor’s own', async () => {
    const response = await assess(request());
    expect(response.headers.get('Cache-Control') ?? '').not.toMatch(/public/);
  });
});

describe('POST /api/market-access/assessment: bad input is a 422', () => {
  const invalid = async (body: unknown, field: string, message?: string) => {
    const response = await assess(body);
    expect(response.status, JSON.stringify(body)).toBe(422);
    const error = await json<ErrorBody>(response);
    expect(Object.keys(error.errors), JSON.stringify(error)).toContain(field);
    if (message) expect(error.errors[field]).toContain(message);
  };

  it('an unknown or malformed code, an unknown country, Jordan', async () => {
    await invalid(request({}, { hs: '9999' }), 'hs', 'The nomenclature has no such code.');
    await invalid(request({}, { hs: 'olive\u202eoil' }), 'hs');
    await invalid(request({}, { hs: 'x'.repeat(500) }), 'hs');
    await invalid(request({}, { country: 'ZZ' }), 'country');
    await invalid(request({}, { country: 'U\u0301S' }), 'country');
    await invalid(request({}, { country: 'JO' }), 'country');
  });

  it('an agreement that does not cover the partner, or no agreement', async () => {
    await invalid(
      request({}, { agreementId: EU_AGREEMENT }),
      'agreementId',
      'This agreement does not cover this partner.',
    );
    await invalid(request({}, { agreementId: 999999 }), 'agreementId');
    await invalid(request({}, { agreementId: '2' }), 'agreementId');
    await invalid(request({}, { agreementId: 1.5 }), 'agreementId');
  });

  it('shares out of 0–100, a cumulated share over the whole, cumulation without countries', async () => {
    await invalid(request({ non_originating_percent: 101 }), 'answers.non_originating_percent');
    await invalid(request({ non_originating_percent: -1 }), 'answers.non_originating_percent');
    await invalid(
      request({
        non_originating_percent: 10,
        cumulation_percent: 20,
        cumulation_countries: ['US'],
      }),
      'answers.cumulation_percent',
    );
    await invalid(request({ cumulation_percent: 10 }), 'answers.cumulation_countries');
    await invalid(request({ cumulation_countries: ['US', 'US'] }), 'answers.cumulation_countries');
    await invalid(
      request({ cumulation_countries: ['X\u200bY'] }),
      'answers.cumulation_countries.0',
    );
  });

  it('an unknown answer, a missing one, a body that is not JSON: never a 500', async () => {
    await invalid(request({ classification_change: 'maybe' }), 'answers.classification_change');
    const response = await assess({ hs: '1509', country: 'US', agreementId: US_FTA });
    expect(response.status).toBe(422);
    const broken = await assess('{"hs": "1509", ');
    expect(broken.status).toBeLessThan(500);
    expect([400, 422]).toContain(broken.status);
  });
});
