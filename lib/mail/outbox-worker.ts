import 'server-only';
import type { Logger } from 'pino';

import type { Db } from '@/lib/db/types';

import { deliverOutbox } from './outbox';
import type { Mailer } from './types';

export const OUTBOX_INTERVAL_MS = 10_000;

export type OutboxWorker = {
  /** Asks for a delivery round now; never waits and never throws. */
  kick: () => void;
  stop: () => void;
};

/** Runs `deliver` every interval and on each kick, one round at a time (a kick during a round
 * asks for one more round afterwards, so a mail stored meanwhile is not left for the next tick;
 * a round that reports `more` is followed by another at once). */
export function createOutboxWorker(
  deliver: () => Promise<{ more?: boolean } | void>,
  log: Logger,
  intervalMs = OUTBOX_INTERVAL_MS,
): OutboxWorker & { idle: () => Promise<void> } {
  let running: Promise<void> | null = null;
  let again = false;
  const run = async () => {
    do {
      again = false;
      try {
        const report = await deliver();
        if (report?.more) again = true;
      } catch (error) {
        log.error({ err: error }, 'delivering the mail outbox failed');
      }
    } while (again);
  };
  const kick = () => {
    if (running) {
      again = true;
      return;
    }
    running = run().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(kick, intervalMs);
  // The timer must not keep a process (a script, a test run) alive on its own.
  timer.unref();
  return {
    kick,
    stop: () => clearInterval(timer),
    idle: async () => {
      while (running) await running;
    },
  };
}

type WorkerOptions = { getDb: () => Promise<Db>; mailer: Mailer; now: () => Date; log: Logger };

// Next may load the API bundle more than once per process; the worker lives on globalThis so one
// process delivers with one timer.
const holder = globalThis as typeof globalThis & { __portalOutboxWorker?: OutboxWorker };

/** The process's outbox worker, started on first use. */
export function startOutboxWorker({ getDb, mailer, now, log }: WorkerOptions): OutboxWorker {
  holder.__portalOutboxWorker ??= createOutboxWorker(
    async () => deliverOutbox(await getDb(), mailer, now, log),
    log,
  );
  return holder.__portalOutboxWorker;
}
