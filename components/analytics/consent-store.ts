'use client';

import { useSyncExternalStore } from 'react';

import {
  CONSENT_STORAGE_KEY,
  consentRecord,
  parseConsent,
  type Consent,
} from '@/lib/analytics/tag-manager';

// The visitor's analytics choice, kept in local storage (another tab's choice arrives by the
// storage event). Where storage is off, the choice holds for this page only.
const listeners = new Set<() => void>();
let pageChoice: Consent | null = null;

function stored(): Consent | null {
  try {
    return parseConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY), Date.now());
  } catch {
    return null;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** 'unknown' while the server renders and during hydration; then the choice, or 'none'. */
export function useConsent(): Consent | 'none' | 'unknown' {
  return useSyncExternalStore(
    subscribe,
    () => stored() ?? pageChoice ?? 'none',
    () => 'unknown',
  );
}

export function keepConsent(choice: Consent) {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, consentRecord(choice, Date.now()));
    pageChoice = null;
  } catch {
    pageChoice = choice;
  }
  for (const listener of listeners) listener();
}
