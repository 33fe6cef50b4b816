import { randomUUID } from 'node:crypto';

import { afterAll, describe, expect, it, vi } from 'vitest';

import { fallbackShare } from '@/lib/rate-limit';
import { createMemoryRateLimiter } from '@/lib/rate-limit/memory';
import { createRedisRateLimiter, localLimit } from '@/lib/rate-limit/redis';
import type { RateLimiter } from '@/lib/rate-limit/types';

import { tcpRelay } from '../setup/tcp-relay';

// Redis runs on this machine and in CI (127.0.0.1:6379); REDIS_URL points elsewhere.
const redis = createRedisRateLimiter(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
afterAll(() => redis.close());

async function hitTimes(limiter: RateLimiter, key: string, times: number) {
  const results = [];
  for (let index = 0; index < times; index += 1) results.push(await limiter.hit(key, 3, 60_000));
  return results;
}

describe.each([
  ['memory', () => createMemoryRateLimiter()],
  ['redis', () => redis],
])('%s rate limiter', (_name, make) => {
  it('allows the limit, then refuses with the seconds left', async () => {
    const limiter = make();
    const key = `test:${randomUUID()}`;
    const results = await hitTimes(limiter, key, 4);
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBeGreaterThan(0);
    expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('counts the attempts of the current window without counting one', async () => {
    const limiter = make();
    const key = `test:${randomUUID()}`;
    expect(await limiter.count(key)).toBe(0);
    await hitTimes(limiter, key, 2);
    expect(await limiter.count(key)).toBe(2);
    expect(await limiter.count(key)).toBe(2);
    await limiter.reset(key);
    expect(await limiter.count(key)).toBe(0);
  });

  it('keeps keys apart and forgets a key on reset', async () => {
    const limiter = make();
    const key = `test:${randomUUID()}`;
    await hitTimes(limiter, key, 3);
    expect((await limiter.hit(`${key}:other`, 3, 60_000)).allowed).toBe(true);
    await limiter.reset(key);
    expect((await limiter.hit(key, 3, 60_000)).allowed).toBe(true);
  });
});

describe('the share of a limit while Redis is away', () => {
  it('is the limit over the processes counting apart, at least 1', () => {
    expect(localLimit(20, 2)).toBe(10);
    expect(localLimit(20, 8)).toBe(2);
    expect(localLimit(3, 8)).toBe(1);
    expect(localLimit(5, 1)).toBe(5);
  });

  it("counts INSTANCE_COUNT instances of this one's worker processes", () => {
    expect(fallbackShare(2, {})).toBe(2);
    expect(fallbackShare(2, { PORTAL_WORKER_PROCESSES: '4' })).toBe(8);
    expect(fallbackShare(3, { PORTAL_WORKER_PROCESSES: 'x' })).toBe(3);
  });
});

describe('memory rate limiter windows', () => {
  it('opens a new window when the old one ends', async () => {
    let time = 0;
    const limiter = createMemoryRateLimiter(() => time);
    await hitTimes(limiter, 'k', 3);
    expect((await limiter.hit('k', 3, 60_000)).retryAfterSeconds).toBe(60);
    time = 60_000;
    expect(await limiter.count('k')).toBe(0);
    expect((await limiter.hit('k', 3, 60_000)).allowed).toBe(true);
  });
});

describe('redis rate limiter while Redis does not answer', () => {
  it('counts in the process instead, and says so once', async () => {
    // Nobody listens on port 1: every command fails at once (no offline queue).
    const reports: string[] = [];
    const away = createRedisRateLimiter('redis://127.0.0.1:1', 'test:', (state) => {
      reports.push(state);
    });
    try {
      const key = `away:${randomUUID()}`;
      const results = await hitTimes(away, key, 4);
      expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
      expect(results[3]!.retryAfterSeconds).toBeGreaterThan(0);
      expect(await away.count(key)).toBe(4);
      await away.reset(key);
      expect(await away.count(key)).toBe(0);
      expect(reports).toEqual(['down']);
    } finally {
      await away.close();
    }
  });

  it('allows each process its share of the limit meanwhile (issue 48)', async () => {
    const away = createRedisRateLimiter('redis://127.0.0.1:1', 'test:', () => undefined, {
      share: 2,
    });
    try {
      const results = await hitTimes(away, `share:${randomUUID()}`, 3);
      // A limit of 3 for the site: 1 for each of 2 processes counting apart.
      expect(results.map((result) => result.allowed)).toEqual([true, false, false]);
    } finally {
      await away.close();
    }
  });

  it('shares the counts again once Redis answers again', async () => {
    const relay = await tcpRelay(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    const reports: string[] = [];
    const limiter = createRedisRateLimiter(relay.url, `test:${randomUUID()}:`, (state) => {
      reports.push(state);
    });
    try {
      const key = 'outage';
      await hitTimes(limiter, key, 2);
      await relay.cut();
      // Counted in the process while Redis is away: the two shared hits are not seen.
      await vi.waitFor(async () => expect(await limiter.count(key)).toBe(0));
      await relay.restore();
      await vi.waitFor(async () => expect(reports).toEqual(['down', 'up']), { timeout: 10_000 });
      expect(await limiter.count(key)).toBe(2);
    } finally {
      await limiter.close();
      await relay.close();
    }
  });
});
