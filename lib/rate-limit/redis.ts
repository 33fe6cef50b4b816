import 'server-only';
import { Redis } from 'ioredis';

import { resultOf, type RateLimiter } from './types';

const PREFIX = 'rate:';

/** Counters shared by every app instance (REDIS_URL); `prefix` keeps tests' keys apart. */
export function createRedisRateLimiter(
  url: string,
  prefix = PREFIX,
): RateLimiter & { close: () => Promise<void> } {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    async hit(key, limit, windowMs) {
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
    async reset(key) {
      await redis.del(prefix + key);
    },
    async count(key) {
      // An expired key is gone in Redis, so its window's count is 0 without a check of its TTL.
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async close() {
      await redis.quit();
    },
  };
}
