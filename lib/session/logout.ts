'use client';

import { apiFetch } from '@/lib/http/api-fetch';

import { setCurrentUser } from './current-user';

// POST /api/logout – ends the session; a session that already ended (401) counts as logged out.
// part 1 §4: the user is reset on logout.
export async function logout(): Promise<void> {
  const response = await apiFetch('/logout', { method: 'POST' });
  if (!response.ok && response.status !== 401) {
    throw new Error(`POST /api/logout answered ${response.status}`);
  }
  setCurrentUser(null);
}
