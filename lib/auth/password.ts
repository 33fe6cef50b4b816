import 'server-only';
import argon2 from 'argon2';

import { createClusterHashGate } from './cluster-hash-gate';
import { createHashGate, type HashGate } from './hash-gate';
import {
  HASH_MAX_WAIT_MS,
  HASH_QUEUE_PER_SLOT,
  HASH_SLOTS_ENV,
  hashSlotLimit,
} from './hash-slot-protocol.mjs';

// OWASP's argon2id baseline (19 MiB, 2 passes): strong enough, fast enough for a login burst.
const HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

// Issues 25 and 36: one hash fewer at once than the machine has cores (pages keep a core); a hash
// that cannot start within 2 s is refused (429 with Retry-After), and so is one that finds a short
// queue full. A cluster's worker asks its primary, which holds the instance's slots.
function defaultGate(): HashGate {
  const clusterSlots = Number(process.env[HASH_SLOTS_ENV]);
  const ipc = process.send?.bind(process);
  if (clusterSlots >= 1 && ipc) {
    return createClusterHashGate(
      {
        send: (message) => ipc(message, undefined, {}, () => undefined),
        onMessage: (listener) => process.on('message', listener),
      },
      clusterSlots,
    );
  }
  const limit = hashSlotLimit();
  return createHashGate({
    limit,
    maxWaitMs: HASH_MAX_WAIT_MS,
    maxQueued: limit * HASH_QUEUE_PER_SLOT,
  });
}

// On globalThis: Next may load the API bundle and the pages' bundle apart, and the process has one
// thread pool for both.
const holder = globalThis as typeof globalThis & { __portalHashGate?: HashGate };

/** The process's password-hashing gate. */
export function passwordHashGate(): HashGate {
  holder.__portalHashGate ??= defaultGate();
  return holder.__portalHashGate;
}

/** Tests put a gate of their own in place (a smaller wait); the previous one is returned. */
export function replacePasswordHashGate(gate: HashGate): HashGate {
  const previous = passwordHashGate();
  holder.__portalHashGate = gate;
  return previous;
}

/** Throws HashingBusyError when no hashing slot frees up in time. */
export function hashPassword(password: string): Promise<string> {
  return passwordHashGate().run(() => argon2.hash(password, HASH_OPTIONS));
}

/** False for a wrong password or a hash argon2 cannot read; throws HashingBusyError like hashPassword. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  return passwordHashGate().run(async () => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  });
}

// A real hash of a random password: verifying against it costs what a real check costs, so an
// unknown address takes as long to refuse as a wrong password.
let dummyHash: Promise<string> | undefined;
export function timingDummyHash(): Promise<string> {
  if (!dummyHash) {
    const attempt = hashPassword(crypto.randomUUID());
    dummyHash = attempt;
    // A failed try (a busy gate) is not kept: the next caller computes it again.
    attempt.catch(() => {
      if (dummyHash === attempt) dummyHash = undefined;
    });
  }
  return dummyHash;
}
