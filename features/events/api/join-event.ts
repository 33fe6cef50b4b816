'use client';

import { apiFetch } from '@/lib/http/api-fetch';

export type JoinOutcome = 'joined' | 'already' | 'login' | { refused: string };

/**
 * POST /api/events/{id}/join – the member of the session joins (the server names the member,
 * never the body). A refusal carries the server's message in the page's language.
 */
export async function requestJoin(eventId: number): Promise<JoinOutcome> {
  const response = await apiFetch(`/events/${eventId}/join`, { method: 'POST' });
  if (response.status === 201) return 'joined';
  if (response.status === 409) return 'already';
  if (response.status === 401) return 'login';
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  return { refused: body?.message ?? '' };
}

// DELETE /api/events/{id}/join – the member gives up their place
export async function requestLeave(eventId: number): Promise<void> {
  const response = await apiFetch(`/events/${eventId}/join`, { method: 'DELETE' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(
      body?.message || `DELETE /api/events/${eventId}/join answered ${response.status}`,
    );
  }
}
