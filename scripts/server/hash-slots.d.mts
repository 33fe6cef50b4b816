import type { ChildProcess } from 'node:child_process';

export type SlotPool = {
  ask: (owner: unknown, answer: (granted: boolean) => void) => void;
  release: (owner: unknown) => void;
  drop: (owner: unknown) => void;
  stats: () => { running: number; queued: number };
};

export function createSlotPool(options: {
  limit: number;
  maxQueued: number;
  maxWaitMs: number;
}): SlotPool;

export function serveSlots(pool: SlotPool, child: ChildProcess): void;
