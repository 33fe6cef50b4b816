import { describe, expect, it } from 'vitest';

import { createMemoryCache } from '@/lib/cache/shared-cache';
import { ConfigError, parseConfig } from '@/lib/config';

// Issue 26: the statistics provider's settings, and the small cache its answers are kept in.

describe('the statistics provider’s configuration', () => {
  it('is off by default, with a 5 s deadline and 300 s of cache', () => {
    const config = parseConfig({});
    expect(config.STATISTA_API_KEY).toBeUndefined();
    expect(config.STATISTA_TIMEOUT_MS).toBe(5000);
    expect(config.STATISTA_CACHE_SECONDS).toBe(300);
  });

  it('needs the provider’s address with its key, and an http(s) one', () => {
    expect(() => parseConfig({ STATISTA_API_KEY: 'key-0123456789' })).toThrow(
      /STATISTA_API_URL: is required when STATISTA_API_KEY is set/,
    );
    expect(() =>
      parseConfig({ STATISTA_API_KEY: 'key-0123456789', STATISTA_API_URL: 'ftp://x.example' }),
    ).toThrow(ConfigError);
    const config = parseConfig({
      STATISTA_API_KEY: 'key-0123456789',
      STATISTA_API_URL: 'https://api.provider.example/v1',
      STATISTA_TIMEOUT_MS: '2500',
    });
    expect(config.STATISTA_TIMEOUT_MS).toBe(2500);
    expect(() => parseConfig({ STATISTA_TIMEOUT_MS: '10' })).toThrow(/STATISTA_TIMEOUT_MS/);
  });
});

describe('the in-process shared cache', () => {
  it('keeps a value for its lifetime', async () => {
    let now = 1_000;
    const cache = createMemoryCache(() => now);
    await cache.set('a', 'one', 10);
    expect(await cache.get('a')).toBe('one');
    now += 9_999;
    expect(await cache.get('a')).toBe('one');
    now += 1;
    expect(await cache.get('a')).toBeNull();
    await cache.set('b', 'two', 0);
    expect(await cache.get('b')).toBeNull();
  });

  it('drops the oldest entry past its size', async () => {
    const cache = createMemoryCache(Date.now, 2);
    await cache.set('a', '1', 60);
    await cache.set('b', '2', 60);
    await cache.set('c', '3', 60);
    expect(cache.size()).toBe(2);
    expect(await cache.get('a')).toBeNull();
    expect(await cache.get('c')).toBe('3');
  });
});
