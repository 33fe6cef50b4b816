import { HashingBusyError, type HashGate } from './hash-gate';
import { HASH_MAX_WAIT_MS, HASH_SLOT_MESSAGE } from './hash-slot-protocol.mjs';

// A cluster worker's password-hashing gate (issue 36): the slots are the instance's, held by the
// primary (scripts/server/hash-slots.mjs), so that all workers together leave pages a core. Each
// hash asks the primary for a slot over the process's IPC channel and gives it back after; a
// refusal, or no answer within the primary's own wait and a second, is HashingBusyError.

export type SlotChannel = {
  send: (message: { type: string; id?: number }) => void;
  onMessage: (listener: (message: unknown) => void) => void;
};

const ANSWER_GRACE_MS = 1_000;

const answerOf = (message: unknown): { granted: boolean; id: number } | null => {
  if (typeof message !== 'object' || message === null) return null;
  const { type, id } = message as { type?: unknown; id?: unknown };
  if (typeof id !== 'number') return null;
  if (type === HASH_SLOT_MESSAGE.granted) return { granted: true, id };
  if (type === HASH_SLOT_MESSAGE.refused) return { granted: false, id };
  return null;
};

export function createClusterHashGate(channel: SlotChannel, limit: number): HashGate {
  const waiting = new Map<number, (granted: boolean) => void>();
  let nextId = 0;
  let running = 0;
  let peak = 0;

  channel.onMessage((message) => {
    const answer = answerOf(message);
    if (answer) waiting.get(answer.id)?.(answer.granted);
  });

  const acquire = () =>
    new Promise<void>((resolve, reject) => {
      nextId += 1;
      const id = nextId;
      // Given up on: a slot granted after that goes straight back.
      const timer = setTimeout(() => {
        waiting.set(id, (granted) => {
          waiting.delete(id);
          if (granted) channel.send({ type: HASH_SLOT_MESSAGE.release });
        });
        reject(new HashingBusyError());
      }, HASH_MAX_WAIT_MS + ANSWER_GRACE_MS);
      waiting.set(id, (granted) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (granted) resolve();
        else reject(new HashingBusyError());
      });
      channel.send({ type: HASH_SLOT_MESSAGE.ask, id });
    });

  return {
    options: { limit, maxWaitMs: HASH_MAX_WAIT_MS, maxQueued: Number.POSITIVE_INFINITY },
    async run(task) {
      await acquire();
      running += 1;
      peak = Math.max(peak, running);
      try {
        return await task();
      } finally {
        running -= 1;
        channel.send({ type: HASH_SLOT_MESSAGE.release });
      }
    },
    stats: () => ({ running, queued: waiting.size, peak }),
    resetPeak: () => {
      peak = running;
    },
  };
}
