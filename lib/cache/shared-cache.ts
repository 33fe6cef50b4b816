import 'server-only';
import { Redis } from 'ioredis';

import { getConfig } from '@/lib/config';
import { FAIL_FAST_REDIS } from '@/lib/redis/fail-fast';

/**
 * A small key–value cache of text with a lifetime (an outside service's answers, issue 26): in
 * Redis when REDIS_URL is set, so every instance shares it, else in this process. Nothing may
 * depend on an entry being there; a cache that fails (Redis away) answers "not cached".
 */
export type SharedCache = {
  get: (key: string) => Promise<string | null>;
  set: (key: string, value: string, ttlSeconds: number) => Promise<void>;
};

/** This process's cache: at most `maxEntries`, the oldest dropped first. */
export function createMemoryCache(
  now: () => number = Date.now,
  maxEntries = 500,
): SharedCache & { size: () => number } {
  const entries = new Map<string, { value: string; expires: number }>();
  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expires <= now()) {
        entries.delete(key);
        return null;
      }
      return entry.value;
    },
    async set(key, value, ttlSeconds) {
      if (ttlSeconds <= 0) return;
      entries.delete(key);
      entries.set(key, { value, expires: now() + ttlSeconds * 1000 });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    size: () => entries.size,
  };
}

/** The cache shared through Redis; `prefix` keeps its keys apart from the rate limits'. */
export function createRedisCache(url: string, prefix = 'cache:'): SharedCache {
  // No offline queue and a bound on each command (issue 48): while Redis is away a read misses at
  // once (the provider is asked) rather than waiting for a reconnection.
  const redis = new Redis(url, FAIL_FAST_REDIS);
  // A lost connection is retried by ioredis; the calls below answer "not cached" meanwhile.
  redis.on('error', () => undefined);
  return {
    async get(key) {
      try {
        return await redis.get(prefix + key);
      } catch {
        return null;
      }
    },
    async set(key, value, ttlSeconds) {
      if (ttlSeconds <= 0) return;
      try {
        await redis.set(prefix + key, value, 'EX', ttlSeconds);
      } catch {
        // Not cached: the next call asks again.
      }
    },
  };
}

let instance: SharedCache | undefined;

/** Redis when REDIS_URL is set, else this process's memory. */
export function getSharedCache(): SharedCache {
  const { REDIS_URL: url, REDIS_KEY_PREFIX: prefix } = getConfig();
  instance ??= url ? createRedisCache(url, `${prefix}cache:`) : createMemoryCache();
  return instance;
}
