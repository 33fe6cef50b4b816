import { describe, expect, it } from 'vitest';

import { clearDraft, DRAFT_KEYS, loadDraft, saveDraft } from '@/features/enquiries/draft-store';
import { newIdempotencyKey } from '@/features/enquiries/idempotency-key';

// A Storage stand-in: the unit project runs in Node, without a browser's localStorage.
function memoryStorage(failWrites = false) {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (failWrites) throw new Error('QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('enquiry draft store', () => {
  it('saves, loads and clears a draft under its key', () => {
    const storage = memoryStorage();
    saveDraft(DRAFT_KEYS.matchmaking, { name: 'Hala', industry: 3 }, storage);
    expect(loadDraft(DRAFT_KEYS.matchmaking, storage)).toEqual({ name: 'Hala', industry: 3 });
    expect(loadDraft(DRAFT_KEYS.readiness, storage)).toBeNull();
    clearDraft(DRAFT_KEYS.matchmaking, storage);
    expect(loadDraft(DRAFT_KEYS.matchmaking, storage)).toBeNull();
  });

  it('gives matchmaking and the buyers form one key, readiness and trade barriers their own', () => {
    const keys = Object.values(DRAFT_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
    expect(DRAFT_KEYS.readiness).not.toBe(DRAFT_KEYS.matchmaking);
    expect(DRAFT_KEYS.tradeBarrier).not.toBe(DRAFT_KEYS.matchmaking);
  });

  it('treats a corrupt or foreign value as no draft', () => {
    const storage = memoryStorage();
    storage.items.set(DRAFT_KEYS.general, '{not json');
    expect(loadDraft(DRAFT_KEYS.general, storage)).toBeNull();
    storage.items.set(DRAFT_KEYS.general, JSON.stringify({ values: 'text' }));
    expect(loadDraft(DRAFT_KEYS.general, storage)).toBeNull();
  });

  it('loses only the draft when the storage is full or missing', () => {
    expect(() => saveDraft(DRAFT_KEYS.other, { name: 'x' }, memoryStorage(true))).not.toThrow();
    expect(() => saveDraft(DRAFT_KEYS.other, { name: 'x' }, null)).not.toThrow();
    expect(loadDraft(DRAFT_KEYS.other, null)).toBeNull();
  });
});

describe('idempotency keys', () => {
  it('are 128 random bits in hex, new each time', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
