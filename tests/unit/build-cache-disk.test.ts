import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { restoreBuildCache, saveBuildCache } from '@/scripts/build-cache.mjs';

// Next's build cache kept between clones on one machine (scripts/build-cache.mjs, issue 54): a save
// and a restore on disk. The key, the settings and the decisions are in build-cache.test.ts.

describe('restoreBuildCache and saveBuildCache on disk', () => {
  let scratch: string;
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  /** A clone with the files the key is made of, and optionally a Turbopack cache in .next. */
  function clone(name: string, { config = 'export default {};', cache = false } = {}) {
    const root = path.join(scratch, name);
    mkdirSync(path.join(root, 'node_modules', 'next'), { recursive: true });
    writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3}');
    writeFileSync(path.join(root, 'node_modules/next/package.json'), '{"version":"16.4.6"}');
    writeFileSync(path.join(root, 'next.config.ts'), config);
    if (cache) {
      const version = path.join(root, '.next/cache/turbopack/54b876b6');
      mkdirSync(version, { recursive: true });
      writeFileSync(path.join(version, '00000001.sst'), 'table');
      writeFileSync(path.join(version, 'CURRENT'), '{"commit_time":"2026-11-26T00:00:00Z"}');
    }
    return root;
  }

  const setUp = () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'build-cache-'));
    return { BUILD_CACHE_DIR: path.join(scratch, 'store') };
  };
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);

  it('gives a fresh clone the cache a successful build saved, the table linked, CURRENT its own', () => {
    const env = setUp();
    const first = restoreBuildCache({
      root: clone('one', { cache: true }),
      distDir: '.next',
      env,
      log,
    });
    saveBuildCache(first, { buildSucceeded: true, log });

    const fresh = clone('two');
    restoreBuildCache({ root: fresh, distDir: '.next', env, log });
    const version = path.join(fresh, '.next/cache/turbopack/54b876b6');
    expect(readdirSync(version).sort()).toEqual(['00000001.sst', 'CURRENT']);
    expect(statSync(path.join(version, '00000001.sst')).nlink).toBeGreaterThan(1);
    expect(statSync(path.join(version, 'CURRENT')).nlink).toBe(1);
    expect(readFileSync(path.join(version, '00000001.sst'), 'utf8')).toBe('table');
    expect(existsSync(path.join(fresh, '.next/BUILD_ID'))).toBe(false);
  });

  it('builds cold, and saves nothing, when the key cannot be read', () => {
    const env = setUp();
    const root = clone('one', { cache: true });
    rmSync(path.join(root, 'node_modules'), { recursive: true });
    lines.length = 0;
    const context = restoreBuildCache({ root, distDir: '.next', env, log });
    saveBuildCache(context, { buildSucceeded: true, log });
    expect(lines).toEqual([expect.stringMatching(/^Build cache: nothing restored \(ENOENT/)]);
    expect(existsSync(env.BUILD_CACHE_DIR)).toBe(false);
  });

  it('saves nothing after a failed build', () => {
    const env = setUp();
    const context = restoreBuildCache({
      root: clone('one', { cache: true }),
      distDir: '.next',
      env,
      log,
    });
    saveBuildCache(context, { buildSucceeded: false, log });
    expect(existsSync(env.BUILD_CACHE_DIR)).toBe(false);
  });

  it('never offers a cache saved under another key', () => {
    const env = setUp();
    const first = restoreBuildCache({
      root: clone('one', { cache: true }),
      distDir: '.next',
      env,
      log,
    });
    saveBuildCache(first, { buildSucceeded: true, log });

    const other = clone('two', { config: 'export default { compress: false };' });
    restoreBuildCache({ root: other, distDir: '.next', env, log });
    expect(existsSync(path.join(other, '.next/cache/turbopack'))).toBe(false);
  });

  it('neither restores nor saves with BUILD_CACHE=off', () => {
    const env = setUp();
    const first = restoreBuildCache({
      root: clone('one', { cache: true }),
      distDir: '.next',
      env,
      log,
    });
    saveBuildCache(first, { buildSucceeded: true, log });

    const off = { ...env, BUILD_CACHE: 'off' };
    const fresh = clone('two');
    const context = restoreBuildCache({ root: fresh, distDir: '.next', env: off, log });
    expect(existsSync(path.join(fresh, '.next/cache/turbopack'))).toBe(false);
    const before = readdirSync(path.join(env.BUILD_CACHE_DIR, first.key!));
    saveBuildCache({ ...context, local: first.local }, { buildSucceeded: true, log });
    expect(readdirSync(path.join(env.BUILD_CACHE_DIR, first.key!))).toEqual(before);
  });
});
