import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

import { afterEach, describe, expect, it } from 'vitest';

// Issue 36, item 13: a client that sent `GET / HTTP/1.1` and one header line, then nothing, was not
// always cut off. The portal's own servers, started as `npm start` starts them: serve.mjs in one
// process, and the cluster (cluster.mjs, its workers running serve.mjs through cluster-worker.mjs),
// both over a stand-in for Next (tests/fixtures/serve). Each is probed at once after it starts,
// with short timeouts and Node's own periodic check of them turned off, so only the server's
// deadlines can cut.

const FIXTURES = new URL('../fixtures/serve/', import.meta.url);
const REGISTER = fileURLToPath(new URL('register-next-stand-in.mjs', FIXTURES));
const HEADERS_TIMEOUT_MS = 400;
const REQUEST_TIMEOUT_MS = 1_000;
const TIMEOUT_ANSWER = /^HTTP\/1\.1 408 Request Timeout\r\n/;

const running: ChildProcess[] = [];
const sockets: net.Socket[] = [];

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Starts a fixture; resolves with its port once it logs `ready` (a JSON line with `port`). */
function start(fixture: 'single.mjs' | 'primary.mjs', ready: string): Promise<number> {
  const child = spawn(
    process.execPath,
    ['--import', REGISTER, fileURLToPath(new URL(fixture, FIXTURES))],
    {
      env: {
        ...process.env,
        SITE_URL: 'https://portal.example',
        FIXTURE_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
        FIXTURE_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
        // Node's check of those timeouts every 10 minutes: never during a test.
        FIXTURE_CHECKING_INTERVAL_MS: '600000',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  running.push(child);
  return new Promise((resolve, reject) => {
    let rest = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const text of lines) {
        if (!text.startsWith('{')) continue;
        const line = JSON.parse(text) as { msg?: string; port?: number };
        if (line.msg === ready) resolve(Number(line.port));
      }
    });
    child.once('exit', (code) => reject(new Error(`${fixture} exited (${code})`)));
  });
}

type Probe = {
  socket: net.Socket;
  received: () => string;
  /** Resolves once the server has closed the connection. */
  closed: Promise<void>;
  /** Resolves once what was received matches `pattern`. */
  receivedMatch: (pattern: RegExp) => Promise<void>;
};

function connect(port: number): Promise<Probe> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = net.connect({ port, host: '127.0.0.1' });
    sockets.push(socket);
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    const receivedMatch = (pattern: RegExp) =>
      new Promise<void>((done) => {
        const check = () => {
          if (!pattern.test(received)) return;
          socket.off('data', check);
          done();
        };
        socket.on('data', check);
        check();
      });
    socket.once('connect', () =>
      resolve({ socket, received: () => received, closed, receivedMatch }),
    );
    socket.once('error', reject);
  });
}

const HALF_SENT = 'GET / HTTP/1.1\r\nHost: x\r\n';

describe.each([
  ['in one process (serve.mjs)', 'single.mjs', 'serving'],
  ['through the cluster (primary and worker)', 'primary.mjs', 'cluster listening'],
] as const)('a half-sent request %s', (_name, fixture, ready) => {
  it('is answered 408 and closed when it is the first connection after the start', async () => {
    const probe = await connect(await start(fixture, ready));
    probe.socket.write(HALF_SENT);
    await probe.closed;
    expect(probe.received()).toMatch(TIMEOUT_ANSWER);
  }, 20_000);

  it('is answered 408 and closed on a kept-alive connection after a first request', async () => {
    const probe = await connect(await start(fixture, ready));
    probe.socket.write('GET /first HTTP/1.1\r\nHost: x\r\n\r\n');
    await probe.receivedMatch(/\r\n\r\nok$/);
    probe.socket.write(HALF_SENT);
    await probe.closed;
    expect(probe.received()).toMatch(
      /^HTTP\/1\.1 200 OK\r\n[\s\S]*okHTTP\/1\.1 408 Request Timeout\r\n/,
    );
  }, 20_000);

  it('with its body trickling in is answered 408 and closed at the request time', async () => {
    const probe = await connect(await start(fixture, ready));
    probe.socket.write('POST /form HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{');
    const trickle = setInterval(() => probe.socket.write(' '), 50);
    try {
      await probe.closed;
    } finally {
      clearInterval(trickle);
    }
    expect(probe.received()).toMatch(TIMEOUT_ANSWER);
  }, 20_000);

  it('does not cut a request sent whole', async () => {
    const probe = await connect(await start(fixture, ready));
    probe.socket.write(
      'POST /form HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nConnection: close\r\n\r\n{ }',
    );
    await probe.closed;
    expect(probe.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*\r\n\r\n3$/);
  }, 20_000);
});

describe('the cluster’s primary', () => {
  it('answers 408 to a connection whose first bytes could still be a health check', async () => {
    const probe = await connect(await start('primary.mjs', 'cluster listening'));
    probe.socket.write('GET /api/hea');
    await probe.closed;
    expect(probe.received()).toMatch(TIMEOUT_ANSWER);
  }, 20_000);
});
