// part 1 §4 and part 2 §4: a visitor's form is kept in the browser while they log in. Matchmaking
// and the buyers form share one key; readiness and trade barriers have their own.
export const DRAFT_KEYS = {
  general: 'portal:enquiry-draft:general',
  matchmaking: 'portal:enquiry-draft:matchmaking',
  readiness: 'portal:enquiry-draft:readiness',
  tradeBarrier: 'portal:enquiry-draft:trade-barriers',
  institution: 'portal:enquiry-draft:institution',
  other: 'portal:enquiry-draft:other',
} as const;

export type DraftKey = (typeof DRAFT_KEYS)[keyof typeof DRAFT_KEYS];

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const browserStorage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
};

/** Saves the values under `key`; a full or disabled storage only loses the draft. */
export function saveDraft(key: DraftKey, values: unknown, storage = browserStorage()): void {
  try {
    storage?.setItem(key, JSON.stringify({ savedAt: Date.now(), values }));
  } catch {
    // quota exceeded: nothing else to do
  }
}

/** The saved values, or null when there is none or it cannot be read. */
export function loadDraft<T>(key: DraftKey, storage = browserStorage()): Partial<T> | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { values?: unknown };
    return parsed.values && typeof parsed.values === 'object'
      ? (parsed.values as Partial<T>)
      : null;
  } catch {
    return null;
  }
}

export function clearDraft(key: DraftKey, storage = browserStorage()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // nothing stored
  }
}
