import { afterEach, describe, expect, it } from 'vitest';

import {
  CONNECTIONS_CHECKING_INTERVAL_MS,
  DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  maxConnectionsPerAddress,
  REQUEST_TIMEOUT_MS,
} from '@/scripts/server/http-server.mjs';

import {
  CHECK_EVERY,
  connect,
  currentServer,
  deadline,
  HEADERS_TIMEOUT,
  start,
  stopServer,
} from './helpers/portal-server';

// Issue 25, item 5 (slowloris): the portal's server module (serve.mjs builds its server with
// createPortalServer) closes half-open connections and caps the connections of one address.
// Real sockets against a real server; the timeouts are shortened so the test runs in a second.
// The server's own timers without Node's periodic check: http-server-deadlines.test.ts.

afterEach(stopServer);

describe('half-open connections', () => {
  it('the defaults: headers within 10 s, the whole request within 5 min, checked every second', async () => {
    await start({
      headersTimeout: undefined,
      requestTimeout: undefined,
      connectionsCheckingInterval: undefined,
    });
    expect(currentServer().headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(HEADERS_TIMEOUT_MS).toBe(10_000);
    expect(currentServer().requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(currentServer().keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeLessThan(HEADERS_TIMEOUT_MS + REQUEST_TIMEOUT_MS);
    expect(CONNECTIONS_CHECKING_INTERVAL_MS).toBe(1_000);
  });

  it('closes 50 connections that sent part of their headers, or nothing, once the header time is up', async () => {
    const port = await start();
    const half = await Promise.all(Array.from({ length: 25 }, () => connect(port)));
    for (const { socket } of half) socket.write('GET / HTTP/1.1\r\nHost: portal.test\r\nX-Slow: ');
    const silent = await Promise.all(Array.from({ length: 25 }, () => connect(port)));
    // One more header line now and then does not keep a connection open.
    const trickle = setInterval(() => {
      for (const { socket } of half) if (!socket.destroyed) socket.write('a');
    }, 50);
    try {
      const closedAfter = await Promise.all([...half, ...silent].map(({ closed }) => closed));
      expect(Math.min(...closedAfter)).toBeGreaterThanOrEqual(HEADERS_TIMEOUT - 50);
      expect(Math.max(...closedAfter)).toBeLessThan(HEADERS_TIMEOUT + 4 * CHECK_EVERY + 500);
    } finally {
      clearInterval(trickle);
    }
    expect(half[0]!.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(currentServer().connectionsByAddress().size).toBe(0);
  });

  it('closes a request whose body trickles in past the request time', async () => {
    const port = await start({ headersTimeout: 300, requestTimeout: 600 });
    const { socket, closed } = await connect(port);
    socket.write(
      'POST /api/login HTTP/1.1\r\nHost: portal.test\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    const trickle = setInterval(() => socket.write(' '), 50);
    try {
      expect(await closed).toBeLessThan(600 + 4 * CHECK_EVERY + 500);
    } finally {
      clearInterval(trickle);
    }
  });

  it('keeps serving a client that sends its request in time', async () => {
    const port = await start();
    const { socket, received } = await connect(port);
    socket.write('GET / HTTP/1.1\r\nHost: portal.test\r\nConnection: close\r\n\r\n');
    await new Promise((resolve) => socket.once('close', resolve));
    expect(received()).toMatch(/^HTTP\/1\.1 200[\s\S]*\r\n\r\n[\s\S]*ok/);
  });
});

describe('connections per client address', () => {
  it('refuses the connection beyond the cap at once, and takes one again when one closes', async () => {
    const port = await start({ maxPerAddress: 3, headersTimeout: 5_000, requestTimeout: 10_000 });
    const held = await Promise.all([connect(port), connect(port), connect(port)]);
    const beyond = await connect(port);
    expect(await Promise.race([beyond.closed.then(() => 'closed'), deadline(1_000)])).toBe(
      'closed',
    );
    expect(beyond.received()).toBe('');
    expect(currentServer().connectionsByAddress().get('127.0.0.1')).toBe(3);

    // Another address is not affected.
    const other = await connect(port, '127.0.0.2');
    other.socket.write('GET / HTTP/1.1\r\nHost: portal.test\r\nConnection: close\r\n\r\n');
    await other.closed;
    expect(other.received()).toMatch(/^HTTP\/1\.1 200/);

    held[0]!.socket.destroy();
    await held[0]!.closed;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await connect(port);
    again.socket.write('GET / HTTP/1.1\r\nHost: portal.test\r\nConnection: close\r\n\r\n');
    await again.closed;
    expect(again.received()).toMatch(/^HTTP\/1\.1 200/);
  });

  it('0 means no cap', async () => {
    const port = await start({ maxPerAddress: 0, headersTimeout: 5_000, requestTimeout: 10_000 });
    const many = await Promise.all(Array.from({ length: 30 }, () => connect(port)));
    expect(await Promise.race([Promise.any(many.map(({ closed }) => closed)), deadline(300)])).toBe(
      'open',
    );
  });

  it('reads MAX_CONNECTIONS_PER_ADDRESS, 100 by default, and refuses a value that is not a count', () => {
    expect(maxConnectionsPerAddress({})).toBe(DEFAULT_MAX_CONNECTIONS_PER_ADDRESS);
    expect(DEFAULT_MAX_CONNECTIONS_PER_ADDRESS).toBe(100);
    expect(maxConnectionsPerAddress({ MAX_CONNECTIONS_PER_ADDRESS: '' })).toBe(100);
    expect(maxConnectionsPerAddress({ MAX_CONNECTIONS_PER_ADDRESS: ' 20 ' })).toBe(20);
    expect(maxConnectionsPerAddress({ MAX_CONNECTIONS_PER_ADDRESS: '0' })).toBe(0);
    for (const value of ['-1', 'many', '2.5']) {
      expect(() => maxConnectionsPerAddress({ MAX_CONNECTIONS_PER_ADDRESS: value })).toThrow(
        /MAX_CONNECTIONS_PER_ADDRESS/,
      );
    }
  });
});

// Issue 36, item 13: the deadlines are the server's own timers on each connection, not only
// Node's periodic check, which these tests turn off (a check every 10 minutes) to show it.
