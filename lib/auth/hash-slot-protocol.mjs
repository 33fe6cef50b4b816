// How many password hashes run at once on an instance, and how a cluster's worker asks its primary
// for a slot (issue 36: scripts/server/hash-slots.mjs holds them, cluster-hash-gate.ts asks). Plain
// JavaScript: the primary runs without the app's build.
import os from 'node:os';

/** The messages between a worker and its primary. */
export const HASH_SLOT_MESSAGE = {
  ask: 'hash-slot-ask',
  granted: 'hash-slot-granted',
  refused: 'hash-slot-refused',
  release: 'hash-slot-release',
};

/** In a worker's environment: the instance's slots, which its primary hands out. */
export const HASH_SLOTS_ENV = 'PORTAL_HASH_SLOTS';

/** Hashes at once on a machine of `cores`: one fewer than the cores (pages keep one), at least one. */
export const hashSlotLimit = (cores = os.availableParallelism()) => Math.max(1, cores - 1);

/** How many hashes may wait per slot (more are refused at once), and for how long at most. */
export const HASH_QUEUE_PER_SLOT = 8;
export const HASH_MAX_WAIT_MS = 2_000;

/** What a caller refused a hashing slot is told to wait (Retry-After), in seconds. */
export const HASHING_RETRY_AFTER_SECONDS = 5;
