import { EventEmitter } from 'node:events';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { createClusterHashGate } from '@/lib/auth/cluster-hash-gate';
import { HashingBusyError } from '@/lib/auth/hash-gate';
import { HASH_SLOT_MESSAGE, hashSlotLimit } from '@/lib/auth/hash-slot-protocol.mjs';
import { createSlotPool } from '@/scripts/server/hash-slots.mjs';

// Issue 36: an instance's password hashes run at most `cores − 1` at once (pages keep a core), the
// slots held by the cluster's primary and asked for by each worker.

afterEach(() => {
  vi.useRealTimers();
});

describe('hashSlotLimit', () => {
  it('leaves a core, and keeps one slot on a single core', () => {
    expect(hashSlotLimit(2)).toBe(1);
    expect(hashSlotLimit(8)).toBe(7);
    expect(hashSlotLimit(1)).toBe(1);
  });
});

describe('createSlotPool', () => {
  it('grants up to its limit, then in order of asking as slots come back', () => {
    const pool = createSlotPool({ limit: 2, maxQueued: 5, maxWaitMs: 1000 });
    const answers: string[] = [];
    for (const [owner, name] of [
      ['w1', 'a'],
      ['w2', 'b'],
      ['w1', 'c'],
      ['w2', 'd'],
    ] as const) {
      pool.ask(owner, (granted) => answers.push(`${name}:${granted}`));
    }
    expect(answers).toEqual(['a:true', 'b:true']);
    expect(pool.stats()).toEqual({ running: 2, queued: 2 });
    pool.release('w2');
    expect(answers).toEqual(['a:true', 'b:true', 'c:true']);
    pool.release('w1');
    expect(answers.at(-1)).toBe('d:true');
  });

  it('refuses at once when the queue is full, and a wait that lasts too long', () => {
    vi.useFakeTimers();
    const pool = createSlotPool({ limit: 1, maxQueued: 1, maxWaitMs: 500 });
    const answers: boolean[] = [];
    pool.ask('w1', (granted) => answers.push(granted));
    pool.ask('w1', (granted) => answers.push(granted));
    pool.ask('w2', (granted) => answers.push(granted));
    expect(answers).toEqual([true, false]);
    vi.advanceTimersByTime(500);
    expect(answers).toEqual([true, false, false]);
    expect(pool.stats()).toEqual({ running: 1, queued: 0 });
  });

  it('takes back every slot of an owner that is gone, and forgets what it waited for', () => {
    const pool = createSlotPool({ limit: 1, maxQueued: 5, maxWaitMs: 1000 });
    const answers: string[] = [];
    pool.ask('dead', () => answers.push('dead first'));
    pool.ask('dead', () => answers.push('dead second'));
    pool.ask('alive', () => answers.push('alive'));
    pool.drop('dead');
    expect(answers).toEqual(['dead first', 'alive']);
    expect(pool.stats()).toEqual({ running: 1, queued: 0 });
  });
});

describe('createClusterHashGate: a worker asking its primary', () => {
  /** A worker's channel wired to a pool, as the primary serves it. */
  function wired(limit: number) {
    const pool = createSlotPool({ limit, maxQueued: 1, maxWaitMs: 1000 });
    const toWorker = new EventEmitter();
    const sent: string[] = [];
    const gate = createClusterHashGate(
      {
        send: (message) => {
          sent.push(message.type);
          if (message.type === HASH_SLOT_MESSAGE.release) return pool.release('worker');
          pool.ask('worker', (granted) =>
            toWorker.emit('message', {
              type: granted ? HASH_SLOT_MESSAGE.granted : HASH_SLOT_MESSAGE.refused,
              id: message.id,
            }),
          );
        },
        onMessage: (listener) => toWorker.on('message', listener),
      },
      limit,
    );
    return { gate, pool, sent };
  }

  it('runs a hash once granted and gives the slot back after, even when it fails', async () => {
    const { gate, pool, sent } = wired(1);
    expect(await gate.run(async () => 'hashed')).toBe('hashed');
    await expect(gate.run(async () => Promise.reject(new Error('argon2')))).rejects.toThrow(
      'argon2',
    );
    expect(sent).toEqual([
      HASH_SLOT_MESSAGE.ask,
      HASH_SLOT_MESSAGE.release,
      HASH_SLOT_MESSAGE.ask,
      HASH_SLOT_MESSAGE.release,
    ]);
    expect(pool.stats()).toEqual({ running: 0, queued: 0 });
    expect(gate.options.limit).toBe(1);
  });

  it('turns a refusal into HashingBusyError', async () => {
    const { gate } = wired(1);
    let finish: () => void = () => undefined;
    const running = gate.run(() => new Promise<void>((resolve) => (finish = resolve)));
    const queued = gate.run(async () => 'second');
    await expect(gate.run(async () => 'third')).rejects.toBeInstanceOf(HashingBusyError);
    expect(gate.stats().peak).toBe(1);
    finish();
    await running;
    expect(await queued).toBe('second');
  });

  it('gives up on a primary that does not answer, and returns a slot granted after that', async () => {
    vi.useFakeTimers();
    const sent: string[] = [];
    const toWorker = new EventEmitter();
    let askId = 0;
    const gate = createClusterHashGate(
      {
        send: (message) => {
          sent.push(message.type);
          askId = message.id ?? askId;
        },
        onMessage: (listener) => toWorker.on('message', listener),
      },
      1,
    );
    const waiting = gate.run(async () => 'never');
    const refused = expect(waiting).rejects.toBeInstanceOf(HashingBusyError);
    await vi.advanceTimersByTimeAsync(3_000);
    await refused;
    toWorker.emit('message', { type: HASH_SLOT_MESSAGE.granted, id: askId });
    expect(sent).toEqual([HASH_SLOT_MESSAGE.ask, HASH_SLOT_MESSAGE.release]);
  });
});
