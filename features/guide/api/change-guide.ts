'use client';

import { http } from '@/lib/http/client';

import type { GuideInput, GuideStepInput, StaffGuide } from '../staff-schemas';

// Issue 29: the console's calls to /api/staff/guide, each from the version the editor saw.

// PUT /api/staff/guide – the guide's own texts
export async function saveGuide(input: GuideInput, version: number): Promise<StaffGuide> {
  return (await http.put<StaffGuide>('/staff/guide', { ...input, version })).data;
}

// PUT /api/staff/guide/steps/{step} – a step's name and entry
export async function saveGuideStep(
  step: number,
  input: GuideStepInput,
  version: number,
): Promise<StaffGuide> {
  return (await http.put<StaffGuide>(`/staff/guide/steps/${step}`, { ...input, version })).data;
}

// PUT /api/staff/guide/files/{field} – one of its PDFs; DELETE … – removed
export async function saveGuideFile(
  field: string,
  file: File | null,
  version: number,
): Promise<StaffGuide> {
  const path = `/staff/guide/files/${field}`;
  if (!file) {
    return (await http.delete<StaffGuide>(path, { headers: { 'If-Match': `"${version}"` } })).data;
  }
  const body = new FormData();
  body.set('file', file);
  body.set('version', String(version));
  return (await http.put<StaffGuide>(path, body)).data;
}

export type ChosenFile = { field: string; file: File | null; remove: boolean; stored: boolean };

/** Sends each chosen file, or the removal of a stored one, from `version`; the last version. */
export async function saveGuideFiles(files: ChosenFile[], version: number): Promise<number> {
  let current = version;
  for (const { field, file, remove, stored } of files) {
    if (!file && !(remove && stored)) continue;
    current = (await saveGuideFile(field, file, current)).version;
  }
  return current;
}
