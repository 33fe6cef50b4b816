'use client';

import { http } from '@/lib/http/client';

import type { FaqFileLang, FaqInput, FaqMove, StaffFaq } from '../staff-schemas';

// Issue 29: the console's calls to /api/staff/faqs, each from the version the editor saw.

export type FaqVersion = { id: number; version: number };
const ifMatch = (version: number) => ({ headers: { 'If-Match': `"${version}"` } });

// POST /api/staff/faqs – a new FAQ; PUT /api/staff/faqs/{id} – its fields
export async function saveFaq(input: FaqInput, from: FaqVersion | null): Promise<StaffFaq> {
  if (!from) return (await http.post<StaffFaq>('/staff/faqs', input)).data;
  const body = { ...input, version: from.version };
  return (await http.put<StaffFaq>(`/staff/faqs/${from.id}`, body)).data;
}

// PUT /api/staff/faqs/{id}/file/{lang} – its PDF; DELETE … – removed
export async function saveFaqFile(
  from: FaqVersion,
  lang: FaqFileLang,
  file: File | null,
): Promise<StaffFaq> {
  const path = `/staff/faqs/${from.id}/file/${lang}`;
  if (!file) return (await http.delete<StaffFaq>(path, ifMatch(from.version))).data;
  const body = new FormData();
  body.set('file', file);
  body.set('version', String(from.version));
  return (await http.put<StaffFaq>(path, body)).data;
}

// PUT /api/staff/faqs/{id}/flags – published or not, on the home page or not
export async function setFaqFlags(
  from: FaqVersion,
  flags: { status?: number; add_to_home?: number },
): Promise<void> {
  await http.put(`/staff/faqs/${from.id}/flags`, { ...flags, version: from.version });
}

// POST /api/staff/faqs/{id}/move – one place up or down its tab
export async function moveFaq(from: FaqVersion, direction: FaqMove): Promise<void> {
  await http.post(`/staff/faqs/${from.id}/move`, { direction, version: from.version });
}

// DELETE /api/staff/faqs/{id} – at the version the list showed
export async function deleteFaq(from: FaqVersion): Promise<void> {
  await http.delete(`/staff/faqs/${from.id}`, ifMatch(from.version));
}
