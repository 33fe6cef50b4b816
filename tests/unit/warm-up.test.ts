import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import { readyAnswer } from '@/scripts/server/readiness.mjs';
import {
  DEFAULT_WARM_UP_TIMEOUT_MS,
  unlessWarm,
  warmUp,
  warmUpTimeoutMs,
} from '@/scripts/server/warm-up.mjs';

// Issue 48: an instance says ready only once it has rendered its home page in both languages
// (scripts/server/warm-up.mjs); the cluster's behaviour is in cluster-processes.test.ts.

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

async function serverOf(handler: http.RequestListener) {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const up = { database: 'up', redis: 'unused', storage: 'up' } as const;

describe('unlessWarm', () => {
  it('turns a ready answer into 503 with Retry-After and warm: no until warm', () => {
    const warming = unlessWarm(readyAnswer(up), false);
    expect(warming.status).toBe(503);
    expect(warming.headers['Retry-After']).toBe('5');
    expect(JSON.parse(warming.body)).toEqual({ ...up, status: 'unavailable', warm: 'no' });
    expect(unlessWarm(readyAnswer(up), true)).toEqual(readyAnswer(up));
  });
});

describe('warmUpTimeoutMs', () => {
  it('reads WARM_UP_TIMEOUT_MS: 30 s by default, 0 turns it off, anything else throws', () => {
    expect(warmUpTimeoutMs({})).toBe(DEFAULT_WARM_UP_TIMEOUT_MS);
    expect(warmUpTimeoutMs({ WARM_UP_TIMEOUT_MS: '0' })).toBe(0);
    expect(warmUpTimeoutMs({ WARM_UP_TIMEOUT_MS: ' 5000 ' })).toBe(5000);
    expect(() => warmUpTimeoutMs({ WARM_UP_TIMEOUT_MS: '5s' })).toThrow(/WARM_UP_TIMEOUT_MS/);
  });
});

describe('warmUp', () => {
  it('asks for each path `copies` times at once, one path after the other, and logs it', async () => {
    const asked: string[] = [];
    let open = 0;
    let most = 0;
    const port = await serverOf((req, res) => {
      asked.push(req.url ?? '');
      open += 1;
      most = Math.max(most, open);
      setTimeout(() => {
        open -= 1;
        res.end('page');
      }, 20);
    });
    const lines: string[] = [];
    const result = await warmUp({
      port,
      copies: 2,
      timeoutMs: 5_000,
      log: (_level, _fields, msg) => lines.push(msg),
    });
    expect(result).toMatchObject({ warm: true, failed: [] });
    expect(asked).toEqual(['/', '/', '/ar', '/ar']);
    expect(most).toBe(2);
    expect(lines).toEqual(['warm-up done']);
  });

  it('gives up after its timeout, without throwing, on a server that does not answer', async () => {
    const port = await serverOf(() => {});
    const lines: string[] = [];
    const result = await warmUp({
      port,
      timeoutMs: 100,
      log: (_level, _fields, msg) => lines.push(msg),
    });
    expect(result.warm).toBe(false);
    expect(lines).toEqual(['warm-up timed out; ready anyway']);
  });
});
