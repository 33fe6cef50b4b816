import 'server-only';

import { getConfig } from '@/lib/config';
import { getLogger } from '@/lib/logger';

import { createMemoryRateLimiter } from './memory';
import { createRedisRateLimiter } from './redis';
import type { RateLimiter } from './types';

export type { RateLimiter, RateLimitResult } from './types';

let instance: RateLimiter | undefined;

/** Redis when REDIS_URL is set, else this process's memory. */
export function getRateLimiter(): RateLimiter {
  const { REDIS_URL: url, REDIS_KEY_PREFIX: prefix } = getConfig();
  instance ??= url
    ? createRedisRateLimiter(url, `${prefix}rate:`, (state, error) =>
        state === 'down'
          ? getLogger().warn(
              { err: error },
              'Redis does not answer: rate limits are counted by each process until it does',
            )
          : getLogger().info('Redis answers again: rate limits are shared again'),
      )
    : createMemoryRateLimiter();
  return instance;
}
