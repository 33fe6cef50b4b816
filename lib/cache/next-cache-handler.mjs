// Next's incremental cache (the data cache of cachedQuery and the full-route cache of pages) in
// Redis when REDIS_URL is set, so that a tag re-validated by one instance is gone for every
// instance at once (issue 30). next.config.ts names this file only when REDIS_URL is set; without
// it Next keeps its own file-system cache, unchanged.
//
// Next loads this file with a plain import(), outside its bundles: plain JavaScript that imports
// packages only (no project module, no TypeScript). Its one setting besides REDIS_URL is
// REDIS_KEY_PREFIX, which lib/config validates at start.
//
// Redis away is never an error page (issue 48): while its connection is down each process keeps
// pages and cached reads in a bounded memory cache of its own (local mode), and goes back to Redis
// when it answers again, dropping the local entries then. A re-validation is also written to
// PostgreSQL (cache-revalidation-log.mjs); an instance in local mode reads those every second and
// drops the entries they name, so a staff change on one instance shows on the others within about
// a second. A re-validation that could not reach Redis is sent again on reconnect. An entry is
// stamped with the time its render started (render-start.mjs), so a render that began before a
// re-validation and is stored after it is stale at once, not until the next re-validation.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { Redis } from 'ioredis';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';

import { createRevalidationLog, isPostgresUrl } from './cache-revalidation-log.mjs';
import { createSwitchingHandler } from './local-page-cache.mjs';
import { stampRenderStart } from './render-start.mjs';

/** Longest wait for one Redis command; past it the read is a miss (a render) and a write is lost. */
export const REDIS_COMMAND_TIMEOUT_MS = 1000;
export const DEFAULT_KEY_PREFIX = 'portal:';
/**
 * The hash in which the library's Redis handler keeps the time each implicit tag was re-validated
 * and compares an entry's lastModified with at every read (its src/constants.ts; the package does
 * not export it). The portal writes every tag's time there, so an entry stamped with its render's
 * start (render-start.mjs) and stored after a re-validation it began before is read as stale by
 * every instance (issue 56).
 */
export const REVALIDATED_TAGS_KEY = '__revalidated_tags__';

/**
 * Every key of this cache: the site's prefix (two sites may share a Redis), then the build's id,
 * so that a page cached by one build (its HTML names that build's scripts) is never served by
 * another during a rolling upgrade. Instances share entries only when they run the same build.
 * @param {string | undefined} sitePrefix @param {string | undefined} buildId
 */
export function cacheKeyPrefix(sitePrefix, buildId) {
  return `${sitePrefix || DEFAULT_KEY_PREFIX}next:${buildId?.trim() || 'unbuilt'}:`;
}

function log(level, fields, msg) {
  process.stdout.write(`${JSON.stringify({ level, time: Date.now(), ...fields, msg })}\n`);
}

/**
 * The Redis handler, plus what the library lacks: a re-validation that fails while Redis cannot
 * be reached is remembered and sent again once the connection is back, so no instance keeps
 * serving what a staff edit changed.
 * @param {string} url @param {string} keyPrefix
 */
export function createSharedHandler(url, keyPrefix) {
  const client = new Redis(url, {
    // Fail at once while disconnected (a miss), rather than queue the command until reconnect.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    connectionName: 'portal-next-cache',
  });
  const handler = createRedisHandler({
    client: ioredisAdapter(client),
    keyPrefix,
    timeoutMs: REDIS_COMMAND_TIMEOUT_MS,
  });
  const missed = new Set();
  // Without a listener ioredis prints every failed reconnection; the switch below logs the mode.
  client.on('error', () => undefined);
  client.on('ready', () => {
    for (const tag of missed) {
      missed.delete(tag);
      // A failure puts the tag back in `missed` for the next reconnect.
      revalidateTag(tag).catch(() => undefined);
    }
  });
  async function revalidateTag(tag) {
    try {
      // The time first: an entry whose render started before it is stale from now on.
      await client.hset(keyPrefix + REVALIDATED_TAGS_KEY, tag, Date.now());
      await handler.revalidateTag(tag);
    } catch (error) {
      missed.add(tag);
      throw error;
    }
  }
  return {
    client,
    handler: { ...handler, name: 'portal-redis', revalidateTag },
  };
}

/** Resolves once the client is connected, or after `ms` (then the first reads miss). */
export function connected(client, ms = REDIS_COMMAND_TIMEOUT_MS) {
  if (client.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready) => {
      clearTimeout(timer);
      client.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), ms);
    client.once('ready', onReady);
  });
}

CacheHandler.onCreation(async ({ buildId, dev }) => {
  const url = process.env.REDIS_URL;
  // `next build` renders nothing the cache needs (pages render on their first request), and the
  // build must not depend on Redis; `next dev` should not keep data across restarts either. No
  // handler: every read misses.
  if (!url || dev || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [] };
  const keyPrefix = cacheKeyPrefix(process.env.REDIS_KEY_PREFIX, buildId);
  log(30, { key_prefix: keyPrefix }, 'pages and cached reads are kept in Redis');
  const { client, handler } = createSharedHandler(url, keyPrefix);
  const databaseUrl = process.env.DATABASE_URL;
  const switching = createSwitchingHandler({
    client,
    shared: handler,
    revalidations: isPostgresUrl(databaseUrl) ? createRevalidationLog(databaseUrl, { log }) : null,
    log,
  });
  // The first request waits for the connection (a moment), so its page is cached too.
  if (!(await connected(client))) switching.toLocal();
  // Each entry stamped with its render's start, not its store (render-start.mjs, issue 56).
  return { handlers: [stampRenderStart(switching.handler)] };
});

export default CacheHandler;
