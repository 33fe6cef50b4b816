'use client';

import { useEffect, useSyncExternalStore } from 'react';

import { apiFetch } from '@/lib/http/api-fetch';

import { parseSessionUser } from './session-user';
import type { User } from './user';

export type CurrentUser = User;

// The member of the session cookie, known only in the browser (public pages are cached for
// everyone). One small store for the whole page: the header reads it, sign-in, sign-out and
// profile changes refresh or set it. `undefined` while unknown, `null` for a visitor.
type Listener = () => void;
let current: CurrentUser | null | undefined;
let loading: Promise<CurrentUser | null> | null = null;
const listeners = new Set<Listener>();

function publish(user: CurrentUser | null) {
  current = user;
  for (const listener of listeners) listener();
}

// GET /api/user – the member of the session cookie; 401 means a visitor.
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  const response = await apiFetch('/user');
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`GET /api/user answered ${response.status}`);
  return parseSessionUser(await response.json());
}

/** Asks the server again (after a sign-in, a profile change or a verification). */
export function refreshCurrentUser(): Promise<CurrentUser | null> {
  const request = fetchCurrentUser().then(
    (user) => {
      if (loading === request) loading = null;
      publish(user);
      return user;
    },
    (error: unknown) => {
      if (loading === request) loading = null;
      // Unknown is shown as a visitor (log in and sign up), as it was before the check.
      if (current === undefined) publish(null);
      throw error;
    },
  );
  loading = request;
  return request;
}

/** Sets the user without a request: the server already answered with it, or the visitor left. */
export function setCurrentUser(user: CurrentUser | null) {
  loading = null;
  publish(user);
}

/** The user once known: the answer already held, the request in flight, or a new one. */
export function ensureCurrentUser(): Promise<CurrentUser | null> {
  if (current !== undefined) return Promise.resolve(current);
  return loading ?? refreshCurrentUser();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The logged-in user, or null for a visitor; `isPending` until the first answer. */
export function useCurrentUser(): { data: CurrentUser | null | undefined; isPending: boolean } {
  const user = useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );
  useEffect(() => {
    if (current === undefined && !loading) {
      refreshCurrentUser().catch(() => undefined);
    }
  }, []);
  return { data: user, isPending: user === undefined };
}

/** For tests: forget the user, as a new page load would. */
export function resetCurrentUser() {
  current = undefined;
  loading = null;
}
