import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import {
  CONNECTIONS_CHECKING_INTERVAL_MS,
  createPortalServer,
  DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  maxConnectionsPerAddress,
  REQUEST_TIMEOUT_MS,
  type PortalServer,
} from '@/scripts/server/http-server.mjs';
import { handOverConnection } from '@/scripts/server/request-deadlines.mjs';

// Issue 25, item 5 (slowloris): the portal's server module (serve.mjs builds its server with
// createPortalServer) closes half-open connections and caps the connections of one address.
// Real sockets against a real server; the timeouts are shortened so the test runs in a second.

const HEADERS_TIMEOUT = 400;
const CHECK_EVERY = 100;

let server: PortalServer | undefined;
const sockets: net.Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function start(options: Parameters<typeof createPortalServer>[0] = {}) {
  server = createPortalServer(
    {
      headersTimeout: HEADERS_TIMEOUT,
      requestTimeout: 1_000,
      connectionsCheckingInterval: CHECK_EVERY,
      ...options,
    },
    (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
    },
  );
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

type Watched = { socket: net.Socket; closed: Promise<number>; received: () => string };

/** A connection from `localAddress`, with when it was closed (ms after opening) and what came. */
function connect(port: number, localAddress = '127.0.0.1'): Promise<Watched> {
  return new Promise((resolve, reject) => {
    const opened = performance.now();
    let received = '';
    const socket = net.connect({ port, host: '127.0.0.1', localAddress });
    sockets.push(socket);
    const closed = new Promise<number>((done) =>
      socket.once('close', () => done(performance.now() - opened)),
    );
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    socket.once('connect', () => resolve({ socket, closed, received: () => received }));
    socket.once('error', reject);
  });
}

const deadline = (ms: number) =>
  new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms));

describe('half-open connections', () => {
  it('the defaults: headers within 10 s, the whole request within 5 min, checked every second', async () => {
    await start({
      headersTimeout: undefined,
      requestTimeout: undefined,
      connectionsCheckingInterval: undefined,
    });
    expect(server!.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(HEADERS_TIMEOUT_MS).toBe(10_000);
    expect(server!.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(server!.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
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
    expect(server!.connectionsByAddress().size).toBe(0);
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
    expect(server!.connectionsByAddress().get('127.0.0.1')).toBe(3);

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
describe('the deadlines without Node’s periodic check', () => {
  const NO_CHECK = { connectionsCheckingInterval: 600_000, requestTimeout: 60_000 };
  // The end of the test server's answer (chunked: "ok", then the last chunk).
  const ANSWERED = /\r\n0\r\n\r\n$/;

  /** Resolves once what `watched` received matches `pattern`. */
  function receivedMatch(watched: Watched, pattern: RegExp) {
    return new Promise<void>((resolve) => {
      const check = () => {
        if (!pattern.test(watched.received())) return;
        watched.socket.off('data', check);
        resolve();
      };
      watched.socket.on('data', check);
      check();
    });
  }

  it('answers 408 and closes a connection that sent part of its headers, or nothing', async () => {
    const port = await start(NO_CHECK);
    const half = await connect(port);
    half.socket.write('GET / HTTP/1.1\r\nHost: portal.test\r\n');
    const silent = await connect(port);
    await Promise.all([half.closed, silent.closed]);
    expect(half.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(silent.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  });

  it('answers 408 to half of a second request on a kept-alive connection', async () => {
    const port = await start(NO_CHECK);
    const kept = await connect(port);
    kept.socket.write('GET / HTTP/1.1\r\nHost: portal.test\r\n\r\n');
    await receivedMatch(kept, ANSWERED);
    kept.socket.write('GET /next HTTP/1.1\r\nHost: portal.test\r\n');
    await kept.closed;
    expect(kept.received()).toMatch(
      /^HTTP\/1\.1 200 [\s\S]*\r\n\r\nHTTP\/1\.1 408 Request Timeout\r\n/,
    );
  });

  it('leaves a kept-alive connection between requests to the keep-alive time', async () => {
    const port = await start(NO_CHECK);
    const kept = await connect(port);
    kept.socket.write('GET / HTTP/1.1\r\nHost: portal.test\r\n\r\n');
    await receivedMatch(kept, ANSWERED);
    // A connection opened after it has its head cut: the header time is past for both.
    const later = await connect(port);
    await later.closed;
    expect(kept.socket.destroyed).toBe(false);
    kept.socket.write('GET /again HTTP/1.1\r\nHost: portal.test\r\nConnection: close\r\n\r\n');
    await kept.closed;
    expect(kept.received()).toMatch(
      /^HTTP\/1\.1 200 [\s\S]*\r\n\r\nHTTP\/1\.1 200 [\s\S]*0\r\n\r\n$/,
    );
  });

  it('times the next request, not the answered one, after Node answers 417 itself', async () => {
    const port = await start(NO_CHECK);
    const kept = await connect(port);
    kept.socket.write('GET / HTTP/1.1\r\nHost: portal.test\r\nExpect: tea\r\n\r\n');
    await receivedMatch(kept, /^HTTP\/1\.1 417 [\s\S]*\r\n\r\n$/);
    const later = await connect(port);
    await later.closed;
    expect(kept.socket.destroyed).toBe(false);
    kept.socket.write('GET / HTTP/1.1\r\nHost: portal.test\r\n');
    await kept.closed;
    expect(kept.received()).toMatch(/^HTTP\/1\.1 417 [\s\S]*\r\n\r\nHTTP\/1\.1 408 /);
  });

  it('closes a request whose body trickles in past the request time', async () => {
    const port = await start({ ...NO_CHECK, requestTimeout: 600 });
    const { socket, closed } = await connect(port);
    socket.write(
      'POST /api/login HTTP/1.1\r\nHost: portal.test\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    const trickle = setInterval(() => socket.write(' '), 50);
    try {
      // Closed (the test server answers at once, so without a 408: tests/unit/half-sent-requests).
      await closed;
    } finally {
      clearInterval(trickle);
    }
  });

  it('counts the time another process held a connection handed over to it', async () => {
    await start({ ...NO_CHECK, headersTimeout: 60_000 });
    // A stand-in for the cluster's primary: it accepts, then hands the socket over.
    const primary = net.createServer((socket) => handOverConnection(server!, socket, 60_000));
    await new Promise<void>((resolve) => primary.listen(0, '127.0.0.1', resolve));
    try {
      const handed = await connect((primary.address() as AddressInfo).port);
      handed.socket.write('GET / HTTP/1.1\r\nHost: portal.test\r\n');
      await handed.closed;
      expect(handed.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    } finally {
      primary.close();
    }
  });

  it('does not time a connection upgraded to another protocol', async () => {
    const port = await start(NO_CHECK);
    server!.on('upgrade', (_req: http.IncomingMessage, socket: net.Socket) => {
      socket.write(
        'HTTP/1.1 101 Switching Protocols\r\nUpgrade: echo\r\nConnection: Upgrade\r\n\r\n',
      );
      socket.on('data', (chunk: Buffer) => socket.write(chunk));
      socket.on('end', () => socket.end());
    });
    const upgraded = await connect(port);
    upgraded.socket.write(
      'GET /echo HTTP/1.1\r\nHost: portal.test\r\nUpgrade: echo\r\nConnection: Upgrade\r\n\r\n',
    );
    await receivedMatch(upgraded, /^HTTP\/1\.1 101 /);
    const later = await connect(port);
    await later.closed;
    upgraded.socket.write('still here');
    await receivedMatch(upgraded, /still here$/);
    expect(upgraded.socket.destroyed).toBe(false);
  });
});
