import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import {
  cachedProbe,
  probeServices,
  readyAnswer,
  STORAGE_PROBE_KEY,
  storagePing,
} from '@/scripts/server/readiness.mjs';

// Issue 36: /api/ready answered outside Next (by the cluster's primary, or the single process
// before Next), from its own probes, the services' result reused for up to a second.

const up = async () => undefined;
const down = async () => {
  throw new Error('refused');
};
const never = () => new Promise<never>(() => undefined);

describe('probeServices', () => {
  it('names each service up or down, Redis unused without a probe', async () => {
    expect(await probeServices({ database: up, redis: null, storage: up })).toEqual({
      database: 'up',
      redis: 'unused',
      storage: 'up',
    });
    expect(await probeServices({ database: down, redis: up, storage: down })).toEqual({
      database: 'down',
      redis: 'up',
      storage: 'down',
    });
    // Issue 48: Redis failing is 'degraded', never 'down'.
    expect(await probeServices({ database: up, redis: down, storage: up })).toEqual({
      database: 'up',
      redis: 'degraded',
      storage: 'up',
    });
  });

  it('counts a probe that does not answer in time as down', async () => {
    expect(await probeServices({ database: up, redis: never, storage: up }, 20)).toEqual({
      database: 'up',
      redis: 'degraded',
      storage: 'up',
    });
  });
});

describe('cachedProbe', () => {
  it('reuses a result younger than its age, shares a round in flight, and asks again after', async () => {
    let clock = 0;
    let rounds = 0;
    let finish: (value: number) => void = () => undefined;
    const probe = cachedProbe(
      () => {
        rounds += 1;
        return new Promise<number>((resolve) => (finish = resolve));
      },
      { maxAgeMs: 1000, now: () => clock },
    );
    const first = probe();
    const second = probe();
    finish(1);
    expect(await Promise.all([first, second])).toEqual([1, 1]);
    expect(rounds).toBe(1);
    clock = 999;
    expect(await probe()).toBe(1);
    expect(rounds).toBe(1);
    clock = 1000;
    const third = probe();
    finish(2);
    expect(await third).toBe(2);
    expect(rounds).toBe(2);
  });
});

describe('readyAnswer', () => {
  it('is 200 and no-store while every service is up (Redis unused counts as up)', () => {
    const answer = readyAnswer({ database: 'up', redis: 'unused', storage: 'up' });
    expect(answer.status).toBe(200);
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(answer.headers['Retry-After']).toBeUndefined();
    expect(JSON.parse(answer.body)).toEqual({
      status: 'ready',
      database: 'up',
      redis: 'unused',
      storage: 'up',
    });
  });

  it('is 200 with Redis degraded (issue 48: a Redis outage took every instance out)', () => {
    const answer = readyAnswer({ database: 'up', redis: 'degraded', storage: 'up' });
    expect(answer.status).toBe(200);
    expect(answer.headers['Retry-After']).toBeUndefined();
    expect(JSON.parse(answer.body)).toEqual({
      status: 'ready',
      database: 'up',
      redis: 'degraded',
      storage: 'up',
    });
  });

  it('is 503 with Retry-After naming what is down, a worker-less cluster included', () => {
    const database = readyAnswer({ database: 'down', redis: 'degraded', storage: 'up' });
    expect(database.status).toBe(503);
    expect(database.headers['Retry-After']).toBe('5');
    expect(JSON.parse(database.body)).toMatchObject({ status: 'unavailable', database: 'down' });
    const workers = readyAnswer(
      { database: 'up', redis: 'up', storage: 'up' },
      { workers: 'down' },
    );
    expect(workers.status).toBe(503);
    expect(JSON.parse(workers.body)).toMatchObject({ status: 'unavailable', workers: 'down' });
  });
});

describe('storagePing on the uploads folder', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('writes its probe file the first time and reads it after', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ready-storage-'));
    const ping = await storagePing({ DATA_DIR: 'data' }, dir);
    await ping();
    const file = path.join(dir, 'data', 'uploads', STORAGE_PROBE_KEY);
    expect(await readFile(file, 'utf8')).toBe('ready\n');
    await ping();
  });

  it('fails where the folder cannot be there (a file stands in its way)', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ready-storage-'));
    await writeFile(path.join(dir, 'blocker'), '');
    const ping = await storagePing({ DATA_DIR: 'blocker' }, dir);
    await expect(ping()).rejects.toThrow(/ENOTDIR/);
  });
});
