import type { RedisOptions } from 'ioredis';

/**
 * A Redis connection that fails at once while Redis is away (issue 48): no offline queue, no
 * retry per command, each command and the connection bounded to a second. Its users (rate limits,
 * the providers' cache) then fall back to their own memory or ask again, instead of waiting for a
 * reconnection.
 */
export const FAIL_FAST_REDIS: RedisOptions = {
  lazyConnect: false,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  connectTimeout: 1_000,
  commandTimeout: 1_000,
};
