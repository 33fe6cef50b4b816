'use client';

import { http } from '@/lib/http/client';

import type { EventInput, StaffEvent } from '../schemas';

// POST /api/staff/events – a new event; PUT /api/staff/events/{id} – its fields, from the version
// the editor opened
export async function saveEvent(
  input: EventInput,
  from?: { id: number; version: number },
): Promise<StaffEvent> {
  if (!from) return (await http.post<StaffEvent>('/staff/events', input)).data;
  const body = { ...input, version: from.version };
  return (await http.put<StaffEvent>(`/staff/events/${from.id}`, body)).data;
}

// DELETE /api/staff/events/{id} – at the version the list showed (its places go with it)
export async function deleteEvent(id: number, version: number): Promise<void> {
  await http.delete(`/staff/events/${id}`, { headers: { 'If-Match': `"${version}"` } });
}
