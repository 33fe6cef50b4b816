'use client';

import { http } from '@/lib/http/client';

import type { PublicationFormValues } from '../publication-form-values';

type Saved = { id: number; version: number };

/** The publication form as the multipart body the staff routes read. */
export function publicationBody(values: PublicationFormValues, version?: number): FormData {
  const body = new FormData();
  const texts = ['DESCRIPTION_ENG', 'DESCRIPTION_ARA', 'TARIFF_ENG', 'TARIFF_ARA', 'date_start'];
  for (const name of texts) body.set(name, values[name as keyof PublicationFormValues] as string);
  body.set('country_id', String(values.country_id));
  body.set('industry', JSON.stringify(values.industry));
  body.set('for_vip', values.for_vip ? '1' : '0');
  body.set('status', String(values.status));
  for (const name of ['image', 'TARIFF_FILE', 'TARIFF_FILE_AR'] as const) {
    const file = values[name];
    if (file) body.set(name, file);
  }
  if (values.remove_file_ar) body.set('remove_file_ar', '1');
  if (version !== undefined) body.set('version', String(version));
  return body;
}

// POST /api/staff/publications – a new publication; PUT /api/staff/publications/{id} – its fields
// and the files chosen, from the version the editor opened
export async function savePublication(
  values: PublicationFormValues,
  from?: { id: number; version: number },
): Promise<Saved> {
  if (!from) return (await http.post<Saved>('/staff/publications', publicationBody(values))).data;
  const body = publicationBody(values, from.version);
  return (await http.put<Saved>(`/staff/publications/${from.id}`, body)).data;
}

// DELETE /api/staff/publications/{id} – at the version the list showed
export async function deletePublication(id: number, version: number): Promise<void> {
  await http.delete(`/staff/publications/${id}`, { headers: { 'If-Match': `"${version}"` } });
}
