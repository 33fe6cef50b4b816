import { randomUUID } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { cacheKeyPrefix, connected, createSharedHandler } from '@/lib/cache/next-cache-handler.mjs';

import { tcpRelay } from '../setup/tcp-relay';

// Redis runs on this machine and in CI (127.0.0.1:6379); REDIS_URL points elsewhere.
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const BUILD_ID = 'test-build';
const sitePrefix = `test:${randomUUID()}:`;
const redis = new Redis(REDIS_URL);

type Answer = { id: number; result?: string | null; error?: string; ms: number };
type Command = {
  op: 'set' | 'get' | 'revalidate';
  key?: string;
  kind?: 'data' | 'page';
  body?: string;
  tags?: string[];
};

/** One instance of the portal's cache handler, in a worker of its own (tests/fixtures). */
async function startInstance(serverDistDir: string, redisUrl = REDIS_URL) {
  const worker = new Worker(new URL('../fixtures/cache-instance.mjs', import.meta.url), {
    workerData: { serverDistDir },
    // No DATABASE_URL: a single instance, whose local mode (Redis away) follows no other's.
    env: { ...process.env, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: sitePrefix, DATABASE_URL: '' },
    stdout: true,
  });
  const waiting = new Map<number, (answer: Answer) => void>();
  worker.on('message', (answer: Answer) => waiting.get(answer.id)?.(answer));
  let next = 0;
  const send = (command: Command) =>
    new Promise<Answer>((resolve, reject) => {
      next += 1;
      waiting.set(next, (answer) =>
        answer.error ? reject(new Error(answer.error)) : resolve(answer),
      );
      worker.postMessage({ id: next, ...command });
    });
  await new Promise<void>((resolve) => waiting.set(0, () => resolve()));
  return {
    set: (key: string, kind: 'data' | 'page', body: string, tags: string[]) =>
      send({ op: 'set', key, kind, body, tags }),
    get: async (key: string, kind: 'data' | 'page') =>
      (await send({ op: 'get', key, kind })).result,
    revalidate: (...tags: string[]) => send({ op: 'revalidate', tags }),
    send,
    stop: () => worker.terminate(),
  };
}

async function keysOfThisRun(): Promise<string[]> {
  return redis.keys(`${sitePrefix}*`);
}

let folder: string;
let serverDistDir: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'portal-cache-'));
  serverDistDir = path.join(folder, 'server');
  await mkdir(serverDistDir);
  // The handler reads the build's id next to the server folder, as in .next/.
  await writeFile(path.join(folder, 'BUILD_ID'), BUILD_ID);
});

afterAll(async () => {
  const keys = await keysOfThisRun();
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  await rm(folder, { recursive: true, force: true });
});

describe('the shared page cache (REDIS_URL, issue 30)', () => {
  it('keys every entry by the site prefix and the build', () => {
    expect(cacheKeyPrefix('site-a:', 'abc')).toBe('site-a:next:abc:');
    expect(cacheKeyPrefix(undefined, 'abc\n')).toBe('portal:next:abc:');
    expect(cacheKeyPrefix('', undefined)).toBe('portal:next:unbuilt:');
  });

  it('a tag re-validated on one instance is gone for the other at once', async () => {
    const [a, b] = await Promise.all([startInstance(serverDistDir), startInstance(serverDistDir)]);
    try {
      await a.set('news-list', 'data', 'old news', ['news']);
      await a.set('/news', 'page', '<p>old news</p>', ['_N_T_/layout', '_N_T_/news', 'news']);
      await a.set('/faq', 'page', '<p>faq</p>', ['_N_T_/layout', '_N_T_/faq', 'faq']);
      // B reads what A stored: one cache for both.
      expect(await b.get('news-list', 'data')).toBe('old news');
      expect(await b.get('/news', 'page')).toBe('<p>old news</p>');
      const stored = await keysOfThisRun();
      expect(stored.length).toBeGreaterThan(0);
      expect(stored.every((key) => key.startsWith(`${sitePrefix}next:${BUILD_ID}:`))).toBe(true);

      await a.revalidate('news');

      expect(await b.get('news-list', 'data')).toBeNull();
      expect(await b.get('/news', 'page')).toBeNull();
      expect(await a.get('/news', 'page')).toBeNull();
      // Another tag's page stays cached.
      expect(await b.get('/faq', 'page')).toBe('<p>faq</p>');
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('with Redis unreachable, keeps entries in the process (local mode) at once, without an error', async () => {
    const instance = await startInstance(serverDistDir, 'redis://127.0.0.1:1');
    try {
      const set = await instance.set('/news', 'page', '<p>news</p>', ['news']);
      // The first call waits for the connection at most REDIS_COMMAND_TIMEOUT_MS.
      expect(set.ms).toBeLessThan(2000);
      const get = await instance.send({ op: 'get', key: '/news', kind: 'page' });
      expect(get.result).toBe('<p>news</p>');
      expect(get.ms).toBeLessThan(100);
      const revalidate = await instance.revalidate('news');
      expect(revalidate.ms).toBeLessThan(100);
      expect(await instance.get('/news', 'page')).toBeNull();
    } finally {
      await instance.stop();
    }
  });
});

describe('a re-validation Redis did not receive', () => {
  let relay: Awaited<ReturnType<typeof tcpRelay>>;
  beforeAll(async () => {
    relay = await tcpRelay(REDIS_URL);
  });
  afterAll(() => relay.close());

  it('is sent again once the connection is back', async () => {
    const prefix = `${sitePrefix}relay:`;
    const { client, handler } = createSharedHandler(relay.url, prefix);
    try {
      expect(await connected(client, 2000)).toBe(true);
      await handler.set('news-list', {
        lastModified: Date.now(),
        lifespan: null,
        tags: ['news'],
        value: { kind: 'FETCH', data: { body: 'old' }, revalidate: 3600 },
      });
      expect(await redis.exists(`${prefix}news-list`)).toBe(1);

      await relay.cut();
      await vi.waitFor(() => expect(client.status).not.toBe('ready'));
      await expect(handler.revalidateTag('news')).rejects.toThrow();
      expect(await redis.exists(`${prefix}news-list`)).toBe(1);

      await relay.restore();
      await vi.waitFor(async () => expect(await redis.exists(`${prefix}news-list`)).toBe(0), {
        timeout: 10_000,
        interval: 100,
      });
    } finally {
      client.disconnect();
    }
  });
});
