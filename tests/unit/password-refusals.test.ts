import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import { ADDRESS_LIMITED_HEADER as API_MARK } from '@/lib/api/rate-limits';
import { HASH_QUEUE_PER_SLOT } from '@/lib/auth/hash-slot-protocol.mjs';
import en from '@/messages/en.json';
import {
  ADDRESS_LIMITED_HEADER,
  passwordRequestCap,
  passwordRequestGate,
  processPasswordRequestCap,
  REFUSAL_DRAIN_BYTES,
} from '@/scripts/server/password-requests.mjs';

// Issue 48, item 3: a refused login costs nothing more than it must. The gate answers it without
// the app (the renderer is never called), parses no body and reads none beyond a login's size, and
// an address the API refused under its per-address limit is refused by the gate itself until its
// Retry-After ends.

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

/** A server whose app (the stand-in for Next) counts its calls and answers with `app`. */
async function gated(
  gate: ReturnType<typeof passwordRequestGate>,
  app: (req: http.IncomingMessage, res: http.ServerResponse) => void = (req, res) => {
    req.resume();
    req.once('end', () => res.end('app'));
  },
) {
  const calls = { app: 0, bodyBytesRead: 0 };
  const server = http.createServer((req, res) => {
    req.on('data', (chunk: Buffer) => (calls.bodyBytesRead += chunk.length));
    if (!gate.admit(req, res)) return;
    calls.app += 1;
    app(req, res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, calls };
}

/** POSTs `sent` of a body announced as `length` bytes (the rest never comes) and reads the answer. */
function post(
  port: number,
  {
    sent,
    length = Buffer.byteLength(sent),
    forwardedFor = '198.18.0.7',
    path = '/api/login',
    agent = false,
  }: {
    agent?: http.Agent | false;
    sent: string;
    length?: number;
    forwardedFor?: string;
    path?: string;
  },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': String(length),
          'x-forwarded-for': forwardedFor,
        },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.write(sent);
    if (Buffer.byteLength(sent) === length) req.end();
  });
}

describe('a refused password request', () => {
  it('never reaches the app and is not parsed: an unreadable body is refused all the same', async () => {
    const { port, calls } = await gated(passwordRequestGate({ cap: 0, refusalDelayMs: 0 }));
    const answer = await post(port, { sent: '{"email": not json at all' });
    expect(answer.status).toBe(429);
    expect(JSON.parse(answer.body).message).toBe(en.Api.busy);
    expect(calls.app).toBe(0);
  });

  it('reads no body longer than a login’s: answered before the rest is sent, the connection closed', async () => {
    const { port, calls } = await gated(passwordRequestGate({ cap: 0, refusalDelayMs: 0 }));
    // A megabyte announced, a kilobyte sent, the rest never: the answer comes anyway.
    const answer = await post(port, { sent: 'x'.repeat(1024), length: 1024 * 1024 });
    expect(answer.status).toBe(429);
    expect(answer.headers.connection).toBe('close');
    expect(calls.app).toBe(0);
    expect(calls.bodyBytesRead).toBeLessThanOrEqual(REFUSAL_DRAIN_BYTES);
  });

  it('keeps the connection of a login-sized body (read and dropped, not parsed)', async () => {
    const { port, calls } = await gated(passwordRequestGate({ cap: 0, refusalDelayMs: 0 }));
    const agent = new http.Agent({ keepAlive: true });
    const answer = await post(port, { sent: '{"email":"a@b.jo","password":"wrong"}', agent });
    agent.destroy();
    expect(answer.status).toBe(429);
    expect(answer.headers.connection).toBe('keep-alive');
    expect(calls.app).toBe(0);
  });
});

describe('an address the API refused under its per-address limit', () => {
  it('is refused by the gate until its Retry-After ends, without the app; others go on', async () => {
    let clock = 1_000_000;
    const gate = passwordRequestGate({ cap: 5, refusalDelayMs: 0, now: () => clock });
    let limited = true;
    const { port, calls } = await gated(gate, (req, res) => {
      req.resume();
      req.once('end', () => {
        if (!limited) return res.end('app');
        res.writeHead(429, { 'Retry-After': '30', [API_MARK]: '1' });
        res.end('{"message":"limited"}');
      });
    });
    const login = { sent: '{"email":"a@b.jo","password":"wrong"}' };

    const first = await post(port, login);
    expect(first.status).toBe(429);
    expect(first.headers[ADDRESS_LIMITED_HEADER]).toBeUndefined();
    expect(calls.app).toBe(1);

    limited = false;
    const second = await post(port, login);
    expect(second.status).toBe(429);
    expect(second.headers['retry-after']).toBe('30');
    expect(JSON.parse(second.body).message).toBe(en.Api.tooManyRequests.replace('{seconds}', '30'));
    expect(calls.app).toBe(1);

    // Another address, and another password route, reach the app.
    expect((await post(port, { ...login, forwardedFor: '198.18.0.8' })).body).toBe('app');
    expect((await post(port, { ...login, path: '/api/register' })).body).toBe('app');
    expect(calls.app).toBe(3);

    clock += 31_000;
    expect((await post(port, login)).body).toBe('app');
    expect(calls.app).toBe(4);
  });

  it('is not remembered from a 429 without the API’s mark (the hashing slots were busy)', async () => {
    const gate = passwordRequestGate({ cap: 5, refusalDelayMs: 0 });
    const { port, calls } = await gated(gate, (req, res) => {
      req.resume();
      req.once('end', () => {
        res.writeHead(429, { 'Retry-After': '5' });
        res.end('{}');
      });
    });
    const login = { sent: '{}' };
    await post(port, login);
    await post(port, login);
    expect(calls.app).toBe(2);
  });

  it('is marked by the API under the header the gate reads', () => {
    expect(API_MARK).toBe(ADDRESS_LIMITED_HEADER);
  });
});

describe('processPasswordRequestCap', () => {
  it('gives each cluster worker its share of the instance’s slots and queue, never more in all', () => {
    for (const [slots, workers] of [
      [1, 1],
      [1, 2],
      [3, 4],
      [1, 16],
    ] as const) {
      const each = processPasswordRequestCap({
        PORTAL_HASH_SLOTS: String(slots),
        PORTAL_CLUSTER_WORKERS: String(workers),
      });
      expect(each).toBeGreaterThanOrEqual(1);
      if (workers <= slots * (1 + HASH_QUEUE_PER_SLOT)) {
        expect(each * workers).toBeLessThanOrEqual(passwordRequestCap(slots));
      }
    }
    expect(processPasswordRequestCap({})).toBe(passwordRequestCap());
  });
});
