export const HASH_SLOT_MESSAGE: {
  ask: 'hash-slot-ask';
  granted: 'hash-slot-granted';
  refused: 'hash-slot-refused';
  release: 'hash-slot-release';
};
export const HASH_SLOTS_ENV: 'PORTAL_HASH_SLOTS';
export function hashSlotLimit(cores?: number): number;
export const HASH_QUEUE_PER_SLOT: number;
export const HASH_MAX_WAIT_MS: number;
export const HASHING_RETRY_AFTER_SECONDS: number;
