'use client';

import { http } from '@/lib/http/client';

import type { InstitutionInput, InstitutionRow } from '../schemas';

/** The version a change starts from (issue 24 "No lost update"), as a DELETE's If-Match. */
const ifMatch = (version: number) => ({ headers: { 'If-Match': `"${version}"` } });

// POST /api/staff/institutions – a new institution; PUT /api/staff/institutions/{id} – its fields,
// from the version the editor opened
export async function saveInstitution(
  input: InstitutionInput,
  from?: { id: number; version: number },
): Promise<InstitutionRow> {
  if (!from) return (await http.post<InstitutionRow>('/staff/institutions', input)).data;
  const body = { ...input, version: from.version };
  return (await http.put<InstitutionRow>(`/staff/institutions/${from.id}`, body)).data;
}

// DELETE /api/staff/institutions/{id} – at the version the list showed
export async function deleteInstitution(id: number, version: number): Promise<void> {
  await http.delete(`/staff/institutions/${id}`, ifMatch(version));
}
