import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterEach, describe, expect, it } from 'vitest';

// Issue 30: `npm start`'s cluster (scripts/server/cluster.mjs) with a plain-HTTP worker
// (tests/fixtures/cluster/worker.mjs), no Next build: the primary answers /api/health itself while
// the workers are busy, hands every other connection to a worker (the client's own socket, its
// bytes intact), spreads them, replaces a worker that dies, and stops without cutting a request.

const PRIMARY = fileURLToPath(new URL('../fixtures/cluster/primary.mjs', import.meta.url));

type Primary = {
  child: ChildProcess;
  port: number;
  exited: Promise<number | null>;
  /** Resolves with the `count`th log line whose message is `msg` from now on. */
  logged: (msg: string, count?: number) => Promise<Record<string, unknown>>;
};

const running: Primary[] = [];

/** The processes `pid` started (its workers): a primary killed outright leaves them behind. */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

afterEach(() => {
  for (const { child } of running.splice(0)) {
    if (child.exitCode !== null || child.pid === undefined) continue;
    // The primary first, so it starts no replacement; then its workers (one held in a blocked loop
    // would never hear its primary go).
    const workers = childrenOf(child.pid);
    child.kill('SIGKILL');
    for (const worker of workers.filter(alive)) process.kill(worker, 'SIGKILL');
  }
});

async function startPrimary(env: Record<string, string> = {}): Promise<Primary> {
  const child = spawn(process.execPath, [PRIMARY], {
    env: {
      ...process.env,
      SITE_URL: 'https://portal.example',
      SHUTDOWN_TIMEOUT_MS: '10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const waiting: {
    msg: string;
    left: number;
    resolve: (line: Record<string, unknown>) => void;
  }[] = [];
  let rest = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const text of lines) {
      if (!text.startsWith('{')) continue;
      const line = JSON.parse(text) as Record<string, unknown>;
      for (const waiter of waiting.filter(({ msg }) => msg === line.msg)) {
        waiter.left -= 1;
        if (waiter.left > 0) continue;
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const logged = (msg: string, count = 1) =>
    new Promise<Record<string, unknown>>((resolve) => waiting.push({ msg, left: count, resolve }));
  const listening = await logged('cluster listening');
  const primary = { child, port: Number(listening.port), exited, logged };
  running.push(primary);
  return primary;
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; at: number };

/** One request on a connection of its own. */
function request(
  port: number,
  path: string,
  options: { method?: string; body?: Buffer; agent?: http.Agent } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        agent: options.agent ?? false,
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, at: Date.now() }),
        );
      },
    );
    req.on('error', reject);
    if (options.body) {
      // Many writes, so the body goes on arriving while the primary hands the connection over.
      for (let at = 0; at < options.body.length; at += 16_384) {
        req.write(options.body.subarray(at, at + 16_384));
      }
    }
    req.end();
  });
}

const pidOf = (answer: Answer) => Number(answer.headers['x-worker-pid']);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function workerPids(port: number, count = 6) {
  const pids = new Set<number>();
  for (let index = 0; index < count; index += 1) pids.add(pidOf(await request(port, '/')));
  return pids;
}

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
