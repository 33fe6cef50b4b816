import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

import { onJsonLines } from './json-lines';

// The portal's own servers as `npm start` starts them, over a stand-in for Next
// (tests/fixtures/serve): serve.mjs in one process (single.mjs), or the cluster whose worker runs
// serve.mjs through cluster-worker.mjs (primary.mjs), with short timeouts and Node's own periodic
// check of them turned off. A test file calls `stopServeFixtures` after each test.

const FIXTURES = new URL('../../fixtures/serve/', import.meta.url);
const REGISTER = fileURLToPath(new URL('register-next-stand-in.mjs', FIXTURES));
export const HEADERS_TIMEOUT_MS = 400;
export const REQUEST_TIMEOUT_MS = 1_000;

const running: ChildProcess[] = [];
const sockets: net.Socket[] = [];

/** Closes the test's connections and kills the fixtures it started. */
export function stopServeFixtures() {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
}

/** Starts a fixture; resolves with its port once it logs `ready` (a JSON line with `port`). */
export function startServeFixture(
  fixture: 'single.mjs' | 'primary.mjs',
  ready: string,
): Promise<number> {
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
    onJsonLines(child.stdout!, (line) => {
      if (line.msg === ready) resolve(Number(line.port));
    });
    child.once('exit', (code) => reject(new Error(`${fixture} exited (${code})`)));
  });
}

export type Probe = {
  socket: net.Socket;
  received: () => string;
  /** Resolves once the server has closed the connection. */
  closed: Promise<void>;
  /** Resolves once what was received matches `pattern`. */
  receivedMatch: (pattern: RegExp) => Promise<void>;
};

export function connect(port: number): Promise<Probe> {
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
