import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

import { onJsonLines } from './json-lines';

// Issue 30: `npm start`'s cluster (scripts/server/cluster.mjs) with a plain-HTTP worker
// (tests/fixtures/cluster/worker.mjs), no Next build, started and spoken to as a client would.

const PRIMARY = fileURLToPath(new URL('../../fixtures/cluster/primary.mjs', import.meta.url));

export type Primary = {
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

/** Kills the primaries a test started, and their workers (a test file's afterEach). */
export function stopPrimaries() {
  for (const { child } of running.splice(0)) {
    if (child.exitCode !== null || child.pid === undefined) continue;
    // The primary first, so it starts no replacement; then its workers (one held in a blocked loop
    // would never hear its primary go).
    const workers = childrenOf(child.pid);
    child.kill('SIGKILL');
    for (const worker of workers.filter(alive)) process.kill(worker, 'SIGKILL');
  }
}

export async function startPrimary(env: Record<string, string> = {}): Promise<Primary> {
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
  onJsonLines(child.stdout!, (line) => {
    for (const waiter of waiting.filter(({ msg }) => msg === line.msg)) {
      waiter.left -= 1;
      if (waiter.left > 0) continue;
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(line);
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

export type Answer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
};

/** One request on a connection of its own. */
export function request(
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

export const pidOf = (answer: Answer) => Number(answer.headers['x-worker-pid']);
export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function workerPids(port: number, count = 6) {
  const pids = new Set<number>();
  for (let index = 0; index < count; index += 1) pids.add(pidOf(await request(port, '/')));
  return pids;
}
