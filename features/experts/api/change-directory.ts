'use client';

import { http } from '@/lib/http/client';

import type { ExpertInput, PoolInput } from '../schemas';

/** The record a change starts from: its id and the version the console showed. */
type From = { id: number; version: number };

async function save(path: string, input: object, from?: From): Promise<void> {
  if (!from) await http.post(path, input);
  else await http.put(`${path}/${from.id}`, { ...input, version: from.version });
}

// POST /api/staff/experts – a new expert; PUT /api/staff/experts/{id} – from its version
export const saveExpert = (input: ExpertInput, from?: From) => save('/staff/experts', input, from);

// POST /api/staff/pools – a new pool; PUT /api/staff/pools/{id} – from its version
export const savePool = (input: PoolInput, from?: From) => save('/staff/pools', input, from);

// DELETE /api/staff/experts/{id}, /api/staff/pools/{id} – at the version the list showed
export async function removeFromDirectory(
  kind: 'experts' | 'pools',
  { id, version }: From,
): Promise<void> {
  await http.delete(`/staff/${kind}/${id}`, { headers: { 'If-Match': `"${version}"` } });
}
