import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import { handOverConnection } from '@/scripts/server/request-deadlines.mjs';

import { connect, currentServer, start, stopServer, type Watched } from './helpers/portal-server';

afterEach(stopServer);

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
    const primary = net.createServer((socket) =>
      handOverConnection(currentServer(), socket, 60_000),
    );
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
    currentServer().on('upgrade', (_req: http.IncomingMessage, socket: net.Socket) => {
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
