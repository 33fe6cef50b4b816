import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';

import { enquiries, mailOutbox } from '@/lib/db/schema';
import { createMemoryRateLimiter } from '@/lib/rate-limit/memory';

import { startFakeSiteverify, type FakeSiteverify } from './enquiries-siteverify';
import { completeData, lookupChoices, type Choices } from './enquiry-form-fixtures';
import { createMember, type TestMember } from './helpers/accounts';
import { nextAddress, post } from './helpers/auth-requests';
import { createTestApi, type TestApi } from './helpers/test-api';

export {
  activeQuestions,
  completeData,
  lookupChoices,
  type Choices,
  type ErrorBody,
} from './enquiry-form-fixtures';

type SubmitOptions = { headers?: Record<string, string>; address?: string };

/** POST /api/all-enquiries as `member` (a visitor when null), from a fresh address by default. */
export function submit(
  api: TestApi,
  member: TestMember | null,
  body: Record<string, unknown>,
  { headers = {}, address = nextAddress() }: SubmitOptions = {},
) {
  return post(api, '/all-enquiries', body, {
    headers: { ...(member?.bearer ?? {}), ...headers },
    address,
  });
}

/** Fresh counters, so each test starts with the full per-user and per-address allowance. */
export function resetLimits(api: TestApi) {
  api.services.limiter = createMemoryRateLimiter(() => api.services.clock.now().getTime());
}

export async function enquiryCount(api: TestApi, userId: number) {
  const [row] = await api.db
    .select({ n: count() })
    .from(enquiries)
    .where(eq(enquiries.user_id, userId));
  return row!.n;
}

export async function outboxCount(api: TestApi) {
  const [row] = await api.db.select({ n: count() }).from(mailOutbox);
  return row!.n;
}

export type EnquiryEnv = {
  api: TestApi;
  fake: FakeSiteverify;
  choices: Choices;
  data: Record<number, Record<string, unknown>>;
  lina: TestMember;
  omar: TestMember;
  close: () => Promise<void>;
};

/** A fresh API whose captcha is verified against the local fake, with lookups and two members. */
export async function setupEnquiryApi(): Promise<EnquiryEnv> {
  const [api, fake] = await Promise.all([createTestApi(), startFakeSiteverify()]);
  api.services.captcha = fake.verifier();
  const [lina, omar, choices] = await Promise.all([
    createMember(api),
    createMember(api, { name: 'Omar', last_name: 'Saleh' }),
    lookupChoices(api),
  ]);
  return {
    api,
    fake,
    choices,
    data: completeData(choices),
    lina,
    omar,
    close: async () => {
      await Promise.all([api.close(), fake.close()]);
    },
  };
}

/**
 * The test file's enquiry API (setupEnquiryApi): started before the first test, closed after the
 * last, with fresh rate limits for every test. `ready` gets it first, to keep what the file uses.
 */
export function enquiryApiForFile(ready: (env: EnquiryEnv) => unknown) {
  let env: EnquiryEnv | undefined;
  beforeAll(async () => {
    env = await setupEnquiryApi();
    await ready(env);
  });
  afterAll(async () => {
    await env?.close();
  });
  beforeEach(() => {
    if (env) resetLimits(env.api);
  });
}

export const idOf = async (response: Response) => ((await response.json()) as { id: number }).id;

/** The outbox row of an enquiry's confirmation, in either language. */
export const confirmationRows = (api: TestApi, id: number) =>
  api.db
    .select()
    .from(mailOutbox)
    .where(
      inArray(mailOutbox.subject, [`We received your enquiry no. ${id}`, `استلمنا طلبك رقم ${id}`]),
    );
