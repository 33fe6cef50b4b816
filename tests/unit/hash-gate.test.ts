import { afterEach, describe, expect, it, vi } from 'vitest';

import { createHashGate, HashingBusyError } from '@/lib/auth/hash-gate';

/** A task that runs until the test ends it. */
function pending() {
  let end: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (end = resolve));
  return { task: () => done, end };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the hash gate', () => {
  it('runs at most `limit` tasks at once and starts the waiting ones in order', async () => {
    const gate = createHashGate({ limit: 3, maxWaitMs: 10_000, maxQueued: 100 });
    const started: number[] = [];
    const tasks = Array.from({ length: 20 }, () => pending());
    const runs = tasks.map((task, index) =>
      gate.run(async () => {
        started.push(index);
        await task.task();
        return index;
      }),
    );
    await Promise.resolve();
    expect(gate.stats()).toMatchObject({ running: 3, queued: 17 });
    for (const task of tasks) {
      task.end();
      await new Promise((resolve) => setImmediate(resolve));
      expect(gate.stats().running).toBeLessThanOrEqual(3);
    }
    expect(await Promise.all(runs)).toEqual(tasks.map((_, index) => index));
    expect(started).toEqual(tasks.map((_, index) => index));
    expect(gate.stats()).toEqual({ running: 0, queued: 0, peak: 3 });
  });

  it('refuses a task that cannot start within maxWaitMs, and one past maxQueued at once', async () => {
    vi.useFakeTimers();
    const gate = createHashGate({ limit: 1, maxWaitMs: 2_000, maxQueued: 2 });
    const busy = pending();
    const first = gate.run(busy.task);
    const waiting = [gate.run(async () => 'a'), gate.run(async () => 'b')];
    await expect(gate.run(async () => 'c')).rejects.toBeInstanceOf(HashingBusyError);
    const settled = Promise.allSettled(waiting);
    await vi.advanceTimersByTimeAsync(2_000);
    expect((await settled).map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(gate.stats()).toMatchObject({ running: 1, queued: 0 });
    busy.end();
    await first;
    expect(await gate.run(async () => 'free again')).toBe('free again');
  });

  it('frees the slot of a task that throws', async () => {
    const gate = createHashGate({ limit: 1, maxWaitMs: 100, maxQueued: 1 });
    await expect(gate.run(() => Promise.reject(new Error('argon2 failed')))).rejects.toThrow();
    expect(gate.stats().running).toBe(0);
    expect(await gate.run(async () => 1)).toBe(1);
  });
});
