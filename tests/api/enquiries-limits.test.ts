// @postgres: concurrency (five submissions at once, one enquiry)
import { describe, expect, it } from 'vitest';

import { ENQUIRY_TYPES, type SubmitData } from '@/features/enquiries/schemas';
import { storeEnquiry } from '@/features/enquiries/server/store';

import {
  confirmationRows,
  enquiryApiForFile,
  enquiryCount,
  idOf,
  submit,
  type EnquiryEnv,
  type ErrorBody,
} from './enquiries-fixtures';
import { captchaToken } from './enquiries-siteverify';
import { createMember } from './helpers/accounts';
import { nextAddress } from './helpers/auth-requests';
import { json, type TestApi } from './helpers/test-api';
import { TEST_ENQUIRY_INBOX } from './helpers/test-services';

let api: TestApi;
let data: EnquiryEnv['data'];
enquiryApiForFile((env) => ({ api, data } = env));

const other = () => ({
  submitData: data[ENQUIRY_TYPES.other],
  recaptchaToken: captchaToken('other'),
});

describe('rate limits', () => {
  it('a member gets 429 with Retry-After after 10 enquiries in an hour', async () => {
    const member = await createMember(api);
    for (let i = 0; i < 10; i += 1) expect((await submit(api, member, other())).status).toBe(201);
    const response = await submit(api, member, other());
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await json<ErrorBody>(response)).message).toMatch(/^Too many attempts/);
    expect(await enquiryCount(api, member.user.id)).toBe(10);
  });

  it('one address gets 429 after 30 attempts in an hour, whoever sends', async () => {
    const address = nextAddress();
    const members = await Promise.all([1, 2, 3, 4].map(() => createMember(api)));
    // Invalid bodies count too: the limit is checked before anything else is.
    for (const member of members.slice(0, 3)) {
      for (let i = 0; i < 10; i += 1) {
        expect((await submit(api, member, { submitData: {} }, { address })).status).toBe(422);
      }
    }
    expect((await submit(api, members[3]!, other(), { address })).status).toBe(429);
    expect((await submit(api, members[3]!, other())).status).toBe(201);
  });
});

describe('idempotency', () => {
  it('five parallel identical submissions with one key store one enquiry', async () => {
    const member = await createMember(api);
    const headers = { 'Idempotency-Key': 'form-7f3a' };
    const responses = await Promise.all(
      [1, 2, 3, 4, 5].map(() => submit(api, member, other(), { headers })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 201]);
    const ids = new Set(await Promise.all(responses.map(idOf)));
    expect(ids.size).toBe(1);
    expect(await enquiryCount(api, member.user.id)).toBe(1);
    const [id] = [...ids];
    expect(await confirmationRows(api, id!)).toHaveLength(1);

    const replay = await submit(api, member, other(), { headers });
    expect(replay.status).toBe(200);
    expect(await idOf(replay)).toBe(id);
  });

  it('the unique index decides between parallel stores that all missed the early check', async () => {
    const member = await createMember(api);
    const input = {
      user: member.user,
      submitData: data[ENQUIRY_TYPES.other] as SubmitData,
      answers: null,
      labels: {},
      locale: 'en' as const,
      date: '2026-11-21 12:00:00',
      now: api.services.now(),
      idempotencyKey: 'raced-key',
      siteUrl: 'http://portal.test',
      inbox: TEST_ENQUIRY_INBOX,
    };
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => storeEnquiry(api.db, input)));
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(await confirmationRows(api, results[0]!.id)).toHaveLength(1);
  });

  it('a key is the member’s own: another member with the same key gets a new enquiry', async () => {
    const [first, second] = await Promise.all([createMember(api), createMember(api)]);
    const headers = { 'Idempotency-Key': 'shared-key' };
    const a = await submit(api, first, other(), { headers });
    const b = await submit(api, second, other(), { headers });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await idOf(a)).not.toBe(await idOf(b));
  });

  it('without a key every submission is a new enquiry; a key over 100 characters is refused', async () => {
    const member = await createMember(api);
    await submit(api, member, other());
    await submit(api, member, other());
    expect(await enquiryCount(api, member.user.id)).toBe(2);
    const long = await submit(api, member, other(), {
      headers: { 'Idempotency-Key': 'k'.repeat(101) },
    });
    expect(long.status).toBe(422);
  });
});
