// `npm run bench:workers` (and the end of `npm run bench`), issue 30: the portal on PostgreSQL with
// one worker, then with one per core: requests per second and p99 of `/` and `/news?page=2` under
// 50 connections, and /api/health's p99 while 50 connections load both pages in turn.
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';

import pg from 'pg';

import {
  CONNECTIONS,
  DURATION_SECONDS,
  healthUnderLoad,
  measure,
  startProcess,
  stop,
  waitFor,
} from './bench-load';

const PORT = 3410;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PAGES = ['/', '/news?page=2'];

async function withDatabase<T>(measureOn: (url: string) => Promise<T>): Promise<T> {
  const name = `portal_bench_${Date.now().toString(36)}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await measureOn(url.toString());
  } finally {
    await run(`drop database if exists ${name} with (force)`);
  }
}

async function measureWorkers(databaseUrl: string, workers: number) {
  const server = startProcess(process.execPath, ['scripts/start.mjs'], {
    PORT: String(PORT),
    DATABASE_URL: databaseUrl,
    DATA_DIR: 'data/bench-workers',
    REDIS_URL: '',
    WEB_CONCURRENCY: String(workers),
    LOG_LEVEL: 'warn',
  });
  try {
    await waitFor(`${BASE}/api/ready`);
    const pages = [];
    for (const page of PAGES) {
      await fetch(`${BASE}${page}`); // rendered once, then served from the cache
      pages.push({ page, ...(await measure(`${BASE}${page}`)) });
    }
    const health = await healthUnderLoad(
      PAGES.map((page) => `${BASE}${page}`),
      `${BASE}/api/health`,
    );
    return { workers, pages, health };
  } finally {
    await stop(server);
  }
}

export async function benchWorkers() {
  const cores = availableParallelism();
  const rows = await withDatabase(async (url) => {
    const results = [];
    for (const workers of [...new Set([1, cores])])
      results.push(await measureWorkers(url, workers));
    return results;
  });
  console.log(
    `\nPostgreSQL, one worker against one per core (${cores}), ${CONNECTIONS} connections, ${DURATION_SECONDS} s each\n`,
  );
  console.log('workers  page              req/s   p50 ms   p99 ms  errors');
  for (const row of rows) {
    for (const page of row.pages) {
      console.log(
        `${String(row.workers).padEnd(9)}${page.page.padEnd(16)}${String(page.rps).padStart(7)}${String(page.p50).padStart(9)}${String(page.p99).padStart(9)}${String(page.errors).padStart(8)}`,
      );
    }
  }
  console.log(
    `\n/api/health while ${CONNECTIONS} connections load ${PAGES.join(' and ')} in turn\n`,
  );
  console.log('workers  samples  p50 ms  p99 ms  statuses   page req/s');
  for (const { workers, health } of rows) {
    console.log(
      `${String(workers).padEnd(9)}${String(health.samples).padStart(7)}${String(health.p50).padStart(8)}${String(health.p99).padStart(8)}  ${health.statuses.padEnd(10)}${String(health.pageRps).padStart(10)}`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchWorkers();
