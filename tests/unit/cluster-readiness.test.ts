import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { pidOf, request, startPrimary, stopPrimaries } from './helpers/cluster-primary';

// Issue 30: `npm start`'s cluster (scripts/server/cluster.mjs), its health and readiness: the
// primary answers /api/health and /api/ready itself while the workers are busy, and says ready once
// every worker has rendered the warm-up pages. The workers' side: cluster-workers.test.ts.

afterEach(stopPrimaries);

describe('the cluster', () => {
  it('answers /api/health from the primary while both workers block their event loops', async () => {
    const primary = await startPrimary();
    const { port } = primary;
    let blockedDone = 0;
    const bothBlocked = primary.logged('fixture request started', 2);
    const blocked = [1, 2].map(() =>
      request(port, '/block?ms=2000').then((answer) => {
        blockedDone += 1;
        return answer;
      }),
    );
    await bothBlocked;
    const health = await request(port, '/api/health');
    // Answered while both workers were still blocked.
    expect(blockedDone).toBe(0);
    expect(health.status).toBe(200);
    expect(health.headers['x-portal-process']).toBe('primary');
    expect(health.headers.connection).toBe('close');
    expect(health.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(health.body)).toEqual({
      status: 'ok',
      database: 'up',
      redis: 'unused',
      mode: 'single',
    });
    const head = await request(port, '/api/health?probe=1', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');

    // The two blocking requests went to the two workers.
    const answers = await Promise.all(blocked);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(answers.map(pidOf)).size).toBe(2);
  }, 20_000);

  it('answers /api/ready from the primary while every worker is busy (issue 36)', async () => {
    const holdDir = await mkdtemp(path.join(tmpdir(), 'cluster-hold-'));
    try {
      const { port } = await startPrimary({ HOLD_DIR: holdDir });
      let blockedDone = 0;
      const blocked = [1, 2].map(() =>
        request(port, '/hold').then((answer) => {
          blockedDone += 1;
          return answer;
        }),
      );
      // Both workers are in their blocking loop, which ends only once `release` exists.
      await expect
        .poll(async () => (await readdir(holdDir)).filter((name) => name.startsWith('holding')))
        .toHaveLength(2);
      const ready = await request(port, '/api/ready');
      expect(blockedDone).toBe(0);
      expect(ready.status).toBe(200);
      expect(ready.headers['x-portal-process']).toBe('primary');
      expect(ready.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(ready.body)).toEqual({
        status: 'ready',
        database: 'up',
        redis: 'unused',
        storage: 'up',
        workers: 'up',
      });
      const head = await request(port, '/api/ready?probe=lb', { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.body).toBe('');
      await writeFile(path.join(holdDir, 'release'), '');
      const answers = await Promise.all(blocked);
      expect(new Set(answers.map(pidOf)).size).toBe(2);
    } finally {
      await writeFile(path.join(holdDir, 'release'), '');
      await rm(holdDir, { recursive: true, force: true });
    }
  }, 30_000);

  it('answers /api/ready 503 until every worker has rendered the warm-up pages, then 200 (issue 48)', async () => {
    const holdDir = await mkdtemp(path.join(tmpdir(), 'cluster-warm-'));
    try {
      const primary = await startPrimary({ HOLD_DIR: holdDir, WARM_UP_PATHS: '/hold,/' });
      const done = primary.logged('warm-up done');
      // One warm-up request of /hold in each worker (two workers: two copies at once).
      await expect
        .poll(async () => (await readdir(holdDir)).filter((name) => name.startsWith('holding')))
        .toHaveLength(2);
      const warming = await request(primary.port, '/api/ready');
      expect(warming.status).toBe(503);
      expect(warming.headers['retry-after']).toBe('5');
      expect(warming.headers['x-portal-process']).toBe('primary');
      expect(JSON.parse(warming.body)).toMatchObject({
        status: 'unavailable',
        database: 'up',
        workers: 'up',
        warm: 'no',
      });
      await writeFile(path.join(holdDir, 'release'), '');
      expect(await done).toMatchObject({ paths: ['/hold', '/'], copies: 2 });
      await expect.poll(async () => (await request(primary.port, '/api/ready')).status).toBe(200);
      expect(JSON.parse((await request(primary.port, '/api/ready')).body)).toEqual({
        status: 'ready',
        database: 'up',
        redis: 'unused',
        storage: 'up',
        workers: 'up',
      });
    } finally {
      await writeFile(path.join(holdDir, 'release'), '');
      await rm(holdDir, { recursive: true, force: true });
    }
  }, 30_000);

  it('says ready anyway, and logs it, when the warm-up runs out of time or a page fails to render', async () => {
    const holdDir = await mkdtemp(path.join(tmpdir(), 'cluster-warm-'));
    try {
      const slow = await startPrimary({
        HOLD_DIR: holdDir,
        WARM_UP_PATHS: '/hold',
        WARM_UP_TIMEOUT_MS: '300',
      });
      const timedOut = slow.logged('warm-up timed out; ready anyway');
      expect(await timedOut).toMatchObject({ level: 40, timeout_ms: 300 });
      // Both workers are still in their render: the primary answers 200 all the same.
      expect((await readdir(holdDir)).filter((name) => name.startsWith('holding'))).toHaveLength(2);
      await expect.poll(async () => (await request(slow.port, '/api/ready')).status).toBe(200);
      await writeFile(path.join(holdDir, 'release'), '');

      const failing = await startPrimary({ WARM_UP_PATHS: '/fail,/' });
      const failed = await failing.logged('warm-up: a page did not render; ready anyway');
      expect(failed).toMatchObject({
        level: 40,
        failed: [
          { path: '/fail', status: 500 },
          { path: '/fail', status: 500 },
        ],
      });
      await expect.poll(async () => (await request(failing.port, '/api/ready')).status).toBe(200);
    } finally {
      await writeFile(path.join(holdDir, 'release'), '');
      await rm(holdDir, { recursive: true, force: true });
    }
  }, 30_000);

  it('answers /api/ready 503 naming a service that is down', async () => {
    const { port } = await startPrimary({ STORAGE_DOWN: '1' });
    const ready = await request(port, '/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(JSON.parse(ready.body)).toMatchObject({ status: 'unavailable', storage: 'down' });
  }, 20_000);
});
