'use client';

import { http } from '@/lib/http/client';

import type { BarrierInput, BarrierUpdateInput, StaffBarrierDetail } from '../schemas';

// The console's calls to /api/staff/trade-barriers (issue 39 part 3).

const PATH = '/staff/trade-barriers';

// POST /api/staff/trade-barriers – a new entry; PUT …/{id} – its fields, from the version opened
export async function saveBarrier(
  input: BarrierInput,
  from?: { id: number; version: number },
): Promise<StaffBarrierDetail> {
  if (!from) return (await http.post<StaffBarrierDetail>(PATH, input)).data;
  const body = { ...input, version: from.version };
  return (await http.put<StaffBarrierDetail>(`${PATH}/${from.id}`, body)).data;
}

export type PublicationStep = 'submit' | 'approve' | 'unpublish';

// POST /api/staff/trade-barriers/{id}/submit | approve | unpublish – at the version the page showed
export async function moveBarrier(id: number, step: PublicationStep, version: number) {
  await http.post(`${PATH}/${id}/${step}`, { version });
}

// POST …/{id}/updates – a public update; PUT …/{id}/updates/{updateId} – its day and texts
export async function saveBarrierUpdate(
  barrierId: number,
  input: BarrierUpdateInput,
  from?: { id: number; version: number },
): Promise<void> {
  if (!from) await http.post(`${PATH}/${barrierId}/updates`, input);
  else
    await http.put(`${PATH}/${barrierId}/updates/${from.id}`, { ...input, version: from.version });
}

// DELETE …/{id}/updates/{updateId} – at the version the page showed
export async function deleteBarrierUpdate(barrierId: number, id: number, version: number) {
  await http.delete(`${PATH}/${barrierId}/updates/${id}`, {
    headers: { 'If-Match': `"${version}"` },
  });
}
