// GET /api/ready outside Next (issue 36): under 200 connections both instances missed HAProxy's
// check, which waited behind page rendering, and were taken out together. The cluster's primary
// (cluster.mjs) answers it itself, as it answers /api/health, from probes of its own: a ping of
// PostgreSQL, a PING to Redis when REDIS_URL is set, a read of the storage's probe file, and
// whether a worker takes connections. The single-process server (serve.mjs) answers it before Next
// with the process's own database connection. The services' result is reused for up to a second,
// and checks that arrive while one runs share it, so a burst of checks makes one round of probes.
// The body is the API's (lib/api/ready-routes.ts, which answers under `next dev`).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Each probe gives up after this long (and counts as down). */
export const READY_CHECK_TIMEOUT_MS = 2000;
/** The services' result is this fresh at most. */
export const READY_CACHE_MS = 1000;
/** What a load balancer is told to wait before it asks an instance that is not ready again. */
export const READY_RETRY_AFTER_SECONDS = 5;
/** The file the storage probe reads (lib/api/ready-check.ts STORAGE_PROBE_KEY writes the same). */
export const STORAGE_PROBE_KEY = 'health/ready.txt';

function withTimeout(task, ms) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([Promise.resolve().then(task), timeout]).finally(() => clearTimeout(timer));
}

/**
 * One round of probes, each bounded by `timeoutMs`: `{ database, redis, storage }`, each 'up' or
 * 'down'; `redis` is 'unused' without a probe and 'degraded', never 'down', when its probe fails
 * (issue 48: the portal serves without Redis, each instance from its own memory).
 * @param {{ database: () => Promise<unknown>, redis: (() => Promise<unknown>) | null, storage: () => Promise<unknown> }} probes
 */
export async function probeServices(probes, timeoutMs = READY_CHECK_TIMEOUT_MS) {
  const run = (probe) =>
    withTimeout(probe, timeoutMs).then(
      () => 'up',
      () => 'down',
    );
  const [database, redis, storage] = await Promise.all([
    run(probes.database),
    probes.redis
      ? run(probes.redis).then((state) => (state === 'down' ? 'degraded' : state))
      : 'unused',
    run(probes.storage),
  ]);
  return { database, redis, storage };
}

/**
 * `probe` (a round of probes) behind a cache of `maxAgeMs`: a call within that time of the last
 * result gets it; calls while a round runs share it.
 * @template T
 * @param {() => Promise<T>} probe
 */
export function cachedProbe(probe, { maxAgeMs = READY_CACHE_MS, now = Date.now } = {}) {
  let last;
  let running;
  return () => {
    if (last && now() - last.at < maxAgeMs) return Promise.resolve(last.value);
    running ??= probe()
      .then((value) => {
        last = { value, at: now() };
        return value;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
}

/**
 * The readiness answer: 200 when the database and the storage are up (and, where `workers` is
 * given, a worker takes connections), whatever Redis's state ('degraded' is still ready: issue 48,
 * a Redis outage took both instances out of the proxy), else 503 with Retry-After and the same body
 * naming what is down.
 * @param {{ database: string, redis: string, storage: string }} services
 * @param {{ workers?: 'up' | 'down' }} [extra]
 */
export function readyAnswer(services, extra = {}) {
  const ready = services.database === 'up' && services.storage === 'up' && extra.workers !== 'down';
  const body = { status: ready ? 'ready' : 'unavailable', ...services, ...extra };
  return {
    status: ready ? 200 : 503,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...(ready ? {} : { 'Retry-After': String(READY_RETRY_AFTER_SECONDS) }),
    },
    body: JSON.stringify(body),
  };
}

/** A PING to Redis on a connection of its own; no retries per command (the timeout bounds it). */
export async function redisPing(url) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    maxRetriesPerRequest: 0,
    connectTimeout: READY_CHECK_TIMEOUT_MS,
    connectionName: 'portal-ready',
    lazyConnect: false,
  });
  redis.on('error', () => undefined);
  // Once connected, a lost connection fails the PING at once (issue 48: the answer says
  // 'degraded' within milliseconds, not after the next reconnection attempt, up to 2 s later).
  let connected = false;
  redis.once('ready', () => (connected = true));
  return {
    ping: () =>
      connected && redis.status !== 'ready'
        ? Promise.reject(new Error(`Redis connection ${redis.status}`))
        : redis.ping(),
    close: () => redis.disconnect(),
  };
}

// S3 answers 403, not 404, for a missing key under the minimal bucket policy (no ListBucket); the
// probe file is written the first time and whenever a read finds it missing.
const missing = (error) =>
  error?.name === 'NoSuchKey' ||
  error?.$metadata?.httpStatusCode === 404 ||
  error?.$metadata?.httpStatusCode === 403;

async function s3Probe(env) {
  const { GetObjectCommand, PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3');
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  const client = new S3Client({
    region: env.S3_REGION,
    credentials: {
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    },
    ...(endpoint
      ? {
          endpoint,
          forcePathStyle: true,
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }
      : {}),
  });
  const Bucket = env.S3_BUCKET;
  return async () => {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: STORAGE_PROBE_KEY }));
      await answer.Body?.transformToByteArray();
    } catch (error) {
      if (!missing(error)) throw error;
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: STORAGE_PROBE_KEY,
          Body: 'ready\n',
          ContentType: 'text/plain',
        }),
      );
    }
  };
}

function folderProbe(root) {
  const file = path.join(root, STORAGE_PROBE_KEY);
  return async () => {
    try {
      await readFile(file);
    } catch (error) {
      if (error?.code !== 'ENOENT') throw error;
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, 'ready\n');
    }
  };
}

/** The storage's probe as lib/storage chooses it: the S3 bucket when S3_BUCKET is set, else the folder. */
export async function storagePing(env = process.env, dir = process.cwd()) {
  if (env.S3_BUCKET?.trim()) return s3Probe(env);
  return folderProbe(path.resolve(dir, env.DATA_DIR?.trim() || 'data', 'uploads'));
}

/**
 * The probes of an instance whose database is pinged by `database`, Redis and the storage read from
 * the environment; `close` ends their connections.
 */
export async function readinessProbes(database, env = process.env) {
  const redis = env.REDIS_URL?.trim() ? await redisPing(env.REDIS_URL.trim()) : null;
  const storage = await storagePing(env);
  return {
    probes: { database, redis: redis ? redis.ping : null, storage },
    close: () => redis?.close(),
  };
}
