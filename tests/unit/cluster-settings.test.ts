import os from 'node:os';

import { describe, expect, it } from 'vitest';

import { webConcurrency } from '@/scripts/server/cluster.mjs';
import { chooseWorker } from '@/scripts/server/connection-balance.mjs';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS, shutdownTimeoutMs } from '@/scripts/server/graceful-stop.mjs';
import { healthAnswer } from '@/scripts/server/health.mjs';
import { rawHealthAnswer } from '@/scripts/server/primary-health.mjs';

// Issue 30: the cluster's settings, its choice of worker, and the health answer its primary writes.

describe('chooseWorker', () => {
  it('takes the worker with the fewest open connections', () => {
    expect(chooseWorker([3, 1, 2])).toBe(1);
    expect(chooseWorker([0, 5], 1)).toBe(0);
  });

  it('goes round among equals as the start moves on', () => {
    const chosen = [0, 1, 2, 3, 4, 5].map((turn) => chooseWorker([2, 2, 2], turn));
    expect(chosen).toEqual([0, 1, 2, 0, 1, 2]);
    expect(chooseWorker([1, 0, 0], 0)).toBe(1);
    expect(chooseWorker([1, 0, 0], 2)).toBe(2);
  });

  it('is -1 without a worker', () => {
    expect(chooseWorker([])).toBe(-1);
  });
});

describe('WEB_CONCURRENCY and SHUTDOWN_TIMEOUT_MS', () => {
  it('WEB_CONCURRENCY defaults to the cores and takes a whole number of at least 1', () => {
    expect(webConcurrency({})).toBe(os.availableParallelism());
    expect(webConcurrency({ WEB_CONCURRENCY: '' })).toBe(os.availableParallelism());
    expect(webConcurrency({ WEB_CONCURRENCY: ' 4 ' })).toBe(4);
    expect(webConcurrency({ WEB_CONCURRENCY: '1' })).toBe(1);
    for (const wrong of ['0', '-2', '1.5', 'max']) {
      expect(() => webConcurrency({ WEB_CONCURRENCY: wrong })).toThrow(/WEB_CONCURRENCY/);
    }
  });

  it('SHUTDOWN_TIMEOUT_MS defaults to 25 s and takes a whole number of at least 1', () => {
    expect(DEFAULT_SHUTDOWN_TIMEOUT_MS).toBe(25_000);
    expect(shutdownTimeoutMs({})).toBe(25_000);
    expect(shutdownTimeoutMs({ SHUTDOWN_TIMEOUT_MS: '5000' })).toBe(5000);
    for (const wrong of ['0', '2s', '-1']) {
      expect(() => shutdownTimeoutMs({ SHUTDOWN_TIMEOUT_MS: wrong })).toThrow(
        /SHUTDOWN_TIMEOUT_MS/,
      );
    }
  });
});

describe("the primary's health answer", () => {
  it('is the one serve.mjs gives, closing the connection', () => {
    const text = rawHealthAnswer({
      up: true,
      head: false,
      headers: { 'X-Frame-Options': 'DENY' },
    }).toString();
    const [head, body] = text.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(head).toContain('\r\nConnection: close');
    expect(head).toContain('\r\nX-Frame-Options: DENY');
    expect(head).toContain('\r\nContent-Type: application/json; charset=utf-8');
    expect(head).toContain('\r\nCache-Control: no-store');
    expect(body).toBe(healthAnswer(true).body);
    expect(JSON.parse(body!)).toEqual({ status: 'ok', database: 'up' });
  });

  it("says Redis's state and the mode it puts the instance in (issue 48)", () => {
    expect(JSON.parse(healthAnswer(true, 'up').body)).toEqual({
      status: 'ok',
      database: 'up',
      redis: 'up',
      mode: 'shared',
    });
    expect(JSON.parse(healthAnswer(true, 'degraded').body)).toMatchObject({
      status: 'ok',
      redis: 'degraded',
      mode: 'local',
    });
    expect(JSON.parse(healthAnswer(true, 'unused').body)).toMatchObject({ mode: 'single' });
  });

  it('is 503 with Retry-After when the database is down, and has no body for HEAD', () => {
    const text = rawHealthAnswer({ up: false, head: true }).toString();
    expect(text).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
    expect(text).toContain('\r\nRetry-After: 5');
    expect(text).toContain(`\r\nContent-Length: ${healthAnswer(false).body.length}`);
    expect(text.endsWith('\r\n\r\n')).toBe(true);
  });
});
