import 'server-only';
import { availableParallelism } from 'node:os';

import argon2 from 'argon2';

import { createHashGate, type HashGate } from './hash-gate';

// OWASP's argon2id baseline (19 MiB, 2 passes): strong enough, fast enough for a login burst.
const HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

// Issue 25: as many hashes at once as the machine has cores; a hash that cannot start within
// 2 s is refused (503 with Retry-After), and so is one more than 64 per core waiting.
export const HASH_MAX_WAIT_MS = 2_000;
const HASHES_QUEUED_PER_CORE = 64;

function defaultGate(): HashGate {
  const limit = Math.max(1, availableParallelism());
  return createHashGate({
    limit,
    maxWaitMs: HASH_MAX_WAIT_MS,
    maxQueued: limit * HASHES_QUEUED_PER_CORE,
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
