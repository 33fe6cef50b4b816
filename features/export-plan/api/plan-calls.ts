'use client';

import { apiFetch } from '@/lib/http/api-fetch';

import type { ExportPlan } from '../schemas';

// Issue 59: the member's export plan, called with fetch (the page loads no axios). The member is
// the session's, never the body's.

export type CallAnswer<T> =
  | { ok: true; body: T }
  | { ok: false; status: number; message: string; errors: Record<string, string[]> };

async function answerOf<T>(response: Response): Promise<CallAnswer<T>> {
  const body = (await response.json().catch(() => null)) as
    (T & { message?: string; errors?: Record<string, string[]> }) | null;
  if (response.ok) return { ok: true, body: body as T };
  return {
    ok: false,
    status: response.status,
    message: body?.message ?? '',
    errors: body?.errors ?? {},
  };
}

const json = (body: unknown): RequestInit => ({
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

// POST /api/export-plans – the company's plan, made now or before
export async function requestCreatePlan(locale: string) {
  return answerOf<ExportPlan>(
    await apiFetch('/export-plans', { method: 'POST', ...json({ locale }) }),
  );
}

// GET /api/export-plans/{id} – the plan as saved (the server's copy after a stale save)
export async function requestPlan(id: number) {
  return answerOf<ExportPlan>(await apiFetch(`/export-plans/${id}`));
}

// PUT /api/export-plans/{id}/sections/{section} – one section with the version read
export async function requestSaveSection(
  id: number,
  section: string,
  fields: Record<string, string>,
  version: number,
) {
  return answerOf<ExportPlan>(
    await apiFetch(`/export-plans/${id}/sections/${section}`, {
      method: 'PUT',
      ...json({ fields, version }),
    }),
  );
}

// POST /api/export-plans/{id}/send – the plan to the agency as an enquiry
export async function requestSendPlan(id: number) {
  return answerOf<{ enquiry_id: number; sent_at: string }>(
    await apiFetch(`/export-plans/${id}/send`, { method: 'POST' }),
  );
}
