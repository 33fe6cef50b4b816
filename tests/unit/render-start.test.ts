import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';

import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

import { guardedFileSystemCache } from '@/lib/cache/file-system-cache-handler.mjs';
import { createLocalHandler } from '@/lib/cache/local-page-cache.mjs';
import { connected, createSharedHandler } from '@/lib/cache/next-cache-handler.mjs';
import { createRenderStarts, stampRenderStart } from '@/lib/cache/render-start.mjs';

// Issue 56, "served stale just afterwards": a render that began before revalidateTag(tag) and is
// stored after it must not be served as fresh; one that began after it must be. Each cache the
// portal runs is driven through the same steps: a read that finds nothing (the render starts), the
// re-validation, the store, the next read.

type Entry = { lastModified: number; lifespan: null; tags: readonly string[]; value: unknown };
const page = (at: number, body: string): Entry => ({
  lastModified: at,
  lifespan: null,
  tags: ['news'],
  value: { kind: 'FETCH', data: { body }, revalidate: 3600 },
});

describe('the render-start stamp on the local handler (Redis away)', () => {
  let clock = 1_000;
  const now = () => clock;

  it('without it, a render started before the re-validation is served after it (the race)', async () => {
    const local = createLocalHandler({ now });
    clock = 1_000;
    expect(await local.get('/news', { implicitTags: [] })).toBeNull();
    clock = 1_200;
    await local.revalidateTag('news');
    clock = 1_500; // Next stamps the store's time
    await local.set('/news', page(clock, 'old'));
    clock = 1_600;
    expect(await local.get('/news', { implicitTags: [] })).not.toBeNull();
  });

  it('with it, that render is stale at once; one started after the re-validation is fresh', async () => {
    const handler = stampRenderStart(createLocalHandler({ now }), { now });
    clock = 1_000;
    expect(await handler.get('/news', { implicitTags: [] })).toBeNull();
    clock = 1_200;
    await handler.revalidateTag('news');
    clock = 1_500;
    await handler.set('/news', page(clock, 'old'));
    clock = 1_600;
    expect(await handler.get('/news', { implicitTags: [] })).toBeNull();
    // The read above found nothing: the render it starts, after the re-validation, is kept.
    clock = 1_900;
    await handler.set('/news', page(clock, 'new'));
    const entry = await handler.get('/news', { implicitTags: [] });
    expect(entry?.value).toEqual(page(0, 'new').value);
    expect(entry?.lastModified).toBe(1_599);
  });

  it('remembers the earliest start per key, forgets it once stored, and stays bounded', () => {
    const starts = createRenderStarts({ now, max: 2 });
    clock = 10;
    starts.missed('a');
    clock = 20;
    starts.missed('a');
    expect(starts.take('a')).toBe(10);
    expect(starts.take('a')).toBeUndefined();
    starts.missed('a');
    starts.missed('b');
    starts.missed('c');
    expect(starts.size()).toBe(2);
    expect(starts.take('a')).toBeUndefined();
  });

  it('counts a read of an entry past its stale time as a render’s start', async () => {
    const inner = createLocalHandler({ now });
    const handler = stampRenderStart(inner, { now });
    clock = 1_000;
    await inner.set('/news', {
      ...page(clock, 'old'),
      lifespan: { staleAt: 2, expireAt: 9 },
    } as never);
    clock = 2_500; // stale since 2,000: Next renders it again in the background
    expect(await handler.get('/news', { implicitTags: [] })).not.toBeNull();
    clock = 2_600;
    await handler.revalidateTag('news');
    clock = 2_900;
    await handler.set('/news', page(clock, 'rendered before the re-validation'));
    expect(await handler.get('/news', { implicitTags: [] })).toBeNull();
  });
});

// Redis runs on this machine and in CI (127.0.0.1:6379), as for shared-page-cache.test.ts.
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

describe('the render-start stamp across instances sharing Redis', () => {
  const prefix = `test:${randomUUID()}:next:build:`;
  const instances = [
    createSharedHandler(REDIS_URL, prefix),
    createSharedHandler(REDIS_URL, prefix),
  ];
  const [a, b] = instances.map(({ handler }) => stampRenderStart(handler));
  const redis = new Redis(REDIS_URL);

  afterEach(() => vi.useRealTimers());
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    for (const { client } of instances) client.disconnect();
    redis.disconnect();
  });

  it('without it, the library’s Redis handler serves a render stored after the re-validation', async () => {
    const [rawA, rawB] = instances.map(({ handler }) => handler);
    for (const { client } of instances) expect(await connected(client, 5_000)).toBe(true);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_600_000_000_000);
    expect(await rawA!.get('/plain', { implicitTags: [] })).toBeNull();
    vi.setSystemTime(1_600_000_000_200);
    await rawB!.revalidateTag('news');
    vi.setSystemTime(1_600_000_000_500);
    await rawA!.set('/plain', page(Date.now(), 'old'));
    expect(await rawB!.get('/plain', { implicitTags: [] })).not.toBeNull();
  });

  it('a render A started before B re-validated its tag is stale for both; one after is fresh', async () => {
    for (const { client } of instances) expect(await connected(client, 5_000)).toBe(true);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_700_000_000_000);
    expect(await a!.get('/news', { implicitTags: [] })).toBeNull();
    vi.setSystemTime(1_700_000_000_200);
    await b!.revalidateTag('news');
    vi.setSystemTime(1_700_000_000_500);
    await a!.set('/news', page(Date.now(), 'old'));
    vi.setSystemTime(1_700_000_000_600);
    expect(await b!.get('/news', { implicitTags: [] })).toBeNull();
    expect(await a!.get('/news', { implicitTags: [] })).toBeNull();
    // A's read above found nothing after the re-validation: that render is kept and shared.
    vi.setSystemTime(1_700_000_000_900);
    await a!.set('/news', page(Date.now(), 'new'));
    expect((await b!.get('/news', { implicitTags: [] }))?.value).toEqual(page(0, 'new').value);
  });
});

// Next's own file-system cache (no REDIS_URL), through its real class.
const require = createRequire(import.meta.url);
const { default: FileSystemCache } =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js') as {
    default: new (ctx: object) => never;
  };

describe('the file-system cache without REDIS_URL', () => {
  const fetchData = (body: string) => ({
    kind: 'FETCH',
    data: { headers: {}, body, status: 200, url: '' },
    revalidate: 3600,
  });
  const readCtx = { kind: 'FETCH', tags: ['fs-news'], softTags: [] };
  const storeCtx = { fetchCache: true, tags: ['fs-news'] };
  type Cache = {
    get: (key: string, ctx: object) => Promise<{ value: unknown } | null>;
    set: (key: string, data: object, ctx: object) => Promise<void>;
    revalidateTag: (tags: string[], durations?: object) => Promise<void>;
  };
  const open = (Class: new (ctx: object) => never) =>
    new Class({
      flushToDisk: false,
      serverDistDir: `/tmp/${randomUUID()}`,
      maxMemoryCacheSize: 10_000_000,
      revalidatedTags: [],
    }) as unknown as Cache;

  afterEach(() => vi.useRealTimers());

  async function race(cache: Cache, key: string) {
    vi.useFakeTimers({ toFake: ['Date', 'performance'] });
    vi.setSystemTime(1_800_000_000_000);
    expect(await cache.get(key, readCtx)).toBeNull();
    vi.setSystemTime(1_800_000_000_200);
    await cache.revalidateTag(['fs-news'], { expire: 0 });
    vi.setSystemTime(1_800_000_000_500);
    await cache.set(key, fetchData('old'), storeCtx);
    vi.setSystemTime(1_800_000_000_600);
    return cache.get(key, readCtx);
  }

  it('without the guard, Next’s cache serves a render started before the re-validation', async () => {
    expect(await race(open(FileSystemCache), `/plain/${randomUUID()}`)).not.toBeNull();
  });

  it('with it, that render is not stored; one started after the re-validation is', async () => {
    const cache = open(guardedFileSystemCache(FileSystemCache));
    const key = `/guarded/${randomUUID()}`;
    expect(await race(cache, key)).toBeNull();
    vi.setSystemTime(1_800_000_000_900);
    await cache.set(key, fetchData('new'), storeCtx);
    expect((await cache.get(key, readCtx))?.value).toEqual(fetchData('new'));
  });
});
