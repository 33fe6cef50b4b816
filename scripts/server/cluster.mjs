// `npm start` on PostgreSQL runs one worker process per core (issue 30: one process left a core
// idle, and /api/health waited behind page rendering, p99 3.5 s). This process, the primary, owns
// the listening socket and runs no Next: for each connection it reads the first bytes; a health
// check (request-peek.mjs) it answers itself from a ping of PostgreSQL (primary-health.mjs), and a
// readiness check from its own probes of PostgreSQL, Redis and the storage, and its workers
// (readiness.mjs, issue 36), so a load balancer's check never waits behind rendering; any other connection it hands, with the bytes
// read, to the worker with the fewest open connections (cluster-worker.mjs). A worker that dies is
// replaced. On SIGTERM or SIGINT it stops accepting, lets the workers finish the requests in flight,
// then exits (graceful-stop.mjs). The embedded database (PGlite) allows one process: start.mjs runs
// no cluster on it.
import { fork } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';

import {
  HASH_MAX_WAIT_MS,
  HASH_QUEUE_PER_SLOT,
  HASH_SLOTS_ENV,
  hashSlotLimit,
} from '../../lib/auth/hash-slot-protocol.mjs';

import { IDLE_GRACE_MS, shutdownTimeoutMs, stopOnSignals } from './graceful-stop.mjs';
import { createSlotPool, serveSlots } from './hash-slots.mjs';
import { HEADERS_TIMEOUT_MS, maxConnectionsPerAddress } from './http-server.mjs';
import { logLine } from './log-line.mjs';
import { answerCheckOnSocket, answerHealthOnSocket } from './primary-health.mjs';
import { cachedProbe, probeServices, readyAnswer } from './readiness.mjs';
import { peekRequest } from './request-peek.mjs';
import { siteHeaders } from './site-headers.mjs';
import { defaultSiteUrl, loudWarning, siteUrlProblem } from './site-url.mjs';

// A replacement that dies before it is ready is tried again after this.
const RESTART_DELAY_MS = 1_000;
const REFUSAL_LOG_INTERVAL_MS = 60_000;

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
 * The worker for the next connection, by its index in `loads` (each worker's open connections): the
 * fewest; among equals, the first at or after `start`, so that a caller that moves `start` on
 * after each choice goes round when the loads are even. -1 when there is none.
 * @param {readonly number[]} loads
 */
export function chooseWorker(loads, start = 0) {
  let best = -1;
  for (let step = 0; step < loads.length; step += 1) {
    const index = (start + step) % loads.length;
    if (best === -1 || loads[index] < loads[best]) best = index;
  }
  return best;
}

/**
 * Open connections per client address across the cluster, at most `max` each (0: no cap), as
 * http-server.mjs caps them in a single process; a refusal is logged at most once a minute.
 */
function addressCap(max, log) {
  const open = new Map();
  let refused = 0;
  let lastLogged = 0;
  return {
    admit(address) {
      const count = open.get(address) ?? 0;
      if (max > 0 && count >= max) {
        refused += 1;
        const now = Date.now();
        if (now - lastLogged >= REFUSAL_LOG_INTERVAL_MS) {
          log(40, { address, refused, max_per_address: max }, 'connections refused');
          lastLogged = now;
          refused = 0;
        }
        return false;
      }
      open.set(address, count + 1);
      return true;
    },
    release(address, count = 1) {
      const left = (open.get(address) ?? count) - count;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    },
  };
}

/**
 * Runs the primary: forks `workers` processes of `workerModule` (which call runClusterWorker), waits
 * until they are ready, then listens on `port`. Resolves with the listening server; rejects when a
 * worker stops before it is ready. Stops on SIGTERM or SIGINT and exits the process.
 * @param {{
 *   workerModule: string, workers: number, port: number, hostname?: string,
 *   ping: () => Promise<unknown>, closePing?: () => Promise<unknown>,
 *   readyProbes?: { redis: (() => Promise<unknown>) | null, storage: () => Promise<unknown> },
 *   hashSlots?: number,
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
  timeoutMs = shutdownTimeoutMs(),
  maxPerAddress = maxConnectionsPerAddress(),
  headersTimeoutMs = HEADERS_TIMEOUT_MS,
  dir = process.cwd(),
  log = logLine,
}) {
  const healthHeaders = { ...siteHeaders(dir), 'X-Portal-Process': 'primary' };
  const cap = addressCap(maxPerAddress, log);
  // The instance's password-hashing slots, shared by its workers (hash-slots.mjs).
  const slots = createSlotPool({
    limit: hashSlots,
    maxQueued: hashSlots * HASH_QUEUE_PER_SLOT,
    maxWaitMs: HASH_MAX_WAIT_MS,
  });
  const services = cachedProbe(() => probeServices({ database: ping, ...readyProbes }));
  // Ready while the services answer and a worker takes connections (none while all restart);
  // a change is logged once.
  let lastReady = 200;
  const readiness = async () => {
    const answer = readyAnswer(await services(), {
      workers: [...members].some((member) => member.taking) ? 'up' : 'down',
    });
    if (answer.status !== lastReady) {
      log(answer.status === 200 ? 30 : 40, JSON.parse(answer.body), 'readiness changed');
      lastReady = answer.status;
    }
    return answer;
  };
  /** @type {Set<{ child: import('node:child_process').ChildProcess, ready: boolean, taking: boolean, open: number, addresses: Map<string, number> }>} */
  const members = new Set();
  // Connections this process holds: being read, or being answered (health).
  const held = new Set();
  let turn = 0;
  let stopping = false;
  let starting = true;
  let finished = () => {};
  const allStopped = new Promise((resolve) => {
    finished = resolve;
  });

  const settle = () => {
    if (!stopping || held.size > 0) return;
    for (const member of members) {
      if (member.ready && member.taking) {
        member.taking = false;
        member.child.send({ type: 'stop' });
      }
    }
    if (members.size === 0) finished();
  };

  function startWorker() {
    const child = fork(workerModule, [], {
      stdio: 'inherit',
      env: { ...process.env, [HASH_SLOTS_ENV]: String(hashSlots) },
    });
    const member = { child, ready: false, taking: false, open: 0, addresses: new Map() };
    members.add(member);
    serveSlots(slots, child);
    child.on('message', (message) => {
      if (message?.type === 'ready') {
        member.ready = true;
        member.taking = true;
        if (!starting) log(30, { pid: child.pid }, 'worker ready');
        settle();
      } else if (message?.type === 'closed') {
        member.open -= 1;
        const left = (member.addresses.get(message.address) ?? 1) - 1;
        if (left > 0) member.addresses.set(message.address, left);
        else member.addresses.delete(message.address);
        cap.release(message.address);
      } else if (message?.type === 'stopping' && member.taking && !stopping) {
        // Signalled alone: it gets nothing more, finishes, and is replaced when it exits.
        member.taking = false;
        log(30, { pid: child.pid }, 'a worker is stopping alone');
        child.send({ type: 'stop' });
      }
    });
    child.on('error', (error) => log(50, { pid: child.pid, err: String(error) }, 'worker error'));
    child.on('exit', (code, signal) => {
      members.delete(member);
      for (const [address, count] of member.addresses) cap.release(address, count);
      if (stopping) return settle();
      if (starting) return;
      // Exit code 0: it was stopped on purpose (a signal to it alone).
      log(
        code === 0 ? 40 : 50,
        { pid: child.pid, code, signal },
        'a worker stopped; starting another',
      );
      if (member.ready) startWorker();
      else setTimeout(() => stopping || startWorker(), RESTART_DELAY_MS).unref();
    });
    return member;
  }

  function handOver(socket, head, address, waited) {
    const takers = [...members].filter((member) => member.taking);
    const loads = takers.map((taker) => taker.open);
    const member = takers[chooseWorker(loads, turn)];
    turn += 1;
    if (!member) {
      // Every worker is stopping or starting again.
      cap.release(address);
      socket.end('HTTP/1.1 503 Service Unavailable\r\nRetry-After: 1\r\nConnection: close\r\n\r\n');
      setTimeout(() => socket.destroy(), 1_000).unref();
      return;
    }
    member.open += 1;
    member.addresses.set(address, (member.addresses.get(address) ?? 0) + 1);
    // `waited`: the worker's deadline for the request's head counts the time spent here.
    const message = { type: 'connection', head: head.toString('base64'), address, waited };
    member.child.send(message, socket, (error) => {
      if (!error) return;
      // The worker is gone (its exit releases the connection's count).
      log(
        40,
        { pid: member.child.pid, err: String(error) },
        'a connection could not be handed over',
      );
      socket.destroy();
    });
  }

  function onConnection(socket) {
    const address = socket.remoteAddress ?? '';
    if (stopping || !cap.admit(address)) return void socket.destroy();
    const acceptedAt = performance.now();
    const entry = { socket, received: 0 };
    held.add(entry);
    const chunks = [];
    const release = () => {
      clearTimeout(timer);
      if (held.delete(entry)) settle();
    };
    // As a worker's server does for a request whose headers take too long (http-server.mjs).
    const timer = setTimeout(() => {
      socket.off('data', onData);
      socket.end('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n');
      setTimeout(() => socket.destroy(), 1_000).unref();
    }, headersTimeoutMs);
    const onClose = () => {
      cap.release(address);
      release();
    };
    socket.on('error', () => {});
    socket.once('close', onClose);
    const onData = (chunk) => {
      chunks.push(chunk);
      entry.received += chunk.length;
      const head = Buffer.concat(chunks);
      const kind = peekRequest(head);
      if (kind === 'more') return;
      clearTimeout(timer);
      socket.off('data', onData);
      stopReading(socket);
      if (kind === 'health') {
        void answerHealthOnSocket(socket, head, { ping, headers: healthHeaders }).finally(release);
        return;
      }
      if (kind === 'ready') {
        void answerCheckOnSocket(socket, head, readiness, healthHeaders).finally(release);
        return;
      }
      socket.off('close', onClose);
      release();
      handOver(socket, head, address, performance.now() - acceptedAt);
    };
    socket.on('data', onData);
    socket.resume();
  }

  const server = net.createServer({ pauseOnConnect: true, noDelay: true }, onConnection);

  async function stop() {
    stopping = true;
    server.close();
    // A connection that sends nothing within the grace is idle: closed, as idle kept-alive ones are
    // (graceful-stop.mjs); one whose request is on its way is read and handed over.
    const idle = [...held].filter((entry) => entry.received === 0);
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
  const siteUrl = process.env.SITE_URL || defaultSiteUrl(port);
  const problem = siteUrlProblem({ siteUrl: process.env.SITE_URL, listening: server.address() });
  if (problem) {
    log(40, { site_url: siteUrl }, problem);
    console.warn(loudWarning(problem));
  }
  return server;
}

// The bytes a client sends after the primary has read what it needs must reach the worker: Node's
// pause() leaves the socket's handle reading (into a buffer the hand-over drops), so the read is
// stopped on the handle itself, as Node does for a socket created paused (net.js, pauseOnCreate).
function stopReading(socket) {
  socket.pause();
  const handle = socket._handle;
  if (handle?.reading) {
    handle.reading = false;
    handle.readStop();
  }
}
