import 'server-only';

import { getConfig } from '@/lib/config';

import { createMemoryRateLimiter } from './memory';
import { createRedisRateLimiter } from './redis';
import type { RateLimiter } from './types';

export type { RateLimiter, RateLimitResult } from './types';

let instance: RateLimiter | undefined;

/** Redis when REDIS_URL is set, else this process's memory. */
export function getRateLimiter(): RateLimiter {
  const { REDIS_URL: url, REDIS_KEY_PREFIX: prefix } = getConfig();
  instance ??= url ? createRedisRateLimiter(url, `${prefix}rate:`) : createMemoryRateLimiter();
  return instance;
}
