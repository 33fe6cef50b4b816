// The cluster's workers as its primary (cluster.mjs) keeps them: each forked with the instance's
// password-hashing slots (hash-slots.mjs), its open connections counted by client address, replaced
// when it dies; a connection goes to the one taking connections with the fewest (cluster-worker.mjs
// takes it over).
import { fork } from 'node:child_process';

import {
  HASH_MAX_WAIT_MS,
  HASH_QUEUE_PER_SLOT,
  HASH_SLOTS_ENV,
} from '../../lib/auth/hash-slot-protocol.mjs';

import { chooseWorker } from './connection-balance.mjs';
import { createSlotPool, serveSlots } from './hash-slots.mjs';
import { UNAVAILABLE_ANSWER } from './health.mjs';
import { WORKER_COUNT_ENV } from './password-requests.mjs';

// A replacement that dies before it is ready is tried again after this.
const RESTART_DELAY_MS = 1_000;

/**
 * The members, how to start one, and how to hand a connection over. `isStopping` and `isStarting`
 * say where the primary is (while it starts, a worker's exit is its start's to judge); `settle` runs
 * when a worker is ready or gone while the primary stops; `check` answers a worker's health or
 * readiness check (cluster-worker.mjs askPrimaryToCheck).
 * @param {{
 *   workerModule: string, hashSlots: number, workers: number,
 *   cap: { release(address: string, count?: number): void },
 *   log: (level: number, fields: Record<string, unknown>, msg: string) => void,
 *   isStopping: () => boolean, isStarting: () => boolean, settle: () => void,
 *   check: (kind: 'health' | 'ready') => Promise<{ status: number, headers: Record<string, string>, body: string }>,
 * }} options
 */
export function workerMembers({
  workerModule,
  hashSlots,
  workers,
  cap,
  log,
  isStopping,
  isStarting,
  settle,
  check,
}) {
  // The instance's password-hashing slots, shared by its workers (hash-slots.mjs).
  const slots = createSlotPool({
    limit: hashSlots,
    maxQueued: hashSlots * HASH_QUEUE_PER_SLOT,
    maxWaitMs: HASH_MAX_WAIT_MS,
  });
  /** @type {Set<{ child: import('node:child_process').ChildProcess, ready: boolean, taking: boolean, open: number, addresses: Map<string, number> }>} */
  const members = new Set();
  let turn = 0;

  function startWorker() {
    const child = fork(workerModule, [], {
      stdio: 'inherit',
      // How many share the slots: each worker admits its share of password requests (issue 48).
      env: {
        ...process.env,
        [HASH_SLOTS_ENV]: String(hashSlots),
        [WORKER_COUNT_ENV]: String(workers),
      },
    });
    const member = { child, ready: false, taking: false, open: 0, addresses: new Map() };
    members.add(member);
    serveSlots(slots, child);
    child.on('message', (message) => {
      if (message?.type === 'ready') {
        member.ready = true;
        member.taking = true;
        if (!isStarting()) log(30, { pid: child.pid }, 'worker ready');
        settle();
      } else if (message?.type === 'check') {
        const kind = message.kind === 'ready' ? 'ready' : 'health';
        void check(kind)
          .catch(() => UNAVAILABLE_ANSWER)
          .then((answer) => {
            if (child.connected) {
              child.send({ type: 'check-answer', id: message.id, answer }, () => {});
            }
          });
      } else if (message?.type === 'closed') {
        member.open -= 1;
        const left = (member.addresses.get(message.address) ?? 1) - 1;
        if (left > 0) member.addresses.set(message.address, left);
        else member.addresses.delete(message.address);
        cap.release(message.address);
      } else if (message?.type === 'stopping' && member.taking && !isStopping()) {
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
      if (isStopping()) return settle();
      if (isStarting()) return;
      // Exit code 0: it was stopped on purpose (a signal to it alone).
      log(
        code === 0 ? 40 : 50,
        { pid: child.pid, code, signal },
        'a worker stopped; starting another',
      );
      if (member.ready) startWorker();
      else setTimeout(() => isStopping() || startWorker(), RESTART_DELAY_MS).unref();
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

  return { members, startWorker, handOver };
}
