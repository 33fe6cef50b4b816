// The journeys' server (playwright.config.ts webServer): `scripts/start.mjs --fresh`. With
// DATABASE_URL (playwright.config.ts sets it when TEST_DATABASE_URL is set), first an empty
// database of the journeys' own and none of the previous run's keys in Redis, so the portal serves
// as deployed: PostgreSQL, WEB_CONCURRENCY worker processes and the shared cache. Without Redis the
// workers would each keep their own page cache, so a change made through one would not show on a
// page another serves: then one worker, and a warning.
import { spawn } from 'node:child_process';
import path from 'node:path';

import { Redis } from 'ioredis';
import pg from 'pg';

// Only a database named as playwright.config.ts names the journeys' own is ever dropped here.
const OWN_DATABASE = /_e2e_\d+$/;

async function freshDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!OWN_DATABASE.test(name)) {
    throw new Error(`e2e server: ${name} is not a journeys' database (…_e2e_<port>); not dropped`);
  }
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

/** Removes the keys of the journeys' prefix; false when Redis does not answer. */
async function freshRedisKeys(redisUrl, prefix) {
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await client.connect();
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length > 0) await client.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
    return true;
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

const env = { ...process.env };
if (env.DATABASE_URL?.trim()) {
  await freshDatabase(env.DATABASE_URL);
  const redisUrl = env.REDIS_URL?.trim();
  if (!redisUrl || !(await freshRedisKeys(redisUrl, env.REDIS_KEY_PREFIX ?? 'portal:'))) {
    console.warn(
      `e2e server: Redis (${redisUrl || 'no REDIS_URL'}) does not answer; one worker process, which keeps its own cache.`,
    );
    env.REDIS_URL = '';
    env.WEB_CONCURRENCY = '1';
  }
}

const child = spawn(
  process.execPath,
  [path.join(process.cwd(), 'scripts', 'start.mjs'), '--fresh'],
  {
    stdio: 'inherit',
    env,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
