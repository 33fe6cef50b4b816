// What the database benchmarks share (bench:search, bench:hs-finder): a reproducible random
// sequence, percentiles, and a throwaway PostgreSQL database.
import { randomUUID } from 'node:crypto';

import { Client } from 'pg';

/** A reproducible random sequence (mulberry32), so every run asks the same queries. */
export function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** The value at the p-th percentile of sorted values. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** One statement on a short-lived connection (create or drop a database). */
export async function adminQuery(url: string, statement: string) {
  const client = new Client({ connectionString: url });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query(statement);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Runs `measure` on a new database of the server `serverUrl` names, dropped afterwards unless
 * `kept` names it (it is then dropped first, and left for EXPLAIN by hand).
 */
export async function withThrowawayDatabase<T>(
  serverUrl: string,
  kept: string | undefined,
  measure: (url: string) => Promise<T>,
): Promise<T> {
  const name = kept || `portal_bench_${randomUUID().replaceAll('-', '')}`;
  if (kept) await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await measure(url.toString());
  } finally {
    if (!kept) await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
}
