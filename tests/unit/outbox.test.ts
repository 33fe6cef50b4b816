import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';

import { retryDelayMs } from '@/lib/mail/outbox';
import { createOutboxWorker, startOutboxWorker } from '@/lib/mail/outbox-worker';

const SECOND = 1000;

describe('retryDelayMs', () => {
  it('doubles from 30 s with each failed attempt and stops at one hour', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual(
      [30, 60, 120, 240, 480, 960, 1920].map((s) => s * SECOND),
    );
    expect(retryDelayMs(7)).toBe(3600 * SECOND);
    expect(retryDelayMs(30)).toBe(3600 * SECOND);
  });
});

describe('the outbox worker', () => {
  const silent = pino({ level: 'silent' });

  it('runs one round per kick, one more when kicked during a round, and logs failures', async () => {
    let release = () => {};
    const deliver = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    const worker = createOutboxWorker(deliver, silent, 60_000);
    worker.kick();
    worker.kick();
    worker.kick();
    expect(deliver).toHaveBeenCalledTimes(1);
    release();
    await vi.waitFor(() => expect(deliver).toHaveBeenCalledTimes(2));
    release();
    await worker.idle();
    expect(deliver).toHaveBeenCalledTimes(2);
    worker.stop();
  });

  it('runs another round at once when a round reports more mail (issue 25)', async () => {
    const reports = [{ more: true }, { more: true }, {}];
    const deliver = vi.fn(async () => reports.shift());
    const worker = createOutboxWorker(deliver, silent, 60_000);
    worker.kick();
    await worker.idle();
    expect(deliver).toHaveBeenCalledTimes(3);
    worker.stop();
  });

  it('keeps going after a failed round and ticks on its interval', async () => {
    vi.useFakeTimers();
    try {
      const lines: string[] = [];
      const log = pino({ level: 'error' }, { write: (line: string) => void lines.push(line) });
      const deliver = vi.fn(async () => {
        throw new Error('database down');
      });
      const worker = createOutboxWorker(deliver, log, 10_000);
      await vi.advanceTimersByTimeAsync(30_000);
      expect(deliver).toHaveBeenCalledTimes(3);
      expect(lines.join('')).toContain('database down');
      worker.stop();
      await vi.advanceTimersByTimeAsync(30_000);
      expect(deliver).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is started once per process', () => {
    const options = {
      getDb: () => Promise.reject(new Error('not used')),
      mailer: { send: async () => {} },
      now: () => new Date(),
      log: silent,
    };
    const first = startOutboxWorker(options);
    expect(startOutboxWorker(options)).toBe(first);
    first.stop();
  });
});
