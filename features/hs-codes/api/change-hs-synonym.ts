'use client';

import { http } from '@/lib/http/client';

import type { HsSynonymForm, StaffHsSynonym } from '../staff-schemas';

type From = { id: number; version: number };

// POST /api/staff/hs-synonyms – a new synonym; PUT /api/staff/hs-synonyms/{id} – its code and
// phrases, from the version the editor opened
export async function saveHsSynonym(input: HsSynonymForm, from?: From): Promise<StaffHsSynonym> {
  if (!from) return (await http.post<StaffHsSynonym>('/staff/hs-synonyms', input)).data;
  const body = { ...input, version: from.version };
  return (await http.put<StaffHsSynonym>(`/staff/hs-synonyms/${from.id}`, body)).data;
}

// DELETE /api/staff/hs-synonyms/{id} – at the version the list showed
export async function deleteHsSynonym(id: number, version: number): Promise<void> {
  await http.delete(`/staff/hs-synonyms/${id}`, { headers: { 'If-Match': `"${version}"` } });
}
