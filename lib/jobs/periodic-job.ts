import 'server-only';
import type { Logger } from 'pino';

// Issue 39: work the portal does on a clock (alert digests, closing trade leads past their
// deadline). Every instance runs every job; each job makes its own work safe to run twice (a
// claim row, a conditional update), so running it on several instances needs no coordination.

export type PeriodicJob = {
  /** The job's name in the logs. */
  name: string;
  intervalMs: number;
  /** One run; the runner never starts another before it settles. */
  run: () => Promise<unknown>;
};

export type PeriodicJobHandle = {
  /** Asks for a run now; never waits and never throws (a run under way is not doubled). */
  kick: () => void;
  stop: () => void;
  /** Settles when no run is under way. */
  idle: () => Promise<void>;
};

/** Runs `job.run` every interval, one run at a time; a failed run is logged and the next tick retries. */
export function createPeriodicJob(job: PeriodicJob, log: Logger): PeriodicJobHandle {
  let running: Promise<void> | null = null;
  const kick = () => {
    if (running) return;
    running = job
      .run()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error, job: job.name }, 'a periodic job failed'),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(kick, job.intervalMs);
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

// Next may load the API bundle more than once per process; the jobs live on globalThis so one
// process runs each job with one timer.
const holder = globalThis as typeof globalThis & {
  __portalPeriodicJobs?: Map<string, PeriodicJobHandle>;
};

/** The process's runner of `job`, started on first use (by its name). */
export function startPeriodicJob(job: PeriodicJob, log: Logger): PeriodicJobHandle {
  holder.__portalPeriodicJobs ??= new Map();
  const started = holder.__portalPeriodicJobs.get(job.name);
  if (started) return started;
  const handle = createPeriodicJob(job, log);
  holder.__portalPeriodicJobs.set(job.name, handle);
  return handle;
}
