'use client';

import { apiFetch } from '@/lib/http/api-fetch';

// A member's saved landed costs (issue 58), called with fetch as the saved self-assessments are:
// the page loads no axios. The member is the session's, never the body's.

export type SaveOutcome = 'saved' | 'login' | { refused: string };

async function messageOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  return body?.message ?? '';
}

// POST /api/landed-costs – the server computes the answer again and saves it with the inputs
export async function requestSave(inputs: Record<string, string>): Promise<SaveOutcome> {
  const response = await apiFetch('/landed-costs', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ inputs }),
  });
  if (response.status === 201) return 'saved';
  if (response.status === 401) return 'login';
  return { refused: response.status === 422 ? await messageOf(response) : '' };
}

// DELETE /api/landed-costs/{id} – one of the member's own
export async function requestDelete(id: number): Promise<void> {
  const response = await apiFetch(`/landed-costs/${id}`, { method: 'DELETE' });
  // Already gone (deleted in another tab) is what was asked for.
  if (response.ok || response.status === 404) return;
  const message = await messageOf(response);
  throw new Error(message || `DELETE /api/landed-costs/${id} answered ${response.status}`);
}
