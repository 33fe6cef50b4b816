'use client';

import { http } from '@/lib/http/client';

import type { Credential, CredentialInput } from '../schemas';

/** The version a change starts from (issue 24 "No lost update"), as a DELETE's If-Match. */
const ifMatch = (version: number) => ({ headers: { 'If-Match': `"${version}"` } });

// POST /api/credentials – a new credential (part 3 §7); PUT /api/credentials/{id} – its fields,
// from the version the editor opened
export async function saveCredential(
  input: CredentialInput,
  from?: { id: number; version: number },
): Promise<Credential> {
  if (!from) return (await http.post<Credential>('/credentials', input)).data;
  const body = { ...input, version: from.version };
  return (await http.put<Credential>(`/credentials/${from.id}`, body)).data;
}

// DELETE /api/credentials/{id} – at the version the list showed
export async function deleteCredential(id: number, version: number): Promise<void> {
  await http.delete(`/credentials/${id}`, ifMatch(version));
}
