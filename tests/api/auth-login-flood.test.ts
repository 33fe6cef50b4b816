import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';

import argon2 from 'argon2';
import pino from 'pino';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { buildApi } from '@/app/api/build-api';
import {
  GLOBAL_FAILED_LOGINS,
  GLOBAL_FAILED_LOGINS_KEY,
  LIMITS,
} from '@/features/auth/server/limits';
import { createHashGate, HASHING_RETRY_AFTER_SECONDS } from '@/lib/auth/hash-gate';
import { HASH_QUEUE_PER_SLOT } from '@/lib/auth/hash-slot-protocol.mjs';
import { passwordHashGate, replacePasswordHashGate } from '@/lib/auth/password';
import { createMemoryRateLimiter } from '@/lib/rate-limit/memory';
import { createRedisRateLimiter } from '@/lib/rate-limit/redis';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

import { createMember, MEMBER_PASSWORD, type TestMember } from './helpers/accounts';
import { type ErrorBody, nextAddress, post, uniqueEmail } from './helpers/auth-requests';
import { json, testApiForFile } from './helpers/test-api';
import { createTestServices } from './helpers/test-services';

// Issue 25, item 1: a login flood from 250 addresses, each under its own limit, made every attempt
// reach argon2 at once. Now at most one hash fewer than the cores runs at once (issue 36: pages keep
// a core), a short queue waits, the rest get 429 with Retry-After, and a global failed-login rate
// tightens each address's limit.

const api = testApiForFile();
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const login = (email: string, password: string, language?: 'ar') =>
  post(
    api,
    '/login',
    { email, password },
    { headers: language ? { 'Accept-Language': language } : {} },
  );

beforeEach(() => {
  api.services.limiter = createMemoryRateLimiter(() => api.services.clock.now().getTime());
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Counts the argon2 computations running at once, whoever started them. */
function watchArgon2() {
  const seen = { running: 0, peak: 0, calls: 0 };
  const wrap =
    <A extends unknown[], R>(original: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      seen.calls += 1;
      seen.running += 1;
      seen.peak = Math.max(seen.peak, seen.running);
      try {
        return await original(...args);
      } finally {
        seen.running -= 1;
      }
    };
  // The originals are read before the spies replace them.
  const verify = wrap(argon2.verify.bind(argon2));
  const hash = wrap(argon2.hash.bind(argon2)) as typeof argon2.hash;
  vi.spyOn(argon2, 'verify').mockImplementation(verify);
  vi.spyOn(argon2, 'hash').mockImplementation(hash);
  return seen;
}

describe('the password-hashing gate', () => {
  const slots = Math.max(1, availableParallelism() - 1);
  it(`20 concurrent logins never run more hashes at once than the cores less one (${slots}); beyond a short queue, 429`, async () => {
    // One after the other: ten registrations at once would find the short queue full.
    const members: TestMember[] = [];
    for (let index = 0; index < 10; index += 1) members.push(await createMember(api));
    const seen = watchArgon2();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => {
        const member = members[index % members.length]!;
        // Half right, a quarter wrong, a quarter unknown addresses: every kind of attempt hashes.
        const password = index % 2 === 0 ? MEMBER_PASSWORD : 'Wrong-Password-2026';
        const email = index % 4 === 3 ? uniqueEmail('nobody') : member.user.email;
        return login(email, password);
      }),
    );
    const gate = passwordHashGate().options;
    expect(gate.limit).toBe(slots);
    expect(gate.maxQueued).toBe(slots * HASH_QUEUE_PER_SLOT);
    // Right passwords pass, wrong ones and unknown addresses are refused alike; those that found
    // every slot taken and the queue full are told to come back.
    const served = answers.filter((answer) => answer.status !== 429);
    for (const [index, answer] of answers.entries()) {
      const expected = index % 2 === 0 && index % 4 !== 3 ? 200 : 422;
      if (answer.status === 429) {
        expect(answer.headers.get('retry-after')).toBe(String(HASHING_RETRY_AFTER_SECONDS));
      } else expect(answer.status).toBe(expected);
    }
    expect(served.length).toBeGreaterThan(slots);
    expect(seen.peak).toBeLessThanOrEqual(slots);
    console.info(
      `20 concurrent logins: ${served.length} answered, at most ${seen.peak} argon2 hashes at once`,
    );
  });

  describe('when no slot frees up in time', () => {
    let release: () => void = () => undefined;
    let previous: ReturnType<typeof replacePasswordHashGate>;
    let member: TestMember;

    beforeEach(async () => {
      member = await createMember(api);
      const gate = createHashGate({ limit: 1, maxWaitMs: 50, maxQueued: 5 });
      previous = replacePasswordHashGate(gate);
      // The only slot is busy with a hash that ends when the test says so.
      void gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    });
    afterEach(() => {
      release();
      replacePasswordHashGate(previous);
    });

    it('a login answers 429 with Retry-After, in the error shape, and counts no failure', async () => {
      const response = await login(member.user.email, 'Wrong-Password-2026');
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe(String(HASHING_RETRY_AFTER_SECONDS));
      expect(await json<ErrorBody>(response)).toEqual({
        message: en.Api.busy,
        errors: {},
        request_id: expect.any(String),
      });
      expect(await api.services.limiter.count(GLOBAL_FAILED_LOGINS_KEY)).toBe(0);
    });

    it('in Arabic too; registration and the console sign-in are gated the same way', async () => {
      const arabic = await login(member.user.email, MEMBER_PASSWORD, 'ar');
      expect(arabic.status).toBe(429);
      expect((await json<ErrorBody>(arabic)).message).toBe(ar.Api.busy);
      const staff = await post(api, '/staff/login', {
        email: member.user.email,
        password: MEMBER_PASSWORD,
      });
      expect(staff.status).toBe(429);
      const registration = await post(api, '/register', {
        name: 'Rania',
        phone: '0791234567',
        email: uniqueEmail('busy'),
        password: 'Cedar-Harbour-7731',
        password_confirmation: 'Cedar-Harbour-7731',
      });
      expect(registration.status).toBe(429);
      expect(registration.headers.get('retry-after')).toBe(String(HASHING_RETRY_AFTER_SECONDS));
    });

    it('signs in again once the slot is free', async () => {
      release();
      expect((await login(member.user.email, MEMBER_PASSWORD)).status).toBe(200);
    });
  });
});

describe('the global failed-login rate', () => {
  it('counts every failed login, whatever the address, and not a successful one', async () => {
    const member = await createMember(api);
    await login(member.user.email, 'Wrong-Password-2026');
    await login(uniqueEmail('nobody'), MEMBER_PASSWORD);
    await login(member.user.email, MEMBER_PASSWORD);
    expect(await api.services.limiter.count(GLOBAL_FAILED_LOGINS_KEY)).toBe(2);
  });

  it(`past ${GLOBAL_FAILED_LOGINS.limit} failures, each address gets ${LIMITS.loginUnderAttack.limit} attempts instead of ${LIMITS.login.limit}`, async () => {
    const member = await createMember(api);
    // Before: one address may try more than the tighter limit.
    const calm = nextAddress();
    for (let attempt = 0; attempt < LIMITS.loginUnderAttack.limit + 1; attempt += 1) {
      const response = await post(
        api,
        '/login',
        { email: member.user.email, password: '' },
        { address: calm },
      );
      expect(response.status).toBe(422);
    }
    for (let failure = 0; failure < GLOBAL_FAILED_LOGINS.limit; failure += 1) {
      await api.services.limiter.hit(
        GLOBAL_FAILED_LOGINS_KEY,
        GLOBAL_FAILED_LOGINS.limit,
        GLOBAL_FAILED_LOGINS.windowMs,
      );
    }
    const address = nextAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= LIMITS.loginUnderAttack.limit; attempt += 1) {
      statuses.push(
        (await post(api, '/login', { email: uniqueEmail('flood'), password: 'x' }, { address }))
          .status,
      );
    }
    expect(statuses).toEqual([...Array<number>(LIMITS.loginUnderAttack.limit).fill(422), 429]);
    // The right password from that address waits too: the limit is counted before any hash.
    const seen = watchArgon2();
    const refused = await post(
      api,
      '/login',
      { email: member.user.email, password: MEMBER_PASSWORD },
      { address },
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(seen.calls).toBe(0);
    // Once the window has passed, the usual limits are back.
    api.services.clock.advance(GLOBAL_FAILED_LOGINS.windowMs + LIMITS.loginUnderAttack.windowMs);
    expect(
      (
        await post(
          api,
          '/login',
          { email: member.user.email, password: MEMBER_PASSWORD },
          { address },
        )
      ).status,
    ).toBe(200);
  });

  describe('with REDIS_URL, shared by every instance', () => {
    const prefix = `test:${randomUUID()}:`;
    const shared = [
      createRedisRateLimiter(REDIS_URL, prefix),
      createRedisRateLimiter(REDIS_URL, prefix),
    ];
    afterAll(async () => {
      await Promise.all(shared.map((limiter) => limiter.close()));
    });

    it('failures counted by one instance tighten the limits of another', async () => {
      api.services.limiter = shared[0]!;
      const otherServices = createTestServices();
      otherServices.limiter = shared[1]!;
      const other = buildApi({
        getDb: async () => api.db,
        log: pino({ level: 'silent' }),
        getServices: () => otherServices,
      });
      const member = await createMember(api);
      // One real failure through the first instance, the rest of the flood counted straight in.
      expect((await login(member.user.email, 'Wrong-Password-2026')).status).toBe(422);
      expect(await shared[1]!.count(GLOBAL_FAILED_LOGINS_KEY)).toBe(1);
      for (let failure = 1; failure < GLOBAL_FAILED_LOGINS.limit; failure += 1) {
        await shared[0]!.hit(
          GLOBAL_FAILED_LOGINS_KEY,
          GLOBAL_FAILED_LOGINS.limit,
          GLOBAL_FAILED_LOGINS.windowMs,
        );
      }
      const address = nextAddress();
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= LIMITS.loginUnderAttack.limit; attempt += 1) {
        const response = await other.request('/api/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'x-portal-client-socket': address },
          body: JSON.stringify({ email: uniqueEmail('flood'), password: 'x' }),
        });
        statuses.push(response.status);
      }
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.filter((status) => status === 422)).toHaveLength(
        LIMITS.loginUnderAttack.limit,
      );
    });
  });
});
