// Password-hashing slots for a whole instance (issue 36). A login flood from many addresses, each
// under its own limit, slowed pages 4–10× on a busy 2-core machine: each worker process let as many
// argon2 hashes run as there are cores, so together they took every core. The primary (cluster.mjs)
// holds the instance's slots, at most `cores − 1` (at least one) so that pages keep a core
// (lib/auth/hash-slot-protocol.mjs); a worker asks for one over its IPC channel before each hash
// (lib/auth/cluster-hash-gate.ts) and gives it back after. A request that cannot have one within `maxWaitMs`, or finds `maxQueued` already
// waiting, is refused (the API answers 429 with Retry-After). A worker that dies gives its slots back.
import { HASH_SLOT_MESSAGE } from '../../lib/auth/hash-slot-protocol.mjs';

/**
 * The slots: `ask(owner, id, answer)` calls `answer(true)` once a slot is the owner's (at once, or
 * in order of asking), `answer(false)` when it cannot be had in time or the queue is full;
 * `release(owner)` gives one of the owner's back; `drop(owner)` gives back all of them and forgets
 * what it waits for.
 * @param {{ limit: number, maxQueued: number, maxWaitMs: number }} options
 */
export function createSlotPool({ limit, maxQueued, maxWaitMs }) {
  /** @type {Map<unknown, number>} */
  const held = new Map();
  /** @type {{ owner: unknown, answer: (granted: boolean) => void, timer: NodeJS.Timeout }[]} */
  const queue = [];
  let running = 0;

  const grant = (owner, answer) => {
    running += 1;
    held.set(owner, (held.get(owner) ?? 0) + 1);
    answer(true);
  };
  const next = () => {
    while (running < limit && queue.length > 0) {
      const waiter = queue.shift();
      clearTimeout(waiter.timer);
      grant(waiter.owner, waiter.answer);
    }
  };

  return {
    ask(owner, answer) {
      if (running < limit && queue.length === 0) return grant(owner, answer);
      if (queue.length >= maxQueued) return answer(false);
      const waiter = {
        owner,
        answer,
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(waiter), 1);
          answer(false);
        }, maxWaitMs),
      };
      queue.push(waiter);
    },
    release(owner) {
      const count = held.get(owner) ?? 0;
      if (count === 0) return;
      if (count === 1) held.delete(owner);
      else held.set(owner, count - 1);
      running -= 1;
      next();
    },
    drop(owner) {
      for (const waiter of queue.filter((entry) => entry.owner === owner)) {
        clearTimeout(waiter.timer);
        queue.splice(queue.indexOf(waiter), 1);
      }
      running -= held.get(owner) ?? 0;
      held.delete(owner);
      next();
    },
    stats: () => ({ running, queued: queue.length }),
  };
}

/**
 * Serves `pool` to a worker process: answers its asks, takes its releases, and gives everything
 * back when it exits.
 * @param {ReturnType<typeof createSlotPool>} pool
 * @param {import('node:child_process').ChildProcess} child
 */
export function serveSlots(pool, child) {
  child.on('message', (message) => {
    if (message?.type === HASH_SLOT_MESSAGE.ask) {
      pool.ask(child, (granted) => {
        const type = granted ? HASH_SLOT_MESSAGE.granted : HASH_SLOT_MESSAGE.refused;
        // A worker gone meanwhile: its exit gives the slot back.
        if (child.connected) child.send({ type, id: message.id }, () => {});
        else if (granted) pool.release(child);
      });
    } else if (message?.type === HASH_SLOT_MESSAGE.release) {
      pool.release(child);
    }
  });
  child.once('exit', () => pool.drop(child));
}
