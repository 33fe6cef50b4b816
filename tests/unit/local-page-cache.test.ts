import { EventEmitter } from 'node:events';

import { describe, expect, it } from 'vitest';

import type { RevalidationLog } from '@/lib/cache/cache-revalidation-log.mjs';
import {
  createLocalHandler,
  createSwitchingHandler,
  type CacheEntry,
} from '@/lib/cache/local-page-cache.mjs';

// Issue 48: Next's cache handler keeps pages in each process's memory while Redis is away, follows
// the re-validations other instances write to PostgreSQL, and goes back to Redis when it answers.

const entry = (body: string, tags: string[], lastModified = 1): CacheEntry => ({
  lastModified,
  lifespan: null,
  tags,
  value: { kind: 'APP_PAGE', html: body },
});

/** Redis's handler as seen from one instance: fails while `up` is false, as a lost connection. */
function fakeRedis(store = new Map<string, CacheEntry>()) {
  const client = Object.assign(new EventEmitter(), { status: 'ready' });
  const revalidated: string[] = [];
  let up = true;
  const check = () => {
    if (!up) throw new Error('Connection is closed.');
  };
  const shared = {
    name: 'fake-redis',
    get: async (key: string) => (check(), store.get(key) ?? null),
    set: async (key: string, value: CacheEntry) => void (check(), store.set(key, value)),
    revalidateTag: async (tag: string) => {
      check();
      revalidated.push(tag);
      for (const [key, value] of store) if (value.tags.includes(tag)) store.delete(key);
    },
  };
  return {
    client,
    shared,
    store,
    revalidated,
    stop() {
      up = false;
      client.status = 'reconnecting';
      client.emit('error', new Error('connect ECONNREFUSED'));
      client.emit('close');
    },
    start() {
      up = true;
      client.status = 'ready';
      client.emit('ready');
    },
  };
}

/** PostgreSQL's table as every instance sees it; `follow` is ready once `open()` is called. */
function fakeLog() {
  const followers = new Set<(tags: string[]) => void>();
  const pending: (() => void)[] = [];
  let open = true;
  const log: RevalidationLog = {
    record: async (tag) => {
      for (const follower of followers) follower([tag]);
    },
    follow: (onTags, onReady = () => undefined) => {
      followers.add(onTags);
      if (open) onReady();
      else pending.push(onReady);
      return () => followers.delete(onTags);
    },
    close: async () => undefined,
  };
  return {
    log,
    followers,
    hold: () => (open = false),
    open: () => {
      open = true;
      for (const ready of pending.splice(0)) ready();
    },
  };
}

function instance(redis: ReturnType<typeof fakeRedis>, log: RevalidationLog | null) {
  const lines: string[] = [];
  const local = createLocalHandler();
  const switching = createSwitchingHandler({
    client: redis.client,
    shared: redis.shared,
    revalidations: log,
    local,
    log: (_level, fields, msg) => lines.push(`${(fields as { mode: string }).mode}: ${msg}`),
  });
  return { ...switching, local, lines };
}

describe('the page cache while Redis is away', () => {
  it('keeps entries in the process, then goes back to Redis and drops them, logging each change once', async () => {
    const redis = fakeRedis();
    const a = instance(redis, fakeLog().log);
    await a.handler.set('/faq', entry('shared faq', ['faq']));
    expect(redis.store.has('/faq')).toBe(true);
    expect(a.mode()).toBe('shared');

    redis.stop();
    redis.client.emit('error', new Error('again'));
    expect(a.mode()).toBe('local');
    // Redis's entries are out of reach: a miss, then the page rendered again is kept locally.
    expect(await a.handler.get('/faq')).toBeNull();
    await a.handler.set('/faq', entry('local faq', ['faq']));
    expect((await a.handler.get('/faq'))?.value).toEqual({ kind: 'APP_PAGE', html: 'local faq' });
    expect(a.local.size()).toBe(1);

    redis.start();
    expect(a.mode()).toBe('shared');
    expect(a.local.size()).toBe(0);
    expect((await a.handler.get('/faq'))?.value).toEqual({ kind: 'APP_PAGE', html: 'shared faq' });
    expect(a.lines).toEqual([
      'local: Redis is unreachable: pages and cached reads are kept in this process until it answers',
      'shared: Redis answers again: pages and cached reads are shared again',
    ]);
  });

  it('drops what a tag re-validated on another instance names, and sends the tag to Redis on return', async () => {
    const store = new Map<string, CacheEntry>();
    const redisA = fakeRedis(store);
    const redisB = fakeRedis(store);
    const { log } = fakeLog();
    const a = instance(redisA, log);
    const b = instance(redisB, log);
    await b.handler.set('/news/1', entry('old news', ['news']));
    redisA.stop();
    redisB.stop();

    await b.handler.set('/news/1', entry('old news', ['news', '_N_T_/news/1']));
    await b.handler.set('/faq', entry('faq', ['faq']));
    await a.handler.revalidateTag('news');

    expect(await b.handler.get('/news/1')).toBeNull();
    expect(await b.handler.get('/faq')).not.toBeNull();
    // Redis still holds the old page; B, back first, sends the tag it read (A may have stopped).
    expect(store.has('/news/1')).toBe(true);
    redisB.start();
    await Promise.resolve();
    expect(redisB.revalidated).toEqual(['news']);
    expect(store.has('/news/1')).toBe(false);
  });

  it("keeps nothing locally until the log's starting point is known", async () => {
    const redis = fakeRedis();
    const log = fakeLog();
    log.hold();
    const a = instance(redis, log.log);
    redis.stop();
    await a.handler.set('/faq', entry('faq', ['faq']));
    expect(await a.handler.get('/faq')).toBeNull();
    log.open();
    await a.handler.set('/faq', entry('faq', ['faq']));
    expect(await a.handler.get('/faq')).not.toBeNull();
    // Back to shared mode, it follows the log no more.
    redis.start();
    expect(log.followers.size).toBe(0);
  });

  it('keeps entries at once without a log (a single instance)', async () => {
    const redis = fakeRedis();
    const a = instance(redis, null);
    a.toLocal();
    await a.handler.set('/faq', entry('faq', ['faq']));
    expect(await a.handler.get('/faq')).not.toBeNull();
  });
});

describe('the local handler', () => {
  it('keeps at most its number of entries, the least recently used dropped first', async () => {
    const local = createLocalHandler({ maxEntries: 2 });
    await local.set('a', entry('a', []));
    await local.set('b', entry('b', []));
    await local.get('a');
    await local.set('c', entry('c', []));
    expect(await local.get('b')).toBeNull();
    expect(await local.get('a')).not.toBeNull();
    expect(local.size()).toBe(2);
  });

  it('misses a page whose path (an implicit tag) was re-validated after it was stored', async () => {
    let time = 10;
    const local = createLocalHandler({ now: () => time });
    await local.set('/news', entry('news', [], 5));
    await local.revalidateTag('_N_T_/news');
    expect(await local.get('/news', { implicitTags: ['_N_T_/news'] })).toBeNull();
    time = 20;
    await local.set('/news', entry('news', [], 15));
    expect(await local.get('/news', { implicitTags: ['_N_T_/news'] })).not.toBeNull();
  });
});
