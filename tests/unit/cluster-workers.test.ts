import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import {
  alive,
  pidOf,
  request,
  startPrimary,
  stopPrimaries,
  wait,
  workerPids,
} from './helpers/cluster-primary';

// Issue 30: `npm start`'s cluster (scripts/server/cluster.mjs) with a plain-HTTP worker: the
// primary hands every other connection to a worker (the client's own socket, its bytes intact),
// spreads them, replaces a worker that dies, and stops without cutting a request.

afterEach(stopPrimaries);

describe('the cluster', () => {
  it('hands out one password-hashing slot at a time across its workers, and takes back a dead worker’s', async () => {
    const holdDir = await mkdtemp(path.join(tmpdir(), 'cluster-slots-'));
    const lines = async () =>
      (await readFile(path.join(holdDir, 'slots.log'), 'utf8').catch(() => ''))
        .split('\n')
        .filter(Boolean);
    try {
      const { port } = await startPrimary({ HOLD_DIR: holdDir, HASH_SLOTS: '1' });
      const first = request(port, '/slot?name=a');
      await expect.poll(lines).toContain('granted a');
      // The second connection goes to the other worker (the first holds one on its worker).
      const second = request(port, '/slot?name=b');
      await expect.poll(lines).toContain('asked b');
      await writeFile(path.join(holdDir, 'release-a'), '');
      await expect.poll(lines).toContain('granted b');
      await writeFile(path.join(holdDir, 'release-b'), '');
      const [a, b] = await Promise.all([first, second]);
      expect(pidOf(a)).not.toBe(pidOf(b));
      expect(await lines()).toEqual([
        'asked a',
        'granted a',
        'asked b',
        'released a',
        'granted b',
        'released b',
      ]);

      // A worker killed while it holds the slot gives it back: the next ask is granted, where it
      // would be refused after the wait if the slot were still taken.
      void request(port, '/slot?name=c').catch(() => undefined);
      await expect.poll(lines).toContain('granted c');
      process.kill(Number(await readFile(path.join(holdDir, 'holder-c'), 'utf8')), 'SIGKILL');
      const next = request(port, '/slot?name=d');
      await expect
        .poll(async () => (await lines()).find((line) => line.endsWith(' d') && line !== 'asked d'))
        .toBe('granted d');
      await writeFile(path.join(holdDir, 'release-d'), '');
      expect(JSON.parse((await next).body).granted).toBe(true);
    } finally {
      await rm(holdDir, { recursive: true, force: true });
    }
  }, 30_000);

  it('hands a connection over whole: the client socket, and every byte of a large body', async () => {
    const { port } = await startPrimary();
    expect((await workerPids(port)).size).toBe(2);

    const socket = net.connect({ port, host: '127.0.0.1' });
    await new Promise((resolve) => socket.once('connect', resolve));
    // The first bytes alone, then the rest: the primary decides only once it can.
    socket.write('GET /api/hea');
    await wait(50);
    socket.write('lthy HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    const text = await new Promise<string>((resolve) => {
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      socket.on('end', () => resolve(received));
    });
    const answer = JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;
    expect(answer.path).toBe('/api/healthy');
    // The worker sees the client's own address and port: the same socket.
    expect(answer.address).toBe('127.0.0.1');
    expect(answer.port).toBe(socket.localPort);

    const body = Buffer.alloc(4 * 1024 * 1024, 7);
    const echo = await request(port, '/echo', { method: 'POST', body });
    expect(JSON.parse(echo.body).received).toBe(body.length);
  }, 20_000);

  it('replaces a worker that dies', async () => {
    const primary = await startPrimary();
    const before = await workerPids(primary.port);
    expect(before.size).toBe(2);
    const [victim] = [...before];
    const replaced = primary.logged('worker ready');
    process.kill(victim!, 'SIGKILL');
    await replaced;
    const after = await workerPids(primary.port);
    expect(after.size).toBe(2);
    expect(after.has(victim!)).toBe(false);
  }, 20_000);

  it('a worker sent SIGTERM alone finishes its request, gets no new one, and is replaced', async () => {
    const primary = await startPrimary();
    const pids = await workerPids(primary.port);
    expect(pids.size).toBe(2);
    const slowStarted = primary.logged('fixture request started');
    const slow = request(primary.port, '/slow?ms=1000');
    const victim = Number((await slowStarted).pid);
    const [other] = [...pids].filter((pid) => pid !== victim);
    const replaced = primary.logged('worker ready');
    const stopping = primary.logged('a worker is stopping alone');
    process.kill(victim, 'SIGTERM');
    await stopping;
    // Meanwhile every new connection goes to the other worker.
    expect(await workerPids(primary.port, 4)).toEqual(new Set([other]));
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(pidOf(answer)).toBe(victim);
    await replaced;
    const after = await workerPids(primary.port);
    expect(after.size).toBe(2);
    expect(after.has(victim)).toBe(false);
  }, 20_000);

  it('on SIGTERM finishes the request in flight, closes idle connections, then exits 0', async () => {
    const primary = await startPrimary();
    const pids = await workerPids(primary.port);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    await request(primary.port, '/', { agent });
    const [idle] = Object.values(agent.freeSockets).flat();
    expect(idle).toBeDefined();
    const idleClosed = new Promise((resolve) => idle!.once('close', resolve));

    const slowStarted = primary.logged('fixture request started');
    const slow = request(primary.port, '/slow?ms=1500');
    await slowStarted;
    primary.child.kill('SIGTERM');
    await idleClosed;
    // The port no longer takes connections.
    await expect
      .poll(() =>
        request(primary.port, '/').then(
          () => 'answered',
          (error: Error) => error.message,
        ),
      )
      .toMatch(/ECONNREFUSED/);

    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(answer.headers.connection).toBe('close');
    expect(await primary.exited).toBe(0);
    expect([...pids].some(alive)).toBe(false);
    agent.destroy();
  }, 20_000);

  it('caps the connections of one address across the workers', async () => {
    const { port } = await startPrimary({ MAX_CONNECTIONS_PER_ADDRESS: '2' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
    // Two kept-alive connections, one on each worker.
    await Promise.all([
      request(port, '/slow?ms=200', { agent }),
      request(port, '/slow?ms=200', { agent }),
    ]);
    await expect(request(port, '/')).rejects.toThrow(/ECONNRESET|socket hang up/);
    agent.destroy();
    // Once the primary hears the two connections closed, the address may connect again.
    await expect
      .poll(() =>
        request(port, '/').then(
          (answer) => answer.status,
          () => 0,
        ),
      )
      .toBe(200);
  }, 20_000);

  it('answers 503 with Retry-After while PostgreSQL is unreachable', async () => {
    const { port } = await startPrimary({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' });
    const health = await request(port, '/api/health');
    expect(health.status).toBe(503);
    expect(health.headers['retry-after']).toBe('5');
    expect(health.headers['x-portal-process']).toBe('primary');
    expect(JSON.parse(health.body)).toEqual({
      status: 'unavailable',
      database: 'down',
      redis: 'unused',
      mode: 'single',
    });
  }, 20_000);

  // PostgreSQL runs on the machines that run the tests (docs/testing.md), as Redis does for the rate limits.
  it('answers 200 from a ping of PostgreSQL', async () => {
    const { port } = await startPrimary({
      DATABASE_URL: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    });
    const health = await request(port, '/api/health');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({
      status: 'ok',
      database: 'up',
      redis: 'unused',
      mode: 'single',
    });
  }, 20_000);
});
