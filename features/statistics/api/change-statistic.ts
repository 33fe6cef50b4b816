'use client';

import { http } from '@/lib/http/client';

import type { StatisticInput, StatisticRecord } from '../staff-schemas';

// POST /api/staff/statistics – a new statistic; PUT /api/staff/statistics/{id} – its fields, from
// the version the editor opened
export async function saveStatistic(
  input: StatisticInput,
  from?: { id: number; version: number },
): Promise<StatisticRecord> {
  if (!from) return (await http.post<StatisticRecord>('/staff/statistics', input)).data;
  const body = { ...input, version: from.version };
  return (await http.put<StatisticRecord>(`/staff/statistics/${from.id}`, body)).data;
}

// DELETE /api/staff/statistics/{id} – at the version the list showed
export async function deleteStatistic(id: number, version: number): Promise<void> {
  await http.delete(`/staff/statistics/${id}`, { headers: { 'If-Match': `"${version}"` } });
}
