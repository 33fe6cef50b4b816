import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';

import { createPeriodicJob, startPeriodicJob } from '@/lib/jobs/periodic-job';

// Issue 39: the periodic jobs' runner: one run at a time, failures logged, one timer per process.

const silent = pino({ level: 'silent' });

describe('the periodic job runner', () => {
  it('never overlaps runs and keeps going after a failure', async () => {
    let release = () => {};
    const run = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    const job = createPeriodicJob({ name: 'test', intervalMs: 60_000, run }, silent);
    job.kick();
    job.kick();
    expect(run).toHaveBeenCalledTimes(1);
    release();
    await job.idle();
    const failing = createPeriodicJob(
      { name: 'failing', intervalMs: 60_000, run: () => Promise.reject(new Error('down')) },
      silent,
    );
    failing.kick();
    await failing.idle();
    failing.kick();
    await failing.idle();
    job.kick();
    expect(run).toHaveBeenCalledTimes(2);
    release();
    await job.idle();
    job.stop();
    failing.stop();
  });

  it('starts one runner per job name in a process', () => {
    const job = { name: 'once', intervalMs: 60_000, run: async () => {} };
    const first = startPeriodicJob(job, silent);
    expect(startPeriodicJob({ ...job, run: async () => {} }, silent)).toBe(first);
    first.stop();
  });
});
