'use client';

import { http } from '@/lib/http/client';

import { type FormValues, recordBody, type RecordField } from './record-fields';

// Issue 29: the console's calls to a list's staff record routes (lib/api/staff-record-routes.ts),
// each from the version the editor saw. `path` is under /api (`/staff/home-slides`).

export type RecordVersion = { id: number; version: number };
const ifMatch = (version: number) => ({ headers: { 'If-Match': `"${version}"` } });

// POST {path} – a new record; PUT {path}/{id} (or PUT {path} for a single record) – its fields
export async function saveRecord(
  path: string,
  fields: readonly RecordField[],
  values: FormValues,
  from?: RecordVersion & { single?: boolean; removed?: string[] },
): Promise<void> {
  if (!from) {
    await http.post(path, recordBody(fields, values));
    return;
  }
  const body = recordBody(fields, values, { version: from.version, removed: from.removed });
  await http.put(from.single ? path : `${path}/${from.id}`, body);
}

// POST {path}/{id}/move – one place up or down
export async function moveRecord(path: string, from: RecordVersion, direction: 'up' | 'down') {
  await http.post(`${path}/${from.id}/move`, { direction, version: from.version });
}

// PUT {path}/{id}/status – shown (1) or hidden (0)
export async function setRecordStatus(path: string, from: RecordVersion, status: 0 | 1) {
  await http.put(`${path}/${from.id}/status`, { status, version: from.version });
}

// DELETE {path}/{id} – at the version the list showed
export async function deleteRecord(path: string, from: RecordVersion) {
  await http.delete(`${path}/${from.id}`, ifMatch(from.version));
}
