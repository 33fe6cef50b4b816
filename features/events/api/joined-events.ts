'use client';

import { useEffect, useSyncExternalStore } from 'react';

import { apiFetch } from '@/lib/http/api-fetch';
import { useCurrentUser } from '@/lib/session/current-user';

// The events the signed-in member has joined, known only in the browser: the event pages are
// cached for everyone, so each join button asks this one small store (GET /api/events/joined,
// once per page and member) after hydration. `undefined` while unknown.

type Joined = { userId: number; ids: ReadonlySet<number> };
type Listener = () => void;

let current: Joined | undefined;
let loading: number | null = null;
const listeners = new Set<Listener>();

function publish(next: Joined | undefined) {
  current = next;
  for (const listener of listeners) listener();
}

// GET /api/events/joined – the member's events; only their ids are kept here
async function load(userId: number) {
  if (loading === userId) return;
  loading = userId;
  try {
    const response = await apiFetch('/events/joined');
    if (!response.ok) throw new Error(`GET /api/events/joined answered ${response.status}`);
    const body = (await response.json()) as { data: { id: number }[] };
    // A join made while the list was on its way stays marked.
    const marked = current?.userId === userId ? [...current.ids] : [];
    publish({ userId, ids: new Set([...body.data.map((event) => event.id), ...marked]) });
  } catch (error) {
    // The buttons stay "Join": a join the member already made answers 409 and marks it then.
    console.error(error);
  } finally {
    if (loading === userId) loading = null;
  }
}

/** Marks an event joined (after a join, or a 409 that says it already was). */
export function markJoined(userId: number, eventId: number) {
  const ids = new Set(current?.userId === userId ? current.ids : []);
  ids.add(eventId);
  publish({ userId, ids });
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The ids the member has joined; an empty set for a visitor; undefined while unknown. */
export function useJoinedEvents(): ReadonlySet<number> | undefined {
  const { data: user } = useCurrentUser();
  const joined = useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );
  useEffect(() => {
    if (user && joined?.userId !== user.id) void load(user.id);
  }, [user, joined]);
  if (user === null) return new Set();
  if (!user || joined?.userId !== user.id) return undefined;
  return joined.ids;
}

/** For tests: forget what was loaded, as a new page load would. */
export function resetJoinedEvents() {
  current = undefined;
  loading = null;
}
