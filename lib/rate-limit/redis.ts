import 'server-only';
import { Redis } from 'ioredis';

import { FAIL_FAST_REDIS } from '@/lib/redis/fail-fast';

import { createMemoryRateLimiter } from './memory';
import { resultOf, type RateLimiter } from './types';

const PREFIX = 'rate:';

/** Told once when Redis stops answering the limiter, and once when it answers again. */
export type RedisOutageReport = (state: 'down' | 'up', error?: Error) => void;

/** A limit made for the whole site, as one of `share` processes counting apart may allow it. */
export function localLimit(limit: number, share: number): number {
  return Math.max(1, Math.floor(limit / Math.max(1, share)));
}

/**
 * Counters shared by every app instance (REDIS_URL); `prefix` keeps tests' keys apart.
 * While Redis cannot answer, each process counts in its own memory (`fallback`) instead of
 * failing the request or letting every attempt through (docs/decisions/instances-and-load.md, "Several instances"):
 * a command fails at once while disconnected and after 1 s when Redis hangs. Counted apart, each
 * process allows its `share` of each limit (issue 48: `share` processes then allow the limit).
 */
export function createRedisRateLimiter(
  url: string,
  prefix = PREFIX,
  report: RedisOutageReport = () => undefined,
  {
    fallback = createMemoryRateLimiter(),
    share = 1,
  }: { fallback?: RateLimiter; share?: number } = {},
): RateLimiter & { close: () => Promise<void> } {
  const redis = new Redis(url, FAIL_FAST_REDIS);
  let down = false;
  // The first command waits for the first connection (at most 1 s, less when it is refused).
  let connected: Promise<unknown> | undefined = Promise.race([
    new Promise((resolve) => redis.once('ready', resolve)),
    new Promise((resolve) => redis.once('error', resolve)),
    new Promise((resolve) => setTimeout(resolve, 1_000).unref()),
  ]).finally(() => (connected = undefined));
  // Without a listener ioredis prints every failed reconnection as an unhandled error event.
  redis.on('error', () => undefined);
  redis.on('ready', () => {
    if (down) report('up');
    down = false;
  });

  async function shared<T>(command: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    try {
      if (connected) await connected;
      return await command();
    } catch (error) {
      if (!down) report('down', error instanceof Error ? error : new Error(String(error)));
      down = true;
      return local();
    }
  }

  return {
    hit: (key, limit, windowMs) =>
      shared(
        async () => {
          const name = prefix + key;
          const results = await redis
            .multi()
            .incr(name)
            .pexpire(name, windowMs, 'NX')
            .pttl(name)
            .exec();
          const count = Number(results?.[0]?.[1] ?? 0);
          const msLeft = Number(results?.[2]?.[1] ?? windowMs);
          return resultOf(count, limit, msLeft);
        },
        () => fallback.hit(key, localLimit(limit, share), windowMs),
      ),
    reset: (key) =>
      shared(
        async () => {
          await Promise.all([redis.del(prefix + key), fallback.reset(key)]);
        },
        () => fallback.reset(key),
      ),
    // An expired key is gone in Redis, so its window's count is 0 without a check of its TTL.
    count: (key) =>
      shared(
        async () => Number((await redis.get(prefix + key)) ?? 0),
        () => fallback.count(key),
      ),
    async close() {
      redis.disconnect();
    },
  };
}
