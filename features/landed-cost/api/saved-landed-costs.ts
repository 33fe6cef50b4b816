'use client';

import { apiFetch } from '@/lib/http/api-fetch';
import { answerMessageOf, saveOutcomeOf, type SaveOutcome } from '@/lib/http/save-outcome';

// A member's saved landed costs (issue 58), called with fetch as the saved self-assessments are:
// the page loads no axios. The member is the session's, never the body's.

// POST /api/landed-costs – the server computes the answer again and saves it with the inputs
export async function requestSave(inputs: Record<string, string>): Promise<SaveOutcome> {
  const response = await apiFetch('/landed-costs', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ inputs }),
  });
  return saveOutcomeOf(response);
}

// DELETE /api/landed-costs/{id} – one of the member's own
export async function requestDelete(id: number): Promise<void> {
  const response = await apiFetch(`/landed-costs/${id}`, { method: 'DELETE' });
  // Already gone (deleted in another tab) is what was asked for.
  if (response.ok || response.status === 404) return;
  const message = await answerMessageOf(response);
  throw new Error(message || `DELETE /api/landed-costs/${id} answered ${response.status}`);
}
