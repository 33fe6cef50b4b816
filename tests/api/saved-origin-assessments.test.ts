// @postgres: concurrency (five saves at once against the cap)
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { SAVED_ASSESSMENTS_MAX } from '@/features/market-access/constants';
import type { SavedAssessment } from '@/features/market-access/saved-assessment-schemas';
import { agreementOriginRules, originAssessments, users } from '@/lib/db/schema';

import { createMember, type TestMember } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';

// Issue 37, last part: a member saves a rules-of-origin self-assessment to their account.
// POST /api/market-access/assessments assesses again on the server (a client's outcome is never
// read) and stores it; GET lists the member's own, the newest first; DELETE removes one of theirs
// (anyone else's id is 404). A visitor gets 401 on each; bad input is 422, never a 500; a member
// keeps at most SAVED_ASSESSMENTS_MAX. Test clock: 2026-11-21 09:00 UTC.

const api = testApiForFile();

type ErrorBody = { message: string; errors: Record<string, string[]> };

const US_FTA = 2;
const EU_AGREEMENT = 3;

const ANSWERS = {
  non_originating_percent: 70,
  cumulation_percent: 0,
  cumulation_countries: [] as string[],
  classification_change: 'heading',
};

const request = (answers: Partial<typeof ANSWERS> = {}, rest: Record<string, unknown> = {}) => ({
  hs: '1509',
  country: 'US',
  agreementId: US_FTA,
  answers: { ...ANSWERS, ...answers },
  ...rest,
});

const headers = (member?: TestMember, lang = 'en') => ({
  'Accept-Language': lang,
  ...(member?.bearer ?? {}),
});

const save = (body: unknown, member?: TestMember, lang = 'en') =>
  api.request('/api/market-access/assessments', {
    method: 'POST',
    headers: { ...headers(member, lang), 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const list = (member?: TestMember) =>
  api.request('/api/market-access/assessments', { headers: headers(member) });
const remove = (id: number | string, member?: TestMember) =>
  api.request(`/api/market-access/assessments/${id}`, {
    method: 'DELETE',
    headers: headers(member),
  });

async function saved(body: unknown, member: TestMember): Promise<SavedAssessment> {
  const response = await save(body, member);
  expect(response.status, await response.clone().text()).toBe(201);
  return json<SavedAssessment>(response);
}

const listed = async (member: TestMember) => {
  const response = await list(member);
  expect(response.status).toBe(200);
  return (await json<{ data: SavedAssessment[] }>(response)).data;
};

const rowsOf = (userId: number) =>
  api.db.select().from(originAssessments).where(eq(originAssessments.user_id, userId));

describe('POST /api/market-access/assessments', () => {
  it('saves the assessment the server computes, with the code, partner and agreement named', async () => {
    const member = await createMember(api);
    const record = await saved(request(), member);
    expect(record).toMatchObject({
      id: expect.any(Number),
      code: {
        code: '1509',
        name_en: expect.stringMatching(/olive oil/i),
        name_ar: expect.stringMatching(/زيت/),
      },
      partner: { country_code: 'US', name_en: expect.stringMatching(/^United States/) },
      agreement: { id: US_FTA, title_eng: expect.stringMatching(/United States/) },
      outcome: 'likely_not',
      answers: ANSWERS,
      assessed_at: '2026-11-21T09:00:00.000Z',
    });
    expect(record.partner.name_ar).not.toBe('');
    expect(record.agreement.title_ara).not.toBe('');
    expect(record.reasons).toContainEqual({
      key: 'originatingShort',
      values: { share: 30, limit: 35, kind: 'regional_value_content' },
    });
    const [row] = await rowsOf(member.user.id);
    expect(row).toMatchObject({
      id: record.id,
      hs_code: '1509',
      country_code: 'US',
      agreement_id: US_FTA,
      outcome: 'likely_not',
      answers: ANSWERS,
      reasons: record.reasons,
    });
  });

  it('recomputes the outcome: a client’s outcome and reasons are ignored', async () => {
    const member = await createMember(api);
    const record = await saved(
      {
        ...request({ non_originating_percent: 50 }),
        outcome: 'likely_qualifies',
        reasons: [{ key: 'shiftMet', values: {} }],
      },
      member,
    );
    expect(record.outcome).toBe('check_with_agency');
    expect(record.reasons.map((reason) => reason.key)).toEqual([
      'originatingEnough',
      'substantialTransformation',
    ]);
    expect((await rowsOf(member.user.id))[0]?.outcome).toBe('check_with_agency');
  });

  it('stores the code and the partner in their canonical spelling', async () => {
    const member = await createMember(api);
    const record = await saved(request({}, { hs: '15.09', country: 'us' }), member);
    expect(record.code.code).toBe('1509');
    expect(record.partner.country_code).toBe('US');
  });

  it('answers in Arabic: the cap’s message with Arabic-Indic digits', async () => {
    const member = await createMember(api);
    await api.db.insert(originAssessments).values(
      Array.from({ length: SAVED_ASSESSMENTS_MAX }, () => ({
        user_id: member.user.id,
        hs_code: '1509',
        country_code: 'US',
        agreement_id: US_FTA,
        answers: { ...ANSWERS, classification_change: 'heading' as const },
        outcome: 'likely_not' as const,
        reasons: [],
      })),
    );
    const response = await save(request(), member, 'ar');
    expect(response.status).toBe(422);
    expect((await json<ErrorBody>(response)).message).toContain('٥٠');
  });
});

describe('the cap: at most SAVED_ASSESSMENTS_MAX a member', () => {
  it('refuses one more with a clear message, and takes it again once one is deleted', async () => {
    const member = await createMember(api);
    const other = await createMember(api);
    await api.db.insert(originAssessments).values(
      Array.from({ length: SAVED_ASSESSMENTS_MAX - 1 }, () => ({
        user_id: member.user.id,
        hs_code: '1509',
        country_code: 'US',
        agreement_id: US_FTA,
        answers: { ...ANSWERS, classification_change: 'heading' as const },
        outcome: 'likely_not' as const,
        reasons: [],
      })),
    );
    const last = await saved(request(), member);
    const refused = await save(request(), member);
    expect(refused.status).toBe(422);
    expect((await json<ErrorBody>(refused)).message).toBe(
      `You keep ${SAVED_ASSESSMENTS_MAX} saved assessments, the most there may be. Delete one to save another.`,
    );
    expect(await rowsOf(member.user.id)).toHaveLength(SAVED_ASSESSMENTS_MAX);
    // Another member's count is their own.
    await saved(request(), other);

    expect((await remove(last.id, member)).status).toBe(204);
    await saved(request(), member);
    expect(await rowsOf(member.user.id)).toHaveLength(SAVED_ASSESSMENTS_MAX);
  });

  it('holds when saves arrive at once', async () => {
    const member = await createMember(api);
    await api.db.insert(originAssessments).values(
      Array.from({ length: SAVED_ASSESSMENTS_MAX - 2 }, () => ({
        user_id: member.user.id,
        hs_code: '1509',
        country_code: 'US',
        agreement_id: US_FTA,
        answers: { ...ANSWERS, classification_change: 'heading' as const },
        outcome: 'likely_not' as const,
        reasons: [],
      })),
    );
    const statuses = await Promise.all(
      Array.from({ length: 5 }, () => save(request(), member).then((answer) => answer.status)),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 422)).toHaveLength(3);
    expect(await rowsOf(member.user.id)).toHaveLength(SAVED_ASSESSMENTS_MAX);
  });
});

describe('GET /api/market-access/assessments', () => {
  it('lists the member’s own, the newest first, with the names of what they assessed', async () => {
    const member = await createMember(api);
    const other = await createMember(api);
    const first = await saved(request(), member);
    // A time with milliseconds, as a real clock gives: the list reads back what was saved.
    api.services.clock.advance(60_123);
    const second = await saved(
      request(
        {
          non_originating_percent: 80,
          cumulation_percent: 20,
          cumulation_countries: ['US'],
          classification_change: 'chapter',
        },
        { hs: '3304' },
      ),
      member,
    );
    await saved(request(), other);

    const data = await listed(member);
    expect(data.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(data[0]).toEqual(second);
    expect(data[1]).toEqual(first);
    expect(data[0]!.code.code).toBe('3304');
    expect(data[0]!.answers.cumulation_countries).toEqual(['US']);
    expect(await listed(other)).toHaveLength(1);
  });

  it('is empty for a member who saved none, and not cached', async () => {
    const member = await createMember(api);
    const response = await list(member);
    expect(await json(response)).toEqual({ data: [] });
    expect(response.headers.get('Cache-Control') ?? '').not.toMatch(/public/);
  });

  it('keeps the report as given that day when the rule changes later', async () => {
    const member = await createMember(api);
    const record = await saved(request({ non_originating_percent: 50 }), member);
    expect(record.outcome).toBe('check_with_agency');
    // Staff enter a change of heading for the FTA: assessed today, the answers now qualify.
    await api.db
      .update(agreementOriginRules)
      .set({ tariff_shift: 'heading' })
      .where(eq(agreementOriginRules.agreement_id, US_FTA));
    try {
      const today = await saved(request({ non_originating_percent: 50 }), member);
      expect(today.outcome).toBe('likely_qualifies');
      // The list shows each as it was saved; the assessment page, reopened, reads today's rule.
      const items = await listed(member);
      expect(items.find((item) => item.id === record.id)).toMatchObject({
        outcome: 'check_with_agency',
        reasons: record.reasons,
      });
    } finally {
      await api.db
        .update(agreementOriginRules)
        .set({ tariff_shift: 'substantial_transformation' })
        .where(eq(agreementOriginRules.agreement_id, US_FTA));
    }
  });
});

describe('DELETE /api/market-access/assessments/{id}', () => {
  it('deletes the member’s own (204), then answers 404', async () => {
    const member = await createMember(api);
    const record = await saved(request(), member);
    const response = await remove(record.id, member);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await rowsOf(member.user.id)).toEqual([]);
    expect((await remove(record.id, member)).status).toBe(404);
  });

  it('answers 404 for another member’s id and leaves it', async () => {
    const owner = await createMember(api);
    const stranger = await createMember(api);
    const record = await saved(request(), owner);
    const response = await remove(record.id, stranger);
    expect(response.status).toBe(404);
    expect((await json<ErrorBody>(response)).message).toBeTruthy();
    expect(await rowsOf(owner.user.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown id, and never a 500 for an odd one', async () => {
    const member = await createMember(api);
    expect((await remove(99_999_999, member)).status).toBe(404);
    for (const id of ['0', '-1', 'abc', '1.5', '99999999999999999999', '%E2%80%AE1']) {
      const response = await remove(id, member);
      expect(response.status, id).toBeLessThan(500);
      expect([404, 422], id).toContain(response.status);
    }
  });
});

describe('visitors', () => {
  it('get 401 on each route and nothing is stored', async () => {
    const before = await api.db.select().from(originAssessments);
    expect((await save(request())).status).toBe(401);
    expect((await list()).status).toBe(401);
    expect((await remove(1)).status).toBe(401);
    // Even with a body that does not hold, the session is asked first.
    expect((await save({ hs: 'x' })).status).toBe(401);
    expect(await api.db.select().from(originAssessments)).toHaveLength(before.length);
  });
});

describe('bad input is a 422, never a 500', () => {
  const invalid = async (body: unknown, field: string, message?: string) => {
    const member = await createMember(api);
    const response = await save(body, member);
    expect(response.status, JSON.stringify(body).slice(0, 200)).toBe(422);
    const error = await json<ErrorBody>(response);
    expect(Object.keys(error.errors), JSON.stringify(error).slice(0, 400)).toContain(field);
    if (message) expect(error.errors[field]).toContain(message);
    expect(await rowsOf(member.user.id)).toEqual([]);
  };

  it('an unknown or malformed code, an unknown country, Jordan', async () => {
    await invalid(request({}, { hs: '9999' }), 'hs', 'The nomenclature has no such code.');
    await invalid(request({}, { hs: 'abc' }), 'hs');
    await invalid(request({}, { country: 'ZZ' }), 'country');
    await invalid(request({}, { country: 'JO' }), 'country');
  });

  it('an agreement not listed for the code and the partner', async () => {
    await invalid(
      request({}, { agreementId: EU_AGREEMENT }),
      'agreementId',
      'This agreement does not cover this partner.',
    );
    await invalid(request({}, { agreementId: 999_999 }), 'agreementId');
    await invalid(request({}, { agreementId: '2' }), 'agreementId');
  });

  it('answers that do not hold', async () => {
    await invalid(request({ non_originating_percent: 101 }), 'answers.non_originating_percent');
    await invalid(request({ cumulation_percent: 10 }), 'answers.cumulation_countries');
    await invalid(request({ classification_change: 'maybe' }), 'answers.classification_change');
  });

  it('10,000-character strings in every field', async () => {
    const long = 'x'.repeat(10_000);
    await invalid(request({}, { hs: long }), 'hs');
    await invalid(request({}, { country: long }), 'country');
    await invalid(request({}, { agreementId: long }), 'agreementId');
    await invalid(
      request({ classification_change: long as 'heading' }),
      'answers.classification_change',
    );
    await invalid(
      request({ cumulation_percent: 10, cumulation_countries: [long] }),
      'answers.cumulation_countries.0',
    );
  });

  it('odd unicode: directional marks, zero-width spaces, combining marks, Arabic-Indic digits', async () => {
    await invalid(request({}, { hs: '15\u202e09' }), 'hs');
    await invalid(request({}, { country: 'U\u0301S' }), 'country');
    await invalid(request({}, { country: 'U\u200bS' }), 'country');
    await invalid(
      request({ cumulation_percent: 10, cumulation_countries: ['U\uFEFFS'] }),
      'answers.cumulation_countries.0',
    );
    await invalid(
      request({ classification_change: 'heading\u0000' as 'heading' }),
      'answers.classification_change',
    );
  });

  it('a lone surrogate or a body that is not JSON is refused below 500', async () => {
    const member = await createMember(api);
    for (const body of ['{"hs": "\\ud800", "country": "US"}', '{"hs": "1509", ', '[]', 'null']) {
      const response = await save(body, member);
      expect(response.status, body).toBeLessThan(500);
      expect([400, 422], body).toContain(response.status);
    }
    expect(await rowsOf(member.user.id)).toEqual([]);
  });
});

describe('the account and the agreement', () => {
  it('a member’s saved assessments go with their account', async () => {
    const member = await createMember(api);
    await saved(request(), member);
    await api.db.delete(users).where(eq(users.id, member.user.id));
    expect(await rowsOf(member.user.id)).toEqual([]);
  });
});
