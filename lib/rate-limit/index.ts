import 'server-only';

import { getConfig } from '@/lib/config';
import { getLogger } from '@/lib/logger';

import { createMemoryRateLimiter } from './memory';
import { createRedisRateLimiter } from './redis';
import type { RateLimiter } from './types';

export type { RateLimiter, RateLimitResult } from './types';

let instance: RateLimiter | undefined;

/**
 * How many processes count apart while Redis is away: INSTANCE_COUNT instances of this one's
 * worker processes (scripts/start.mjs sets PORTAL_WORKER_PROCESSES for them).
 */
export function fallbackShare(
  instances: number,
  env: Record<string, string | undefined> = process.env,
): number {
  const workers = Number(env.PORTAL_WORKER_PROCESSES);
  return instances * (Number.isInteger(workers) && workers > 0 ? workers : 1);
}

/** Redis when REDIS_URL is set, else this process's memory. */
export function getRateLimiter(): RateLimiter {
  const { REDIS_URL: url, REDIS_KEY_PREFIX: prefix, INSTANCE_COUNT: instances } = getConfig();
  const share = fallbackShare(instances);
  instance ??= url
    ? createRedisRateLimiter(
        url,
        `${prefix}rate:`,
        (state, error) =>
          state === 'down'
            ? getLogger().warn(
                { err: error, mode: 'local', share },
                `Redis does not answer: rate limits are counted by each process until it does, each allowing 1/${share} of each limit`,
              )
            : getLogger().info(
                { mode: 'shared' },
                'Redis answers again: rate limits are shared again',
              ),
        { share },
      )
    : createMemoryRateLimiter();
  return instance;
}
