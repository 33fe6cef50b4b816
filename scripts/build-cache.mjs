// Next's own build cache kept between clones on this machine (issue 54): Turbopack's file-system
// cache for builds (`experimental.turbopackFileSystemCacheForBuild`, on by default since Next
// 16.3), which lives in `<distDir>/cache/turbopack` and so is lost with every fresh clone. Before a
// build, a clone without one gets a copy of the newest saved for its key; after a build that
// succeeded, its cache is saved for the next clone. Only that cache moves: the build's output is
// always written by `next build` from the sources, and Turbopack checks every input it reads
// (content-addressed), so a cache from other sources makes a build faster, never stale.
// docs/decisions/test-suite-build-cache.md; BUILD_CACHE=off opts out, BUILD_CACHE_DIR moves the store.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

/** The folder of the dist folder that holds Turbopack's build cache. */
export const TURBOPACK_CACHE = path.join('cache', 'turbopack');

/** How long a key's snapshot stays in the store unused (a lockfile or Next upgrade retires it). */
export const UNUSED_KEY_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Turbopack writes these once and never changes them (Next's own worktree seeding links them). */
const IMMUTABLE_CACHE_FILE = /\.(sst|blob|meta|del)$/;

const SNAPSHOT_NAME = /^(\d+)-(\d+)$/;

/**
 * The key: what must match for a saved cache to be offered to a build. The lockfile (every
 * package's version), Next's version, next.config.ts, the platform and Node's major version.
 */
export function buildCacheKey({ lockfile, nextVersion, nextConfig, platform, arch, nodeVersion }) {
  const hash = createHash('sha256');
  for (const part of [
    lockfile,
    nextVersion,
    nextConfig,
    platform,
    arch,
    nodeVersion.split('.')[0],
  ]) {
    hash.update(String(part));
    hash.update('\0');
  }
  return `next-${nextVersion}-${hash.digest('hex').slice(0, 16)}`;
}

/** BUILD_CACHE (on unless off, 0, false or no) and where the store is. */
export function buildCacheSettings(env = process.env, home = homedir()) {
  const value = (env.BUILD_CACHE ?? '').trim().toLowerCase();
  if (!['', 'on', '1', 'true', 'yes', 'off', '0', 'false', 'no'].includes(value)) {
    throw new Error(`BUILD_CACHE must be on or off, not "${env.BUILD_CACHE}".`);
  }
  const cacheHome = env.XDG_CACHE_HOME?.trim() || path.join(home, '.cache');
  return {
    enabled: !['off', '0', 'false', 'no'].includes(value),
    store: path.resolve(
      env.BUILD_CACHE_DIR?.trim() || path.join(cacheHome, 'export-portal', 'next-build'),
    ),
  };
}

/** Snapshots (`<time>-<pid>`) by age, the newest first. */
function newestFirst(a, b) {
  return Number(b.split('-')[0]) - Number(a.split('-')[0]) || (a < b ? 1 : a > b ? -1 : 0);
}

/** The newest complete snapshot among a key folder's entries, or undefined. */
export function newestSnapshot(names) {
  return names.filter((name) => SNAPSHOT_NAME.test(name)).sort(newestFirst)[0];
}

/** Whether to copy the store's snapshot into the clone before the build, and why (not). */
export function restoreDecision({ enabled, cloneHasCache, snapshot }) {
  if (!enabled) return { restore: false, reason: 'BUILD_CACHE=off' };
  if (cloneHasCache) return { restore: false, reason: 'this clone has its own cache' };
  if (!snapshot) return { restore: false, reason: 'none saved yet for this key' };
  return { restore: true, reason: `from snapshot ${snapshot}` };
}

/** Whether to save the clone's cache after the build, and why (not). */
export function saveDecision({ enabled, buildSucceeded, cloneHasCache }) {
  if (!enabled) return { save: false, reason: 'BUILD_CACHE=off' };
  if (!buildSucceeded) return { save: false, reason: 'the build failed' };
  if (!cloneHasCache) return { save: false, reason: 'the build wrote no cache' };
  return { save: true, reason: 'the build succeeded' };
}

/**
 * What to delete from the store after a save of `kept` under `key`: the key's snapshots older than
 * it (not a newer one another clone saved meanwhile), partial copies older than a day (a save that
 * was stopped), and other keys unused for a week.
 */
export function prunable({ key, kept, keyEntries, otherKeys, now }) {
  const day = 24 * 60 * 60 * 1000;
  const older = keyEntries.filter(({ name, mtimeMs }) =>
    SNAPSHOT_NAME.test(name)
      ? newestFirst(kept, name) < 0
      : name.startsWith('.partial-') && now - mtimeMs > day,
  );
  const stale = otherKeys.filter(
    ({ name, mtimeMs }) => name !== key && now - mtimeMs > UNUSED_KEY_MAX_AGE_MS,
  );
  return { snapshots: older.map(({ name }) => name), keys: stale.map(({ name }) => name) };
}

/** Copies a folder: immutable cache files as hard links (copies across file systems), the rest copied. */
export function copyCacheTree(source, target) {
  if (lstatSync(source).isDirectory()) {
    mkdirSync(target, { recursive: true });
    for (const name of readdirSync(source)) {
      copyCacheTree(path.join(source, name), path.join(target, name));
    }
    return;
  }
  if (IMMUTABLE_CACHE_FILE.test(source)) {
    try {
      linkSync(source, target);
      return;
    } catch (error) {
      if (error?.code !== 'EXDEV' && error?.code !== 'EPERM') throw error;
    }
  }
  copyFileSync(source, target);
}

function hasEntries(folder) {
  try {
    return readdirSync(folder).length > 0;
  } catch {
    return false;
  }
}

function entriesWithTimes(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).map((name) => ({
    name,
    mtimeMs: statSync(path.join(folder, name)).mtimeMs,
  }));
}

/** The key of the clone at `root`, read from its files. */
export function cloneCacheKey(root) {
  const read = (file) => readFileSync(path.join(root, file), 'utf8');
  return buildCacheKey({
    lockfile: read('package-lock.json'),
    nextVersion: JSON.parse(read('node_modules/next/package.json')).version,
    nextConfig: read('next.config.ts'),
    platform: process.platform,
    arch: process.arch,
    nodeVersion: process.versions.node,
  });
}

/**
 * Before `next build`: gives a clone without a cache the newest saved for its key. Returns what
 * saveBuildCache needs. Throws only on a wrong BUILD_CACHE: a cache that cannot be read or copied
 * is a cold build, not a failure.
 */
export function restoreBuildCache({
  root = process.cwd(),
  distDir,
  env = process.env,
  log = console.log,
}) {
  const settings = buildCacheSettings(env);
  const local = path.join(root, distDir, TURBOPACK_CACHE);
  const context = { ...settings, local, key: undefined };
  if (!settings.enabled) {
    log('Build cache: off (BUILD_CACHE=off).');
    return context;
  }
  try {
    context.key = cloneCacheKey(root);
    const keyFolder = path.join(settings.store, context.key);
    const snapshot = hasEntries(keyFolder) ? newestSnapshot(readdirSync(keyFolder)) : undefined;
    const decision = restoreDecision({ enabled: true, cloneHasCache: hasEntries(local), snapshot });
    if (!decision.restore) {
      log(`Build cache: nothing restored (${decision.reason}; key ${context.key}).`);
      return context;
    }
    const partial = `${local}.restoring`;
    rmSync(partial, { recursive: true, force: true });
    try {
      copyCacheTree(path.join(keyFolder, snapshot), partial);
      rmSync(local, { recursive: true, force: true });
      renameSync(partial, local);
    } finally {
      rmSync(partial, { recursive: true, force: true });
    }
    const now = new Date();
    utimesSync(keyFolder, now, now);
    log(
      `Build cache: restored ${keyFolder}/${snapshot} into ${path.join(distDir, TURBOPACK_CACHE)}.`,
    );
  } catch (error) {
    log(`Build cache: nothing restored (${error instanceof Error ? error.message : error}).`);
  }
  return context;
}

/** After `next build`: saves the clone's cache for its key when the build succeeded; never throws. */
export function saveBuildCache(context, { buildSucceeded, log = console.log }) {
  // No key: the restore could not read the clone's files, and said so.
  if (context.enabled && context.key === undefined) return;
  const decision = saveDecision({
    enabled: context.enabled,
    buildSucceeded,
    cloneHasCache: hasEntries(context.local),
  });
  if (!decision.save) {
    if (context.enabled) log(`Build cache: nothing saved (${decision.reason}).`);
    return;
  }
  try {
    const keyFolder = path.join(context.store, context.key);
    const kept = `${Date.now()}-${process.pid}`;
    const partial = path.join(keyFolder, `.partial-${kept}`);
    copyCacheTree(context.local, partial);
    renameSync(partial, path.join(keyFolder, kept));
    const { snapshots, keys } = prunable({
      key: context.key,
      kept,
      keyEntries: entriesWithTimes(keyFolder),
      otherKeys: entriesWithTimes(context.store),
      now: Date.now(),
    });
    for (const name of snapshots)
      rmSync(path.join(keyFolder, name), { recursive: true, force: true });
    for (const name of keys)
      rmSync(path.join(context.store, name), { recursive: true, force: true });
    log(`Build cache: saved in ${keyFolder}/${kept}.`);
  } catch (error) {
    log(`Build cache: nothing saved (${error instanceof Error ? error.message : error}).`);
  }
}
