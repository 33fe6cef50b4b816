import { afterAll, describe, expect, it } from 'vitest';

import { createRedisPing, STORAGE_PROBE_KEY } from '@/lib/api/ready-check';
import { connect, type Connection } from '@/lib/db/connect';

import { buildApiWith, json, testApiForFile } from './helpers/test-api';

// Redis runs on this machine and in CI (127.0.0.1:6379); REDIS_URL points elsewhere.
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const api = testApiForFile();
const redis = createRedisPing(REDIS_URL);
// Nothing listens on port 1: a Redis, or a database, that cannot be reached.
const deadRedis = createRedisPing('redis://127.0.0.1:1');
let deadDatabase: Connection | undefined;

afterAll(async () => {
  redis.close();
  deadRedis.close();
  await deadDatabase?.close();
});

type Report = { status: string; database: string; redis: string; storage: string };

async function ready(request: (path: string) => Promise<Response>) {
  const response = await request('/api/ready');
  return { response, body: await json<Report>(response) };
}

describe('GET /api/ready (issue 30)', () => {
  it('answers 200 when the database and the storage answer, Redis unused without REDIS_URL', async () => {
    api.services.redisPing = null;
    const { response, body } = await ready(api.request);
    expect(response.status).toBe(200);
    expect(body).toEqual({ status: 'ready', database: 'up', redis: 'unused', storage: 'up' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('retry-after')).toBeNull();
    // The storage check writes its own small file once, then reads it back.
    expect(api.services.files.has(STORAGE_PROBE_KEY)).toBe(true);
  });

  it('checks Redis when REDIS_URL is set', async () => {
    api.services.redisPing = redis.ping;
    const { response, body } = await ready(api.request);
    expect(response.status).toBe(200);
    expect(body.redis).toBe('up');
  });

  it('answers 200 with Redis degraded when it cannot be reached (issue 48)', async () => {
    api.services.redisPing = deadRedis.ping;
    const started = performance.now();
    const { response, body } = await ready(api.request);
    expect(performance.now() - started).toBeLessThan(2500);
    expect(response.status).toBe(200);
    expect(response.headers.get('retry-after')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({ status: 'ready', database: 'up', redis: 'degraded', storage: 'up' });
  });

  it('answers 503 naming the storage when it refuses', async () => {
    api.services.redisPing = null;
    const storage = api.services.storage;
    api.services.storage = {
      ...storage,
      get: async () => {
        throw new Error('bucket unreachable');
      },
      put: async () => {
        throw new Error('bucket unreachable');
      },
    };
    try {
      const { response, body } = await ready(api.request);
      expect(response.status).toBe(503);
      expect(body).toEqual({
        status: 'unavailable',
        database: 'up',
        redis: 'unused',
        storage: 'down',
      });
    } finally {
      api.services.storage = storage;
    }
  });

  it('answers 503 naming the database when it cannot be reached', async () => {
    const broken = buildApiWith(async () => {
      deadDatabase ??= await connect({
        databaseUrl: 'postgres://postgres@127.0.0.1:1/unreachable',
        pgliteDir: '',
      });
      return deadDatabase.db;
    });
    const { response, body } = await ready((path) => Promise.resolve(broken.request(path)));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(body).toEqual({
      status: 'unavailable',
      database: 'down',
      redis: 'unused',
      storage: 'up',
    });
  });

  it('is in the OpenAPI document', async () => {
    const doc = await json<{ paths: Record<string, { get?: { responses: object } }> }>(
      await api.request('/api/openapi.json'),
    );
    expect(Object.keys(doc.paths['/api/ready']?.get?.responses ?? {})).toEqual(['200', '503']);
  });
});
