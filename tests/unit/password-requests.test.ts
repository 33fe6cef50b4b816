import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HASHING_RETRY_AFTER_SECONDS } from '@/lib/auth/hash-slot-protocol.mjs';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { passwordRequestCap, passwordRequestGate } from '@/scripts/server/password-requests.mjs';

// Issue 36: beyond the hashing slots and their queue, a request that would hash a password is
// answered 429 by the portal's server itself, before Next, so a login flood costs pages little.

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

let server: http.Server;
let port = 0;
const held: (() => void)[] = [];
const gate = passwordRequestGate({
  cap: 2,
  headers: { 'X-Frame-Options': 'DENY' },
  refusalDelayMs: 50,
});

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (!gate.admit(req, res)) return;
    req.resume();
    // The app's answer waits until the test lets it go.
    req.once('end', () => held.push(() => res.end('app')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const release of held.splice(0)) release();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function send(path: string, { method = 'POST', language = 'en' } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent: false,
        headers: { 'accept-language': language },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(method === 'POST' ? '{"email":"a@b.jo","password":"x"}' : undefined);
  });
}

const inApp = (count: number) => expect.poll(() => held.length).toBe(count);

describe('passwordRequestGate', () => {
  it('is the hashing slots with their queue: 9 on this project’s 2-core machine', () => {
    expect(passwordRequestCap(1)).toBe(9);
    expect(passwordRequestCap(3)).toBe(27);
  });

  it('lets `cap` password requests through, answers the next 429 at once, then lets one in again', async () => {
    const first = send('/api/login');
    const second = send('/api/staff/login?from=console');
    await inApp(2);
    expect(gate.inProgress()).toBe(2);

    const refused = await send('/api/register', { language: 'ar' });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(HASHING_RETRY_AFTER_SECONDS));
    expect(refused.headers['x-frame-options']).toBe('DENY');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(refused.body)).toEqual({
      message: ar.Api.busy,
      errors: {},
      request_id: refused.headers['x-request-id'],
    });
    expect(JSON.parse((await send('/api/reset_password')).body).message).toBe(en.Api.busy);

    // Other requests are not counted.
    const page = send('/api/login', { method: 'GET' });
    const other = send('/api/all-enquiries');
    await inApp(4);

    held.shift()!();
    expect((await first).body).toBe('app');
    await expect.poll(() => gate.inProgress()).toBe(1);
    const third = send('/api/login');
    await inApp(4);
    for (const release of held.splice(0)) release();
    expect((await Promise.all([second, third, page, other])).map((answer) => answer.body)).toEqual([
      'app',
      'app',
      'app',
      'app',
    ]);
    await expect.poll(() => gate.inProgress()).toBe(0);
  });
});
