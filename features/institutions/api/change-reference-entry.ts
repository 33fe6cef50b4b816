'use client';

import { http } from '@/lib/http/client';

import { REFERENCE_PATHS, referenceBody, type ReferenceKind } from '../reference-entry';

type Names = { eng: string; ara: string };

// POST /api/staff/export-types|export-modes – a new entry; PUT …/{id} – its names, from the
// version the editor opened
export async function saveReferenceEntry(
  kind: ReferenceKind,
  { eng, ara }: Names,
  from?: { id: number; version: number },
): Promise<void> {
  const path = REFERENCE_PATHS[kind];
  const body = referenceBody(kind, eng, ara);
  if (!from) await http.post(path, body);
  else await http.put(`${path}/${from.id}`, { ...body, version: from.version });
}

// DELETE /api/staff/export-types|export-modes/{id} – at the version the list showed
export async function deleteReferenceEntry(
  kind: ReferenceKind,
  id: number,
  version: number,
): Promise<void> {
  await http.delete(`${REFERENCE_PATHS[kind]}/${id}`, {
    headers: { 'If-Match': `"${version}"` },
  });
}
