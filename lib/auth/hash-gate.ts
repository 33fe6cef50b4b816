// Issue 25: a login flood from many addresses, each under its own limit, made every attempt reach
// argon2 at once. argon2 runs on libuv's thread pool, which compression and file reads share, so
// pages slowed for everyone (/news p95 from 243 ms to 4.5 s). The gate lets at most `limit`
// password hashes run at once in this process; the others wait their turn in order, and one that
// cannot start within `maxWaitMs` (or finds `maxQueued` already waiting) is refused at once, which
// the API answers with 429 and Retry-After (issue 36). A single process gates itself; a cluster's
// workers share their primary's slots (cluster-hash-gate.ts).

export { HASHING_RETRY_AFTER_SECONDS } from './hash-slot-protocol.mjs';

/** No hashing slot could be had in time: the caller should try again shortly. */
export class HashingBusyError extends Error {
  constructor() {
    super('every password-hashing slot is busy');
    this.name = 'HashingBusyError';
  }
}

export type HashGateOptions = {
  /** Hashes at once (the machine's cores). */
  limit: number;
  /** The longest a hash may wait for a slot. */
  maxWaitMs: number;
  /** The most hashes that may wait; one more is refused without waiting. */
  maxQueued: number;
};

export type HashGateStats = { running: number; queued: number; peak: number };

export type HashGate = {
  run: <T>(task: () => Promise<T>) => Promise<T>;
  stats: () => HashGateStats;
  /** Starts the high-water mark of running hashes again (tests and the bench read it). */
  resetPeak: () => void;
  readonly options: HashGateOptions;
};

type Waiter = { start: () => void; timer: ReturnType<typeof setTimeout> };

export function createHashGate(options: HashGateOptions): HashGate {
  let running = 0;
  let peak = 0;
  const queue: Waiter[] = [];

  const acquire = (): Promise<void> => {
    if (running < options.limit && queue.length === 0) {
      running += 1;
      peak = Math.max(peak, running);
      return Promise.resolve();
    }
    if (queue.length >= options.maxQueued) return Promise.reject(new HashingBusyError());
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(waiter), 1);
          reject(new HashingBusyError());
        }, options.maxWaitMs),
      };
      queue.push(waiter);
    });
  };

  // A finished hash hands its slot straight to the oldest waiter, so `running` never drops
  // below what is queued behind it and never exceeds the limit.
  const release = () => {
    const next = queue.shift();
    if (next) {
      next.start();
      return;
    }
    running -= 1;
  };

  return {
    options,
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    stats: () => ({ running, queued: queue.length, peak }),
    resetPeak: () => {
      peak = running;
    },
  };
}
