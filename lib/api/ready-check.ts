import 'server-only';
import { Redis } from 'ioredis';

import type { FileStorage } from '@/lib/storage';

/** Each check of GET /api/ready gives up after this long (and counts as down). */
export const READY_CHECK_TIMEOUT_MS = 2000;
/** What a load balancer is told to wait before it asks an instance that is not ready again. */
export const READY_RETRY_AFTER_SECONDS = 5;

type Up = 'up' | 'down';
export type ReadyReport = {
  status: 'ready' | 'unavailable';
  database: Up;
  /** `unused` without REDIS_URL; `degraded` (still ready) when it does not answer (issue 48). */
  redis: 'up' | 'degraded' | 'unused';
  storage: Up;
};

/** One round trip to each service the portal needs; null: the service is not configured. */
export type ReadyProbes = {
  database: () => Promise<unknown>;
  redis: (() => Promise<unknown>) | null;
  storage: () => Promise<unknown>;
};

function withTimeout<T>(task: () => Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([task(), timeout]).finally(() => clearTimeout(timer));
}

/** Runs the probes at once, each bounded by `timeoutMs`; `failures` holds each down one's error. */
export async function checkReady(
  probes: ReadyProbes,
  timeoutMs = READY_CHECK_TIMEOUT_MS,
): Promise<{ report: ReadyReport; failures: Record<string, unknown> }> {
  const failures: Record<string, unknown> = {};
  const run = async (name: string, probe: () => Promise<unknown>): Promise<Up> => {
    try {
      await withTimeout(probe, timeoutMs);
      return 'up';
    } catch (error) {
      failures[name] = error;
      return 'down';
    }
  };
  const [database, redis, storage] = await Promise.all([
    run('database', probes.database),
    probes.redis
      ? run('redis', probes.redis).then((state) => (state === 'up' ? 'up' : 'degraded'))
      : Promise.resolve('unused' as const),
    run('storage', probes.storage),
  ]);
  // Redis away degrades the instance (each process counts and caches in its own memory) but
  // leaves it ready: a Redis outage must not take every instance out of the load balancer.
  const ready = database === 'up' && storage === 'up';
  return {
    report: { status: ready ? 'ready' : 'unavailable', database, redis, storage },
    failures,
  };
}

/**
 * Redis's state as `/api/health` reports it, with the mode it puts the instance in (the same words
 * as the cluster primary's answer, scripts/server/health.mjs): `shared` while Redis answers,
 * `local` while it does not (rate limits and pages in the process's memory), `single` without it.
 */
export async function redisHealth(
  ping: (() => Promise<unknown>) | null | undefined,
  timeoutMs = READY_CHECK_TIMEOUT_MS,
): Promise<{ redis: 'up' | 'degraded' | 'unused'; mode: 'shared' | 'local' | 'single' }> {
  if (!ping) return { redis: 'unused', mode: 'single' };
  try {
    await withTimeout(ping, timeoutMs);
    return { redis: 'up', mode: 'shared' };
  } catch {
    return { redis: 'degraded', mode: 'local' };
  }
}

/** A connection of its own to REDIS_URL for the readiness check's PING. */
export function createRedisPing(url: string): { ping: () => Promise<void>; close: () => void } {
  // No retries per command: while Redis is away a PING fails at the next reconnect attempt
  // (and the check's timeout bounds it anyway) instead of waiting in a queue.
  const redis = new Redis(url, {
    maxRetriesPerRequest: 0,
    connectTimeout: READY_CHECK_TIMEOUT_MS,
    connectionName: 'portal-ready',
  });
  redis.on('error', () => undefined);
  return {
    ping: async () => {
      await redis.ping();
    },
    close: () => redis.disconnect(),
  };
}

// A key the portal itself writes: with the minimal bucket policy (Put, Get, Delete object, no
// ListBucket) S3 answers 403, not 404, for a key that does not exist, so the check reads its own.
export const STORAGE_PROBE_KEY = 'health/ready.txt';
const written = new WeakSet<FileStorage>();

/** Reads the probe file back (a cheap GET); writes it on the first check and whenever it is gone. */
export function storageProbe(storage: FileStorage): () => Promise<void> {
  return async () => {
    if (written.has(storage) && (await storage.get(STORAGE_PROBE_KEY))) return;
    written.delete(storage);
    await storage.put(STORAGE_PROBE_KEY, Buffer.from('ready\n'), 'text/plain');
    written.add(storage);
  };
}
