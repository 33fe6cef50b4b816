// `npm start` on PostgreSQL runs one worker process per core (issue 30: one process left a core
// idle, and /api/health waited behind page rendering, p99 3.5 s). This process, the primary, owns
// the listening socket and runs no Next: for each connection it reads the first bytes
// (primary-intake.mjs); a health check (request-peek.mjs) it answers itself from a ping of
// PostgreSQL (primary-health.mjs), and a readiness check from its own probes of PostgreSQL, Redis
// and the storage, and its workers (readiness.mjs, issue 36), so a load balancer's check never
// waits behind rendering; any other connection it hands, with the bytes read, to the worker with
// the fewest open connections (worker-members.mjs, cluster-worker.mjs). A worker that dies is
// replaced. On SIGTERM or SIGINT it stops accepting, lets the workers finish the requests in flight,
// then exits (graceful-stop.mjs). The embedded database (PGlite) allows one process: start.mjs runs
// no cluster on it.
import net from 'node:net';
import os from 'node:os';

import { hashSlotLimit } from '../../lib/auth/hash-slot-protocol.mjs';

import { addressCap } from './connection-balance.mjs';
import { IDLE_GRACE_MS, shutdownTimeoutMs, stopOnSignals } from './graceful-stop.mjs';
import { redisMode } from './health.mjs';
import { HEADERS_TIMEOUT_MS, maxConnectionsPerAddress } from './http-server.mjs';
import { logLine } from './log-line.mjs';
import { primaryHealthAnswer } from './primary-health.mjs';
import { connectionIntake } from './primary-intake.mjs';
import { cachedProbe, probeServices, readyAnswer } from './readiness.mjs';
import { siteHeaders } from './site-headers.mjs';
import { defaultSiteUrl, loudWarning, siteUrlProblem } from './site-url.mjs';
import { unlessWarm, warmUp } from './warm-up.mjs';
import { workerMembers } from './worker-members.mjs';

/** WEB_CONCURRENCY from the environment (default: the cores); not a whole number ≥ 1 throws. */
export function webConcurrency(env = process.env) {
  const value = env.WEB_CONCURRENCY;
  if (value === undefined || value.trim() === '') return os.availableParallelism();
  if (!/^\d+$/.test(value.trim()) || Number(value.trim()) < 1) {
    throw new Error(
      `Invalid configuration: WEB_CONCURRENCY: must be a whole number of worker processes (1 or more), not "${value}"`,
    );
  }
  return Number(value.trim());
}

/**
 * Runs the primary: forks `workers` processes of `workerModule` (which call runClusterWorker), waits
 * until they are ready, then listens on `port`. Resolves with the listening server; rejects when a
 * worker stops before it is ready. Stops on SIGTERM or SIGINT and exits the process.
 * @param {{
 *   workerModule: string, workers: number, port: number, hostname?: string,
 *   ping: () => Promise<unknown>, closePing?: () => Promise<unknown>,
 *   readyProbes?: { redis: (() => Promise<unknown>) | null, storage: () => Promise<unknown> },
 *   hashSlots?: number, warmUpPaths?: string[], warmUpTimeoutMs?: number,
 *   timeoutMs?: number, maxPerAddress?: number, headersTimeoutMs?: number, dir?: string,
 *   log?: typeof logLine,
 * }} options
 */
export async function runCluster({
  workerModule,
  workers: size,
  port,
  hostname,
  ping,
  closePing = async () => {},
  readyProbes = { redis: null, storage: async () => {} },
  hashSlots = hashSlotLimit(),
  warmUpPaths = [],
  warmUpTimeoutMs = 30_000,
  timeoutMs = shutdownTimeoutMs(),
  maxPerAddress = maxConnectionsPerAddress(),
  headersTimeoutMs = HEADERS_TIMEOUT_MS,
  dir = process.cwd(),
  log = logLine,
}) {
  const healthHeaders = { ...siteHeaders(dir), 'X-Portal-Process': 'primary' };
  const cap = addressCap(maxPerAddress, log);
  const services = cachedProbe(() => probeServices({ database: ping, ...readyProbes }));
  // Ready while the services answer and a worker takes connections (none while all restart), once
  // the workers have rendered `warmUpPaths` (warm-up.mjs, issue 48); a change, and a change of
  // Redis's state (ready either way: issue 48), is logged once.
  let warm = warmUpPaths.length === 0;
  let lastReady = warm ? 200 : 503;
  let lastRedis;
  const readiness = async () => {
    const state = await services();
    const workersUp = [...members].some((member) => member.taking) ? 'up' : 'down';
    const answer = unlessWarm(readyAnswer(state, { workers: workersUp }), warm);
    if (answer.status !== lastReady || (lastRedis && state.redis !== lastRedis)) {
      const level = answer.status === 200 && state.redis !== 'degraded' ? 30 : 40;
      log(level, { ...JSON.parse(answer.body), mode: redisMode(state.redis) }, 'readiness changed');
    }
    lastReady = answer.status;
    lastRedis = state.redis;
    return answer;
  };
  const redisState = async () => (await services()).redis;
  let stopping = false;
  let starting = true;
  let finished = () => {};
  const allStopped = new Promise((resolve) => {
    finished = resolve;
  });

  const settle = () => {
    if (!stopping || intake.held.size > 0) return;
    for (const member of members) {
      if (member.ready && member.taking) {
        member.taking = false;
        member.child.send({ type: 'stop' });
      }
    }
    if (members.size === 0) finished();
  };

  const { members, startWorker, handOver } = workerMembers({
    workerModule,
    hashSlots,
    workers: size,
    cap,
    log,
    isStopping: () => stopping,
    isStarting: () => starting,
    settle: () => settle(),
    // The same answer, and headers, as the primary's own on a socket.
    check: async (kind) => {
      const answer = await (kind === 'ready'
        ? readiness()
        : primaryHealthAnswer({ ping, redis: redisState }));
      return { ...answer, headers: { ...healthHeaders, ...answer.headers } };
    },
  });
  const intake = connectionIntake({
    cap,
    headersTimeoutMs,
    ping,
    redis: redisState,
    readiness,
    headers: healthHeaders,
    isStopping: () => stopping,
    handOver,
    onReleased: () => settle(),
  });
  const server = net.createServer({ pauseOnConnect: true, noDelay: true }, intake.onConnection);

  async function stop() {
    stopping = true;
    server.close();
    // A connection that sends nothing within the grace is idle: closed, as idle kept-alive ones are
    // (graceful-stop.mjs); one whose request is on its way is read and handed over.
    const idle = [...intake.held].filter((entry) => entry.received === 0);
    setTimeout(() => {
      for (const entry of idle) if (entry.received === 0) entry.socket.destroy();
    }, IDLE_GRACE_MS).unref();
    // A worker still starting has no connection: it ends at once.
    for (const member of members) if (!member.ready) member.child.kill('SIGTERM');
    settle();
    await allStopped;
    await closePing();
  }
  stopOnSignals({
    stop,
    timeoutMs,
    log,
    onTimeout: () => {
      for (const member of members) member.child.kill('SIGKILL');
    },
  });

  // Every worker ready before the port opens; one that stops first fails the start.
  await new Promise((resolve, reject) => {
    let ready = 0;
    for (let index = 0; index < size; index += 1) {
      const { child } = startWorker();
      child.on('message', (message) => {
        if (message?.type === 'ready' && ++ready === size) resolve();
      });
      child.once('exit', (code, signal) => {
        if (ready === size) return;
        if (stopping) return resolve();
        for (const member of members) member.child.kill('SIGKILL');
        reject(
          new Error(`A worker stopped before it was ready (${signal ?? `exit code ${code}`})`),
        );
      });
    }
  });
  starting = false;
  if (stopping) return server;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    if (hostname) server.listen(port, hostname, resolve);
    else server.listen(port, resolve);
  });
  log(30, { workers: size, port: server.address().port }, 'cluster listening');
  if (!warm) {
    const siteHost = process.env.SITE_URL ? new URL(process.env.SITE_URL).host : undefined;
    void warmUp({
      port: server.address().port,
      host: hostname && !['0.0.0.0', '::'].includes(hostname) ? hostname : '127.0.0.1',
      paths: warmUpPaths,
      copies: size,
      timeoutMs: warmUpTimeoutMs,
      headers: siteHost ? { host: siteHost } : {},
      log,
    }).then(() => {
      warm = true;
    });
  }
  const siteUrl = process.env.SITE_URL || defaultSiteUrl(port);
  const problem = siteUrlProblem({ siteUrl: process.env.SITE_URL, listening: server.address() });
  if (problem) {
    log(40, { site_url: siteUrl }, problem);
    console.warn(loudWarning(problem));
  }
  return server;
}
