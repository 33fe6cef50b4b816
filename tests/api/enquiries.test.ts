import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { ENQUIRY_CAPTCHA_ACTIONS, type EnquiryType } from '@/features/enquiries/enquiry-limits';
import { ENQUIRY_TYPES } from '@/features/enquiries/schemas';
import { createCaptchaVerifier } from '@/lib/captcha';
import { enquiries } from '@/lib/db/schema';
import { formatTimestamp } from '@/lib/i18n/format-date';
import en from '@/messages/en.json';

import {
  activeQuestions,
  completeData,
  enquiryApiForFile,
  enquiryCount,
  outboxCount,
  submit,
  type Choices,
  type EnquiryEnv,
  type ErrorBody,
} from './enquiries-fixtures';
import { captchaToken, type FakeSiteverify } from './enquiries-siteverify';
import type { TestMember } from './helpers/accounts';
import { json, type TestApi } from './helpers/test-api';

let api: TestApi;
let fake: FakeSiteverify;
let lina: TestMember;
let omar: TestMember;
let data: EnquiryEnv['data'];
let answers: { enq_question: number; points: number }[];
enquiryApiForFile(async (env) => {
  ({ api, fake, lina, omar, data } = env);
  answers = (await activeQuestions(api)).map((q, i) => ({
    enq_question: q.id,
    points: (i % 5) + 1,
  }));
});

const bodyOf = (type: number, extra: Record<string, unknown> = {}) => ({
  submitData: data[type],
  recaptchaToken: captchaToken(ENQUIRY_CAPTCHA_ACTIONS[type as EnquiryType]),
  ...(type === ENQUIRY_TYPES.readiness ? { answers } : {}),
  ...extra,
});

const TYPES = [1, 2, 3, 5, 6, 7];

describe('POST /api/all-enquiries: a complete submission of each type', () => {
  it.each(TYPES)('type %i answers 201 with an id and stores the row', async (type) => {
    const response = await submit(api, lina, bodyOf(type));
    expect(response.status).toBe(201);
    const { id } = await json<{ id: number }>(response);
    expect(id).toBeGreaterThan(0);
    const [row] = await api.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row).toMatchObject({
      user_id: lina.user.id,
      enq_type: type,
      status: 10,
      email: lina.user.email,
      locale: 'en',
      date: formatTimestamp(api.services.now().toISOString()),
    });
    expect(row!.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(row!.data).toMatchObject({ ...data[type], email: lina.user.email, date: row!.date });
    expect(api.services.outbox.kicks).toBeGreaterThan(0);
  });

  it('takes the date from the server clock in Amman time', async () => {
    const response = await submit(api, lina, bodyOf(7));
    const { id } = await json<{ id: number }>(response);
    const [row] = await api.db.select().from(enquiries).where(eq(enquiries.id, id));
    // The test clock stands at 2026-11-21 09:00 UTC; Amman is UTC+3.
    expect(row!.date).toBe('2026-11-21 12:00:00');
  });
});

// Every field a form requires, per type (contact_email of the trade barrier form is optional).
const REQUIRED = TYPES.filter((type) => type !== ENQUIRY_TYPES.readiness).flatMap((type) =>
  Object.keys(completeData({} as Choices)[type]!)
    .filter((field) => !['enq_type', 'contact_email'].includes(field))
    .map((field) => [type, field] as const),
);

describe('POST /api/all-enquiries: validation', () => {
  it.each(REQUIRED)('type %i without %s answers 422 naming the field', async (type, field) => {
    const rest = Object.fromEntries(Object.entries(data[type]!).filter(([key]) => key !== field));
    const before = await enquiryCount(api, omar.user.id);
    const response = await submit(api, omar, {
      submitData: rest,
      recaptchaToken: captchaToken('general'),
    });
    expect(response.status).toBe(422);
    expect(Object.keys((await json<ErrorBody>(response)).errors)).toContain(`submitData.${field}`);
    expect(await enquiryCount(api, omar.user.id)).toBe(before);
  });

  it('refuses an unticked agreement and a phone with letters', async () => {
    const response = await submit(api, omar, {
      submitData: { ...data[1], agreements: false, phone: '07-91 abc' },
      recaptchaToken: captchaToken('general'),
    });
    const { errors } = await json<ErrorBody>(response);
    expect(response.status).toBe(422);
    expect(errors['submitData.agreements']).toEqual([en.rules.you_must]);
    expect(errors['submitData.phone']).toEqual([en.rules.digits]);
  });

  it('refuses an unknown enq_type and a body that is not JSON', async () => {
    const unknownType = await submit(api, omar, { submitData: { enq_type: 4 } });
    expect(unknownType.status).toBe(422);
    const noBody = await api.request('/api/all-enquiries', {
      method: 'POST',
      headers: omar.bearer,
    });
    expect(noBody.status).toBe(422);
  });

  it.each([
    [2, 'country'],
    [2, 'type_of_client'],
    [1, 'industry'],
    [5, 'positions'],
    [5, 'barriers'],
  ] as const)('type %i with an unknown %s id answers 422 naming it', async (type, field) => {
    const response = await submit(
      api,
      omar,
      bodyOf(type, {
        submitData: { ...data[type], [field]: 987654 },
      }),
    );
    expect(response.status).toBe(422);
    expect((await json<ErrorBody>(response)).errors).toEqual({
      [`submitData.${field}`]: [en.Api.unknownChoice],
    });
  });

  it('ignores email, status, date and user_id in the body', async () => {
    const forged = {
      email: 'forged@example.jo',
      status: 50,
      date: '1999-01-01',
      user_id: omar.user.id,
    };
    const response = await submit(api, lina, {
      ...bodyOf(1, { submitData: { ...data[1], ...forged } }),
      ...forged,
    });
    expect(response.status).toBe(201);
    const { id } = await json<{ id: number }>(response);
    const [row] = await api.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row).toMatchObject({ user_id: lina.user.id, email: lina.user.email, status: 10 });
    expect(row!.date).not.toBe('1999-01-01');
    expect(row!.data).not.toHaveProperty('status');
    expect(row!.data).not.toHaveProperty('user_id');
    expect(row!.data.email).toBe(lina.user.email);
  });
});

describe('POST /api/all-enquiries: who may send and what is refused', () => {
  it('a visitor gets 401 and nothing is stored', async () => {
    const before = await outboxCount(api);
    const response = await submit(api, null, bodyOf(1));
    expect(response.status).toBe(401);
    expect((await json<ErrorBody>(response)).message).toBe(en.Api.unauthenticated);
    expect(await outboxCount(api)).toBe(before);
  });

  it.each(['bad', 'low:matchmaking', 'unknown-token'])(
    'a %s captcha token answers 422 on recaptchaToken and stores nothing',
    async (token) => {
      const before = [await enquiryCount(api, omar.user.id), await outboxCount(api)];
      const response = await submit(api, omar, bodyOf(2, { recaptchaToken: token }));
      expect(response.status).toBe(422);
      expect((await json<ErrorBody>(response)).errors).toEqual({
        recaptchaToken: [en.Api.captchaFailed],
      });
      expect([await enquiryCount(api, omar.user.id), await outboxCount(api)]).toEqual(before);
    },
  );

  it('a missing token is refused without asking the verifier', async () => {
    const asked = fake.requests.length;
    const response = await submit(api, omar, bodyOf(2, { recaptchaToken: undefined }));
    expect(response.status).toBe(422);
    expect(fake.requests).toHaveLength(asked);
  });

  it('verifies on the server with the secret and the token, form-encoded', async () => {
    await submit(api, omar, bodyOf(7));
    expect(fake.requests.at(-1)).toEqual({
      contentType: 'application/x-www-form-urlencoded',
      secret: 'fake-siteverify-secret',
      response: captchaToken('other'),
    });
  });

  it('a verifier that is down or unreachable: stored, flagged for staff (issue 25)', async () => {
    const before = await enquiryCount(api, omar.user.id);
    const failing = await submit(api, omar, bodyOf(7, { recaptchaToken: 'down' }));
    expect(failing.status).toBe(201);
    api.services.captcha = createCaptchaVerifier({
      secret: 'fake-siteverify-secret',
      minScore: 0.5,
      verifyUrl: 'http://127.0.0.1:1/siteverify',
    });
    try {
      expect((await submit(api, omar, bodyOf(7))).status).toBe(201);
    } finally {
      api.services.captcha = fake.verifier();
    }
    expect(await enquiryCount(api, omar.user.id)).toBe(before + 2);
    const flagged = await api.db
      .select({ unverified: enquiries.captcha_unverified })
      .from(enquiries)
      .where(eq(enquiries.user_id, omar.user.id));
    expect(flagged.filter((row) => row.unverified)).toHaveLength(2);
  });

  it('without a configured captcha no token is needed', async () => {
    api.services.captcha = null;
    try {
      const response = await submit(api, omar, bodyOf(7, { recaptchaToken: undefined }));
      expect(response.status).toBe(201);
    } finally {
      api.services.captcha = fake.verifier();
    }
  });

  it('a filled honeypot answers 422 and stores nothing', async () => {
    const before = [await enquiryCount(api, omar.user.id), await outboxCount(api)];
    const response = await submit(api, omar, bodyOf(2, { website: 'http://spam.example' }));
    expect(response.status).toBe(422);
    expect((await json<ErrorBody>(response)).message).toBe(en.Api.rejected);
    expect([await enquiryCount(api, omar.user.id), await outboxCount(api)]).toEqual(before);
  });
});
