'use client';

import { apiFetch } from '@/lib/http/api-fetch';
import { answerMessageOf, saveOutcomeOf, type SaveOutcome } from '@/lib/http/save-outcome';

import type { AssessmentRequest } from '../assessment-schemas';

// The member's saved self-assessments (issue 37), called with fetch as the events' join button
// does: the assessment page loads no axios. The member is the session's, never the body's.

// POST /api/market-access/assessments – the server assesses the answers again and saves them
export async function requestSave(request: AssessmentRequest): Promise<SaveOutcome> {
  const response = await apiFetch('/market-access/assessments', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
  return saveOutcomeOf(response);
}

// DELETE /api/market-access/assessments/{id} – one of the member's own
export async function requestDelete(id: number): Promise<void> {
  const response = await apiFetch(`/market-access/assessments/${id}`, { method: 'DELETE' });
  // Already gone (deleted in another tab) is what was asked for.
  if (response.ok || response.status === 404) return;
  const message = await answerMessageOf(response);
  throw new Error(
    message || `DELETE /api/market-access/assessments/${id} answered ${response.status}`,
  );
}
