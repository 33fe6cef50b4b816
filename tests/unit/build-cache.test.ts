import { describe, expect, it } from 'vitest';

import {
  buildCacheKey,
  buildCacheSettings,
  newestSnapshot,
  prunable,
  restoreDecision,
  saveDecision,
  UNUSED_KEY_MAX_AGE_MS,
} from '@/scripts/build-cache.mjs';

// Next's build cache kept between clones on one machine (scripts/build-cache.mjs, issue 54): the
// key, the settings, the decisions to restore and to save, and (a save and restore on disk is in build-cache-disk.test.ts).

const inputs = {
  lockfile: '{"lockfileVersion":3}',
  nextVersion: '16.4.6',
  nextConfig: 'export default {};',
  platform: 'linux',
  arch: 'x64',
  nodeVersion: '20.20.2',
};

describe('buildCacheKey', () => {
  it('is the same for the same inputs, and names the Next version', () => {
    expect(buildCacheKey(inputs)).toBe(buildCacheKey({ ...inputs }));
    expect(buildCacheKey(inputs)).toMatch(/^next-16\.4\.6-[0-9a-f]{16}$/);
  });

  it.each([
    ['lockfile', '{"lockfileVersion":3,"packages":{}}'],
    ['nextVersion', '16.4.7'],
    ['nextConfig', 'export default { compress: false };'],
    ['platform', 'darwin'],
    ['arch', 'arm64'],
    ['nodeVersion', '22.1.0'],
  ])('changes when %s changes', (field, value) => {
    expect(buildCacheKey({ ...inputs, [field]: value })).not.toBe(buildCacheKey(inputs));
  });

  it("ignores Node's minor and patch versions", () => {
    expect(buildCacheKey({ ...inputs, nodeVersion: '20.21.0' })).toBe(buildCacheKey(inputs));
  });

  it('does not let one input run into the next', () => {
    expect(buildCacheKey({ ...inputs, lockfile: 'ab', nextConfig: 'c' })).not.toBe(
      buildCacheKey({ ...inputs, lockfile: 'a', nextConfig: 'bc' }),
    );
  });
});

describe('buildCacheSettings', () => {
  it('is on by default, in the XDG cache folder or ~/.cache', () => {
    expect(buildCacheSettings({}, '/home/dev')).toEqual({
      enabled: true,
      store: '/home/dev/.cache/export-portal/next-build',
    });
    expect(buildCacheSettings({ XDG_CACHE_HOME: '/var/cache/dev' }, '/home/dev').store).toBe(
      '/var/cache/dev/export-portal/next-build',
    );
  });

  it.each(['off', 'OFF', '0', 'false', 'no'])('is off with BUILD_CACHE=%s', (value) => {
    expect(buildCacheSettings({ BUILD_CACHE: value }, '/home/dev').enabled).toBe(false);
  });

  it.each(['on', '1', 'true', 'yes', ''])('is on with BUILD_CACHE=%s', (value) => {
    expect(buildCacheSettings({ BUILD_CACHE: value }, '/home/dev').enabled).toBe(true);
  });

  it('refuses any other value rather than guess', () => {
    expect(() => buildCacheSettings({ BUILD_CACHE: 'sometimes' })).toThrow(
      'BUILD_CACHE must be on or off, not "sometimes".',
    );
  });

  it('keeps the store where BUILD_CACHE_DIR says', () => {
    expect(buildCacheSettings({ BUILD_CACHE_DIR: '/srv/next-cache' }, '/home/dev').store).toBe(
      '/srv/next-cache',
    );
  });
});

describe('newestSnapshot', () => {
  it('is the latest complete snapshot, never a partial copy', () => {
    expect(newestSnapshot(['1000-7', '3000-9', '2000-1', '.partial-9000-2'])).toBe('3000-9');
    expect(newestSnapshot(['.partial-9000-2'])).toBeUndefined();
    expect(newestSnapshot([])).toBeUndefined();
  });

  it('compares times as numbers', () => {
    expect(newestSnapshot(['999-1', '1000-1'])).toBe('1000-1');
  });
});

describe('restoreDecision', () => {
  it("restores the key's snapshot into a clone without a cache", () => {
    expect(restoreDecision({ enabled: true, cloneHasCache: false, snapshot: '1-2' })).toEqual({
      restore: true,
      reason: 'from snapshot 1-2',
    });
  });

  it('restores nothing when off, when the clone has its own cache, or when none is saved', () => {
    expect(restoreDecision({ enabled: false, cloneHasCache: false, snapshot: '1-2' })).toEqual({
      restore: false,
      reason: 'BUILD_CACHE=off',
    });
    expect(restoreDecision({ enabled: true, cloneHasCache: true, snapshot: '1-2' }).restore).toBe(
      false,
    );
    expect(
      restoreDecision({ enabled: true, cloneHasCache: false, snapshot: undefined }).restore,
    ).toBe(false);
  });
});

describe('saveDecision', () => {
  it('saves after a build that succeeded and wrote a cache', () => {
    expect(saveDecision({ enabled: true, buildSucceeded: true, cloneHasCache: true }).save).toBe(
      true,
    );
  });

  it('saves nothing after a failed build, when off, or when the build wrote no cache', () => {
    expect(saveDecision({ enabled: true, buildSucceeded: false, cloneHasCache: true })).toEqual({
      save: false,
      reason: 'the build failed',
    });
    expect(saveDecision({ enabled: false, buildSucceeded: true, cloneHasCache: true }).save).toBe(
      false,
    );
    expect(saveDecision({ enabled: true, buildSucceeded: true, cloneHasCache: false }).save).toBe(
      false,
    );
  });
});

describe('prunable', () => {
  const now = 10 * UNUSED_KEY_MAX_AGE_MS;
  const day = 24 * 60 * 60 * 1000;

  it("drops the key's older snapshots and stopped copies, keeps a newer one saved meanwhile", () => {
    const result = prunable({
      key: 'k',
      kept: '5000-1',
      keyEntries: [
        { name: '4000-2', mtimeMs: now },
        { name: '5000-1', mtimeMs: now },
        { name: '6000-3', mtimeMs: now },
        { name: '.partial-1000-4', mtimeMs: now - 2 * day },
        { name: '.partial-5500-5', mtimeMs: now },
      ],
      otherKeys: [],
      now,
    });
    expect(result.snapshots).toEqual(['4000-2', '.partial-1000-4']);
  });

  it('drops other keys unused for a week, never the current one', () => {
    const result = prunable({
      key: 'k',
      kept: '5000-1',
      keyEntries: [],
      otherKeys: [
        { name: 'k', mtimeMs: 0 },
        { name: 'old', mtimeMs: now - UNUSED_KEY_MAX_AGE_MS - 1 },
        { name: 'recent', mtimeMs: now - day },
      ],
      now,
    });
    expect(result.keys).toEqual(['old']);
  });
});
