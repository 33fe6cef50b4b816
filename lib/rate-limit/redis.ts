import 'server-only';
import { Redis } from 'ioredis';

import { resultOf, type RateLimiter } from './types';

const PREFIX = 'rate:';

/** Counters shared by every app instance (REDIS_URL). */
export function createRedisRateLimiter(url: string): RateLimiter & { close: () => Promise<void> } {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    async hit(key, limit, windowMs) {
      const name = PREFIX + key;
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
      await redis.del(PREFIX + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
